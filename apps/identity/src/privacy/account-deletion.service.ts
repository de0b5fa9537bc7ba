import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  CommonErrorCode,
  ERASURE_GRACE_DAYS,
  IDENTITY_MESSAGES,
  PRIVACY_MESSAGES,
  PrivacyErrorCode,
  type AccountDeletion,
  type DeleteAccount,
} from '@stave/contracts';
import {
  Database,
  FileStorage,
  JobHandler,
  LOGGER,
  Outbox,
  defineJob,
  domainError,
  queryOne,
  queryRows,
  type JobContext,
  type Transaction,
} from '@stave/platform';
import { erasePlatformRows } from '@stave/domain';
import { Mailer } from '../mail/mailer';
import { SessionsService } from '../sessions/sessions.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { storageKeyOf } from '../uploads/image-store';
import { UsersService } from '../users/users.service';
import { DataExportsService } from './data-exports.service';

// WARNING: the name is stored with every queued run and the schedule; renaming it strands them.
export const ERASE_DUE_ACCOUNTS = defineJob('identity.privacy.erase-due-accounts', z.object({}), { expireInSeconds: 30 * 60 });
const BATCH = 50;

// Issue 16 erasure (docs/privacy.md): deleting the account starts ERASURE_GRACE_DAYS of grace with every session
// ended; signing in cancels it (AuthService). Then identity erases its own rows and files and announces
// identity.user.erased.v1, on which every other service erases or anonymises its part.
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly storage: FileStorage,
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
    private readonly exports: DataExportsService,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async request(userId: number, input: DeleteAccount): Promise<AccountDeletion> {
    if (!(await this.users.passwordMatches(userId, input.password))) {
      throw domainError(CommonErrorCode.Validation, { message: IDENTITY_MESSAGES.currentPasswordWrong, path: 'password' });
    }
    await this.twoFactor.confirm(userId, input.code);
    const scheduled = await queryOne<{ scheduledFor: Date; email: string }>(
      this.database.pool,
      `UPDATE users SET deletion_scheduled_for = now() + make_interval(days => $2)
        WHERE id = $1 AND deletion_scheduled_for IS NULL RETURNING deletion_scheduled_for AS "scheduledFor", email`,
      [userId, ERASURE_GRACE_DAYS],
    );
    if (!scheduled) throw domainError(PrivacyErrorCode.DeletionPending);
    // Signing in again is how the member changes their mind; until then nothing signed in stays so.
    await this.sessions.signOutEverywhere(userId);
    const when = scheduled.scheduledFor.toUTCString();
    this.mailer.sendInBackground({
      to: scheduled.email,
      subject: 'Your Stave account will be deleted',
      text: [
        `You asked us to delete your Stave account. It and everything you shared will be deleted on ${when}.`,
        '',
        'Changed your mind? Sign in before then and your account stays as it is.',
        'If this was not you, sign in now and change your password.',
        '',
        'The Stave team',
      ].join('\n'),
    });
    return { message: PRIVACY_MESSAGES.deletionScheduled, scheduledFor: scheduled.scheduledFor.toISOString() };
  }

  // Every 15 minutes, the accounts whose grace has ended, a batch at a time.
  @JobHandler(ERASE_DUE_ACCOUNTS, { schedule: '*/15 * * * *' })
  async eraseDue(_data: object, job: JobContext): Promise<void> {
    for (;;) {
      const due = await queryRows<{ id: number }>(
        this.database.pool,
        `SELECT id FROM users WHERE deletion_scheduled_for <= now() ORDER BY deletion_scheduled_for LIMIT ${BATCH}`,
      );
      for (const { id } of due) {
        if (job.signal.aborted) return;
        await this.erase(id);
      }
      if (due.length < BATCH) return;
    }
  }

  // Identity's own erasure, in one transaction with the event that starts everyone else's. Files go once it has
  // committed: a crash between leaves unreferenced files, never a reference to a missing one.
  async erase(userId: number): Promise<boolean> {
    const keys = await this.database.transaction(async (tx) => {
      const user = await queryOne<{ profileImage: string | null; coverImage: string | null }>(
        tx,
        `SELECT profile_image AS "profileImage", cover_image AS "coverImage" FROM users WHERE id = $1 AND deletion_scheduled_for <= now() FOR UPDATE`,
        [userId],
      );
      // Signed in meanwhile (the deletion was cancelled), or erased already.
      if (!user) return null;
      const keys = [storageKeyOf(user.profileImage), storageKeyOf(user.coverImage)];
      const stored = await queryRows<{ image: string | null; key: string | null }>(
        tx,
        `SELECT image, NULL AS key FROM portfolio_items WHERE user_id = $1 UNION ALL SELECT NULL, key FROM portfolio_uploads WHERE user_id = $1`,
        [userId],
      );
      for (const row of stored) keys.push(row.key ?? storageKeyOf(row.image));
      keys.push(...(await this.exports.storedKeysOf(tx, userId)));
      await this.eraseRows(tx, userId);
      await this.outbox.add(tx, 'identity.user.erased.v1', userId, { userId, erasedAt: new Date().toISOString() });
      return keys.filter((key): key is string => key !== null);
    });
    if (keys === null) return false;
    for (const key of new Set(keys)) {
      await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'erasure: could not delete a file'));
    }
    this.logger.info({ userId, files: keys.length }, 'account erased');
    return true;
  }

  private async eraseRows(tx: Transaction, userId: number): Promise<void> {
    // Counts kept on other members' rows.
    await tx.query(
      `UPDATE users SET connection_count = greatest(connection_count - 1, 0)
        WHERE id IN (SELECT other_id FROM member_connections WHERE member_id = $1 AND connected)`,
      [userId],
    );
    // An invitation that brought this member in stays the inviter's, without the address or the member.
    await tx.query(`UPDATE referrals SET email = '', new_user_id = NULL WHERE new_user_id = $1`, [userId]);
    await tx.query(`DELETE FROM profile_views WHERE viewer_id = $1`, [userId]);
    // Their reports leave the queue's counts; an open case only they reported goes.
    await tx.query(`UPDATE moderation_cases c SET report_count = report_count - 1 FROM moderation_reports r WHERE r.case_id = c.id AND r.reporter_id = $1`, [
      userId,
    ]);
    await tx.query(`DELETE FROM moderation_reports WHERE reporter_id = $1`, [userId]);
    await tx.query(`DELETE FROM moderation_cases WHERE status = 'open' AND report_count <= 0`);
    // Decisions and appeal answers they gave as a moderator stay on the record, without their author.
    await tx.query(`UPDATE moderation_decisions SET moderator_id = NULL WHERE moderator_id = $1`, [userId]);
    await tx.query(`UPDATE standing_appeals SET decided_by = NULL WHERE decided_by = $1`, [userId]);
    // The account: sessions, two-factor, profile items, standing, appeals, archives, support tickets (with their
    // conversations) and business-team rows on either side go with it (ON DELETE CASCADE); advertising inquiries and
    // support tickets assigned to them stay, unassigned, and an agent's replies on other members' tickets stay without
    // an author (ON DELETE SET NULL: the inquiry is a company's, the ticket the other member's). Their business's team
    // activity goes too (ON DELETE CASCADE); the lines of what they did on another business's team stay that
    // business's, without them (actor_id ON DELETE SET NULL: 'Former member'). No team event is announced for the
    // memberships that go: identity.user.erased.v1 removes every team_memberships row naming the member in each
    // service (erasePlatformRows), and a membership-changed event (another topic, so possibly later) would only put a
    // row naming them back.
    await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
    // Cases about them (their items or themselves), with the reports and decisions in them.
    await tx.query(`DELETE FROM moderation_cases WHERE subject_id = $1`, [userId]);
    await erasePlatformRows(tx, userId);
  }
}
