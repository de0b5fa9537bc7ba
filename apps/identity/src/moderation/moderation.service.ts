import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CommonErrorCode,
  MODERATION_MESSAGES,
  ModerationErrorCode,
  REPORT_EXCERPT_MAX,
  type CaseDecision,
  type CreateReport,
  type EventOf,
  type ModerationCase,
  type ModerationCasesPage,
  type ModerationCasesQuery,
  type ReportReceipt,
} from '@stave/contracts';
import { APP_CONFIG, Database, LOGGER, Outbox, domainError, type Transaction } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { Mailer } from '../mail/mailer';
import { SessionsService } from '../sessions/sessions.service';
import { ModerationRepository, memberForReport, type CaseRow } from './moderation.repository';
import { StandingRepository } from './standing.repository';

const DAY_MS = 24 * 3_600_000;

export function toCaseView(row: CaseRow): ModerationCase {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    subject: { id: row.subjectId, name: row.subjectName, username: row.subjectUsername },
    excerpt: row.excerpt,
    status: row.status,
    reportCount: row.reportCount,
    reports: row.reports.map((report) => ({ ...report, reportedAt: new Date(report.reportedAt).toISOString() })),
    firstReportedAt: row.firstReportedAt.toISOString(),
    lastReportedAt: row.lastReportedAt.toISOString(),
    decision: row.decision && {
      ...row.decision,
      until: row.decision.until && new Date(row.decision.until).toISOString(),
      decidedAt: new Date(row.decision.decidedAt).toISOString(),
    },
  };
}

// The moderation queue: reports of every kind of item (members here; the rest from the services that own
// them, by event), decided by the moderators named in MODERATORS. A decision is recorded and announced
// (`identity.moderation.decided.v1`: the owner takes a removed item down); a suspension or ban is applied here, to
// the account: every session ends, and the member can then sign in only to read why and appeal.
@Injectable()
export class ModerationService {
  private readonly moderators: Set<number>;

  constructor(
    private readonly database: Database,
    private readonly cases: ModerationRepository,
    private readonly standing: StandingRepository,
    private readonly outbox: Outbox,
    private readonly sessions: SessionsService,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.moderators = new Set(config.MODERATORS);
  }

  isModerator(memberId: number): boolean {
    return this.moderators.has(memberId);
  }

  requireModerator(memberId: number): void {
    if (!this.isModerator(memberId)) throw domainError(ModerationErrorCode.ModeratorsOnly);
  }

  // A member report: the member must exist (a member one has blocked can still be reported).
  async reportMember(reporterId: number, memberId: number, report: CreateReport): Promise<ReportReceipt> {
    if (reporterId === memberId) throw domainError(ModerationErrorCode.ReportOwn);
    const member = await memberForReport(this.database.pool, memberId);
    if (!member) throw domainError(CommonErrorCode.UserNotFound);
    const excerpt = [`${member.name} (@${member.username})`, member.bio].filter(Boolean).join(': ').slice(0, REPORT_EXCERPT_MAX);
    const added = await this.database.transaction((tx) =>
      this.cases.recordReport(tx, { kind: 'member', itemId: memberId, subjectId: memberId, reporterId, ...report, excerpt, reportedAt: new Date() }),
    );
    if (!added) throw domainError(ModerationErrorCode.AlreadyReported);
    return { reported: true, message: MODERATION_MESSAGES.reported };
  }

  // Another service's report, from its event (a redelivery is counted once).
  async reported(tx: Transaction, payload: EventOf<'social.report.filed.v1'>['payload']): Promise<void> {
    await this.cases.recordReport(tx, { ...payload, reportedAt: new Date(payload.reportedAt) });
  }

  async list(moderatorId: number, query: ModerationCasesQuery): Promise<ModerationCasesPage> {
    this.requireModerator(moderatorId);
    const { rows, total } = await this.cases.list(query);
    return { cases: rows.map(toCaseView), total };
  }

  async decide(moderatorId: number, caseId: number, decision: CaseDecision): Promise<ModerationCase> {
    this.requireModerator(moderatorId);
    const now = new Date();
    const applied = await this.database.transaction(async (tx) => {
      const target = await this.cases.lock(tx, caseId);
      if (!target) throw domainError(ModerationErrorCode.CaseNotFound);
      if (target.status !== 'open') throw domainError(ModerationErrorCode.CaseDecided);
      const removeItem = decision.action === 'remove' || ((decision.action === 'suspend' || decision.action === 'ban') && decision.removeItem);
      if (removeItem && target.kind === 'member') throw domainError(ModerationErrorCode.NothingToRemove, { path: 'action' });
      const until = decision.action === 'suspend' ? new Date(now.getTime() + decision.days! * DAY_MS) : null;
      const decisionId = await this.cases.decide(tx, caseId, moderatorId, decision, removeItem, until);
      if (decision.action === 'suspend' || decision.action === 'ban') {
        await this.standing.apply(tx, target.subjectId, decision.action === 'ban' ? 'banned' : 'suspended', until, decisionId);
      }
      await this.outbox.add(tx, 'identity.moderation.decided.v1', target.itemId, {
        caseId,
        kind: target.kind,
        itemId: target.itemId,
        subjectId: target.subjectId,
        action: decision.action,
        removeItem,
        until: until?.toISOString() ?? null,
        decidedAt: now.toISOString(),
      });
      return { subjectId: target.subjectId, until };
    });
    if (decision.action === 'suspend' || decision.action === 'ban') await this.restrict(applied.subjectId, applied.until, decision.notes);
    this.logger.info({ caseId, moderatorId, action: decision.action }, 'moderation decision');
    return toCaseView((await this.cases.find(this.database.pool, caseId))!);
  }

  // Every token the member holds stops working and every session ends: their next sign-in gets a restricted token.
  private async restrict(memberId: number, until: Date | null, notes: string | null): Promise<void> {
    await this.sessions.signOutEverywhere(memberId);
    const member = await memberForReport(this.database.pool, memberId);
    if (!member) return;
    const what = until ? `suspended until ${until.toUTCString()}` : 'banned';
    this.mailer.sendInBackground({
      to: member.email,
      subject: `Your Stave account is ${until ? 'suspended' : 'banned'}`,
      text: `After a report, a moderator has ${what} your Stave account.${notes ? `\n\nThe moderator's note: ${notes}` : ''}\n\nYou can sign in to read why and to appeal.\n\nThe Stave team`,
    });
  }
}

const KIND_NOUNS: Record<string, string> = { member: 'profile', forum_post: 'forum thread', forum_comment: 'forum reply' };

// For a standing's reason: what was reported (its kind, the text) and the moderator's note.
export function reasonOf(kind: string, excerpt: string, notes: string | null): string {
  const what = `Reported ${KIND_NOUNS[kind] ?? kind}: “${excerpt.slice(0, 200)}”`;
  return notes ? `${notes} (${what})` : what;
}
