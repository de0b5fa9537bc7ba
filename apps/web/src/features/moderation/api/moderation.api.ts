// Reports and moderation (docs/api.md). Answers are checked against the contracts' schemas, loaded on
// demand (lib/api-json.ts): the report menus and the moderators' link sit on first-paint screens.
import type {
  AccountStanding,
  AppealDecision,
  CaseDecision,
  CreateReport,
  ModerationAppeal,
  ModerationCase,
  ModerationCasesPage,
  ReportKind,
  ReportReceipt,
} from '@stave/contracts';
import { getParsed, requestParsed, withQuery } from '@/lib/api-json';
import { reportHeaders, reportPath, type ReportTarget } from '../report-target';

const receiptSchema = async () => (await import('@stave/contracts/moderation')).ReportReceiptSchema;
const casesSchema = async () => (await import('@stave/contracts/moderation')).ModerationCasesPageSchema;
const caseSchema = async () => (await import('@stave/contracts/moderation')).ModerationCaseSchema;
const appealSchema = async () => (await import('@stave/contracts/moderation')).ModerationAppealSchema;
const appealsSchema = async () => {
  const { ModerationAppealSchema } = await import('@stave/contracts/moderation');
  return ModerationAppealSchema.array();
};
const standingSchema = async () => (await import('@stave/contracts/moderation')).AccountStandingSchema;

export const reportItem = async (target: ReportTarget, input: CreateReport): Promise<ReportReceipt> =>
  (await requestParsed('POST', reportPath(target), receiptSchema, { body: input, headers: reportHeaders(target) })).data;

export interface CasesFilter {
  status: 'open' | 'decided';
  kind?: ReportKind;
  page: number;
  limit: number;
}

export const fetchCases = (filter: CasesFilter, signal?: AbortSignal): Promise<ModerationCasesPage> =>
  getParsed(withQuery('/api/moderation/cases', { ...filter }), casesSchema, signal);

export const decideCase = async (id: number, decision: CaseDecision): Promise<ModerationCase> =>
  (await requestParsed('POST', `/api/moderation/cases/${id}/decision`, caseSchema, { body: decision })).data;

export const fetchAppeals = (status: 'open' | 'decided', signal?: AbortSignal): Promise<ModerationAppeal[]> =>
  getParsed(withQuery('/api/moderation/appeals', { status }), appealsSchema, signal);

export const decideAppeal = async (id: number, decision: AppealDecision): Promise<ModerationAppeal> =>
  (await requestParsed('POST', `/api/moderation/appeals/${id}/decision`, appealSchema, { body: decision })).data;

// A suspended or banned member's own standing, and their one appeal.
export const fetchStanding = (signal?: AbortSignal): Promise<AccountStanding> => getParsed('/api/user/standing', standingSchema, signal);

export const sendAppeal = async (message: string): Promise<AccountStanding> =>
  (await requestParsed('POST', '/api/user/standing/appeal', standingSchema, { body: { message } })).data;
