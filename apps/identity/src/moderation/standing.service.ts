import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ModerationErrorCode, type AccountStanding, type AppealDecision, type AppealView, type ModerationAppeal } from '@stave/contracts';
import { Database, LOGGER, domainError } from '@stave/platform';
import { Mailer } from '../mail/mailer';
import { SessionsService } from '../sessions/sessions.service';
import { memberForReport } from './moderation.repository';
import { ModerationService, reasonOf } from './moderation.service';
import { StandingRepository, type AppealRow, type StandingRow } from './standing.repository';

const appealView = (row: AppealRow): AppealView => ({
  id: row.id,
  message: row.message,
  status: row.status,
  response: row.response,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

const standingView = (row: StandingRow | null): Omit<AccountStanding, 'appeal'> =>
  row
    ? { status: row.status, until: row.until?.toISOString() ?? null, since: row.since.toISOString(), reason: reasonOf(row.kind, row.excerpt, row.notes) }
    : { status: 'active', until: null, since: null, reason: null };

// A member's standing (suspended until a time, banned, or good) and appeals against a suspension or ban: one per
// decision, answered by a moderator who upholds it or lifts it. Lifting ends the member's restricted sessions, so
// their next sign-in is a whole one.
@Injectable()
export class StandingService {
  constructor(
    private readonly database: Database,
    private readonly standing: StandingRepository,
    private readonly moderation: ModerationService,
    private readonly sessions: SessionsService,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Signing in: a member suspended or banned now gets a restricted token.
  async isRestricted(memberId: number): Promise<boolean> {
    return (await this.standing.inForce(memberId)) !== null;
  }

  async of(memberId: number): Promise<AccountStanding> {
    const row = await this.standing.inForce(memberId);
    const appeal = row ? await this.standing.appealFor(memberId, row.decisionId) : null;
    return { ...standingView(row), appeal: appeal && appealView(appeal) };
  }

  async appeal(memberId: number, message: string): Promise<AccountStanding> {
    const row = await this.standing.inForce(memberId);
    if (!row) throw domainError(ModerationErrorCode.NotSuspended);
    const added = await this.database.transaction((tx) => this.standing.addAppeal(tx, memberId, row.decisionId, message));
    if (added === null) throw domainError(ModerationErrorCode.AppealExists);
    return this.of(memberId);
  }

  async appeals(moderatorId: number, status: 'open' | 'decided'): Promise<ModerationAppeal[]> {
    this.moderation.requireModerator(moderatorId);
    return Promise.all((await this.standing.appeals(status)).map((row) => this.moderationView(row)));
  }

  async decideAppeal(moderatorId: number, appealId: number, decision: AppealDecision): Promise<ModerationAppeal> {
    this.moderation.requireModerator(moderatorId);
    const row = await this.database.transaction(async (tx) => {
      const appeal = await this.standing.lockAppeal(tx, appealId);
      if (!appeal) throw domainError(ModerationErrorCode.AppealNotFound);
      if (appeal.status !== 'open') throw domainError(ModerationErrorCode.AppealDecided);
      await this.standing.decideAppeal(tx, appealId, moderatorId, decision.action === 'lift' ? 'lifted' : 'upheld', decision.notes);
      if (decision.action === 'lift') await this.standing.lift(tx, appeal.userId, appeal.decisionId);
      return appeal;
    });
    if (decision.action === 'lift') {
      await this.sessions.signOutEverywhere(row.userId);
    }
    const member = await memberForReport(this.database.pool, row.userId);
    if (member) {
      this.mailer.sendInBackground({
        to: member.email,
        subject: decision.action === 'lift' ? 'Your Stave account is back' : 'Your appeal was reviewed',
        text:
          (decision.action === 'lift'
            ? 'A moderator read your appeal and lifted the restriction on your Stave account. Sign in again to carry on.'
            : 'A moderator read your appeal and kept the restriction on your Stave account.') +
          (decision.notes ? `\n\nThe moderator's note: ${decision.notes}` : '') +
          '\n\nThe Stave team',
      });
    }
    this.logger.info({ appealId, moderatorId, action: decision.action }, 'appeal decided');
    return this.moderationView((await this.standing.findAppeal(appealId))!);
  }

  private async moderationView(row: AppealRow): Promise<ModerationAppeal> {
    const standing = await this.standing.standingOfDecision(row.userId, row.decisionId);
    return { ...appealView(row), member: { id: row.userId, name: row.memberName, username: row.memberUsername }, standing: standingView(standing) };
  }
}
