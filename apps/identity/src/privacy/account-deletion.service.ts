import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CommonErrorCode,
  ERASURE_GRACE_DAYS,
  IDENTITY_MESSAGES,
  PRIVACY_MESSAGES,
  PrivacyErrorCode,
  type AccountDeletion,
  type DeleteAccount,
} from '@stave/contracts';
import { Database, FileStorage, LOGGER, Outbox, domainError } from '@stave/platform';
import { Mailer } from '../mail/mailer';
import { SessionsService } from '../sessions/sessions.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { storageKeyOf } from '../uploads/image-store';
import { UsersService } from '../users/users.service';
import { AccountDeletionRepository } from './account-deletion.repository';
import { DataExportsService } from './data-exports.service';

const BATCH = 50;

// Erasure (docs/privacy.md): deleting the account starts ERASURE_GRACE_DAYS of grace with every session
// ended; signing in cancels it (AuthService). Then identity erases its own rows and files and announces
// identity.user.erased.v1, on which every other service erases or anonymises its part.
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly database: Database,
    private readonly deletions: AccountDeletionRepository,
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
    const scheduled = await this.deletions.schedule(userId, ERASURE_GRACE_DAYS);
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

  // The accounts whose grace has ended, a batch at a time (jobs/erase-due-accounts.job.ts, every 15 minutes).
  async eraseDue(signal: AbortSignal): Promise<void> {
    for (;;) {
      const due = await this.deletions.due(BATCH);
      for (const id of due) {
        if (signal.aborted) return;
        await this.erase(id);
      }
      if (due.length < BATCH) return;
    }
  }

  // Identity's own erasure, in one transaction with the event that starts everyone else's. Files go once it has
  // committed: a crash between leaves unreferenced files, never a reference to a missing one.
  async erase(userId: number): Promise<boolean> {
    const keys = await this.database.transaction(async (tx) => {
      const user = await this.deletions.lockDue(tx, userId);
      // Signed in meanwhile (the deletion was cancelled), or erased already.
      if (!user) return null;
      const keys = [storageKeyOf(user.profileImage), storageKeyOf(user.coverImage)];
      const stored = await this.deletions.storedFiles(tx, userId);
      for (const row of stored) keys.push(row.key ?? storageKeyOf(row.image));
      keys.push(...(await this.exports.storedKeysOf(tx, userId)));
      await this.deletions.eraseRows(tx, userId);
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
}
