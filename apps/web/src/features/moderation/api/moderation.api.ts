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
import { MODERATION } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';
import { reportRequest, type ReportTarget } from '../report-target';

const receiptSchema = async () => (await import('@stave/contracts/moderation')).ReportReceiptSchema;
const casesSchema = async () => (await import('@stave/contracts/moderation')).ModerationCasesPageSchema;
const caseSchema = async () => (await import('@stave/contracts/moderation')).ModerationCaseSchema;
const appealSchema = async () => (await import('@stave/contracts/moderation')).ModerationAppealSchema;
const appealsSchema = async () => {
  const { ModerationAppealSchema } = await import('@stave/contracts/moderation');
  return ModerationAppealSchema.array();
};
const standingSchema = async () => (await import('@stave/contracts/moderation')).AccountStandingSchema;

export const reportItem = (target: ReportTarget, input: CreateReport): Promise<ReportReceipt> => {
  const { route, params, headers } = reportRequest(target);
  return apiData(route, receiptSchema, { params, body: input, headers });
};

export interface CasesFilter {
  status: 'open' | 'decided';
  kind?: ReportKind;
  page: number;
  limit: number;
}

export const fetchCases = (filter: CasesFilter, signal?: AbortSignal): Promise<ModerationCasesPage> =>
  apiData(MODERATION.cases, casesSchema, { query: { ...filter }, signal });

export const decideCase = (id: number, decision: CaseDecision): Promise<ModerationCase> =>
  apiData(MODERATION.decide, caseSchema, { params: { id }, body: decision });

export const fetchAppeals = (status: 'open' | 'decided', signal?: AbortSignal): Promise<ModerationAppeal[]> =>
  apiData(MODERATION.appeals, appealsSchema, { query: { status }, signal });

export const decideAppeal = (id: number, decision: AppealDecision): Promise<ModerationAppeal> =>
  apiData(MODERATION.decideAppeal, appealSchema, { params: { id }, body: decision });

// A suspended or banned member's own standing, and their one appeal.
export const fetchStanding = (signal?: AbortSignal): Promise<AccountStanding> => apiData(MODERATION.standing, standingSchema, { signal });

export const sendAppeal = (message: string): Promise<AccountStanding> => apiData(MODERATION.appeal, standingSchema, { body: { message } });
