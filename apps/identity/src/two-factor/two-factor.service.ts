import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CommonErrorCode,
  IdentityErrorCode,
  IDENTITY_MESSAGES,
  TWO_FACTOR_MAX_FAILURES,
  TWO_FACTOR_MESSAGES,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@stave/contracts';
import { APP_CONFIG, Database, domainError, LOGGER, RateCounter, withinLimit, type DomainError, type Transaction } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { Mailer } from '../mail/mailer';
import { UsersService } from '../users/users.service';
import { TwoFactorRepository } from './two-factor.repository';
import { enrolment, newRecoveryCodes, newSecret, recoveryCodeHash, stepOfCode } from './totp';

// Codes tried while signed in (turning it on or off, new recovery codes), per member per 15 minutes: a stolen
// session cannot guess its way through 10^6 codes.
const SETTINGS_ATTEMPTS = 10;
const SETTINGS_WINDOW_MS = 15 * 60_000;

// What a code was, checked under the two_factor row's lock. `mail`: it began a run of wrong codes, whose owner is told.
interface CodeCheck {
  outcome: 'accepted' | 'wrong' | 'locked';
  mail: boolean;
}
type CheckedAt = 'sign-in' | 'settings';

@Injectable()
export class TwoFactorService {
  constructor(
    private readonly database: Database,
    private readonly twoFactor: TwoFactorRepository,
    private readonly users: UsersService,
    private readonly rates: RateCounter,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async status(userId: number): Promise<TwoFactorStatus> {
    const row = await this.twoFactor.find(this.database.pool, userId);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      enabledAt: row?.enabledAt ? row.enabledAt.toISOString() : null,
      recoveryCodesLeft: enabled ? await this.twoFactor.recoveryCodesLeft(this.database.pool, userId) : 0,
    };
  }

  async setup(userId: number): Promise<TwoFactorSetup> {
    const user = await this.users.findSelf(userId);
    if (!user) throw domainError(CommonErrorCode.NotFound);
    const secret = newSecret();
    const started = await this.database.transaction((tx) => this.twoFactor.startSetup(tx, userId, secret));
    if (!started) throw domainError(IdentityErrorCode.TwoFactorAlreadyEnabled);
    return { secret, ...(await enrolment(secret, user.email)) };
  }

  // The pending secret's current code turns it on; the recovery codes are answered this once.
  async enable(userId: number, code: string): Promise<RecoveryCodes> {
    await this.throttle(userId);
    const codes = newRecoveryCodes();
    await this.database.transaction(async (tx) => {
      const row = await this.twoFactor.find(tx, userId, { forUpdate: true });
      if (!row) throw codeError(TWO_FACTOR_MESSAGES.setupFirst);
      if (row.enabledAt) throw domainError(IdentityErrorCode.TwoFactorAlreadyEnabled);
      const step = stepOfCode(row.secret, code);
      if (step === null || !(await this.twoFactor.spend(tx, userId, step))) throw codeError(TWO_FACTOR_MESSAGES.invalidCode);
      await this.twoFactor.enable(tx, userId);
      await this.twoFactor.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
    });
    await this.notify(
      userId,
      'Two-factor sign-in is on',
      'Two-factor sign-in was turned on for your Stave account. From now on, signing in asks for a code from your authenticator app.',
    );
    return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: codes };
  }

  async replaceRecoveryCodes(userId: number, code: string): Promise<RecoveryCodes> {
    await this.throttle(userId);
    const codes = newRecoveryCodes();
    const check = await this.database.transaction(async (tx) => {
      const checked = await this.check(tx, userId, code, { recoveryCodes: false });
      if (checked.outcome === 'accepted') await this.twoFactor.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
      return checked;
    });
    this.refuseInSettings(userId, check);
    return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: codes };
  }

  async disable(userId: number, password: string, code: string): Promise<{ message: string }> {
    await this.throttle(userId);
    if (!(await this.users.passwordMatches(userId, password))) {
      throw domainError(CommonErrorCode.Validation, { message: IDENTITY_MESSAGES.currentPasswordWrong, path: 'password' });
    }
    const check = await this.database.transaction(async (tx) => {
      const checked = await this.check(tx, userId, code, { recoveryCodes: true });
      if (checked.outcome === 'accepted') await this.twoFactor.remove(tx, userId);
      return checked;
    });
    this.refuseInSettings(userId, check);
    await this.notify(
      userId,
      'Two-factor sign-in is off',
      'Two-factor sign-in was turned off for your Stave account. If this was not you, reset your password now.',
    );
    return { message: TWO_FACTOR_MESSAGES.disabled };
  }

  // A grave change while signed in (deleting the account): with two-factor sign-in on, a code must come with the
  // password (the authenticator's or a recovery code); without it, nothing is asked.
  async confirm(userId: number, code: string | undefined): Promise<void> {
    const row = await this.twoFactor.find(this.database.pool, userId);
    if (!row?.enabledAt) return;
    if (!code) throw codeError(TWO_FACTOR_MESSAGES.required);
    await this.throttle(userId);
    const check = await this.database.transaction((tx) => this.check(tx, userId, code, { recoveryCodes: true }));
    this.refuseInSettings(userId, check);
  }

  // At sign-in, once the password was right: nothing to do without two-factor sign-in; otherwise a code that is the
  // authenticator's (each accepted once) or an unused recovery code. Wrong or missing codes count with the
  // account's failed sign-ins (AuthService's backoff), and wrong ones towards the cap (check()).
  async checkAtSignIn(userId: number, code: string | undefined): Promise<void> {
    const row = await this.twoFactor.find(this.database.pool, userId);
    if (!row?.enabledAt) return;
    if (!code) throw domainError(row.failedCodes >= TWO_FACTOR_MAX_FAILURES ? IdentityErrorCode.TwoFactorLocked : IdentityErrorCode.TwoFactorRequired);
    const check = await this.database.transaction((tx) => this.check(tx, userId, code, { recoveryCodes: true }));
    if (check.mail) this.mailWrongCode(userId, 'sign-in');
    if (check.outcome === 'locked') throw domainError(IdentityErrorCode.TwoFactorLocked);
    if (check.outcome === 'wrong') throw domainError(IdentityErrorCode.InvalidTwoFactorCode);
  }

  // A password reset proves the account's mailbox: the authenticator's codes work again (AuthService.resetPassword).
  forgetFailures(tx: Transaction, userId: number): Promise<void> {
    return this.twoFactor.clearFailures(tx, userId);
  }

  // Someone with the password (or a session) must not get a backoff's worth of guesses a day: TWO_FACTOR_MAX_FAILURES
  // wrong codes in a row, at sign-in and in Settings alike, and then the authenticator's codes are not even checked
  // until a recovery code or a password reset ends the run (a right code before the cap ends it too). Counted on the
  // member's two_factor row under its lock, so parallel guesses are counted one by one and exactly one of them starts
  // the run (and its mail). The count is committed with the answer: callers throw only after the transaction.
  private async check(tx: Transaction, userId: number, code: string, options: { recoveryCodes: boolean }): Promise<CodeCheck> {
    const row = await this.twoFactor.find(tx, userId, { forUpdate: true });
    if (!row?.enabledAt) throw domainError(IdentityErrorCode.TwoFactorNotEnabled);
    if (await this.accepts(tx, userId, row.secret, code, { ...options, authenticator: row.failedCodes < TWO_FACTOR_MAX_FAILURES })) {
      if (row.failedCodes > 0 || row.failureMailed) await this.twoFactor.clearFailures(tx, userId);
      return { outcome: 'accepted', mail: false };
    }
    const failures = await this.twoFactor.recordFailure(tx, userId);
    if (failures === TWO_FACTOR_MAX_FAILURES) this.logger.warn({ userId }, 'two-factor codes locked after wrong codes in a row');
    return { outcome: failures >= TWO_FACTOR_MAX_FAILURES ? 'locked' : 'wrong', mail: !row.failureMailed };
  }

  private async accepts(
    tx: Transaction,
    userId: number,
    secret: string,
    code: string,
    options: { recoveryCodes: boolean; authenticator: boolean },
  ): Promise<boolean> {
    const step = options.authenticator ? stepOfCode(secret, code) : null;
    if (step !== null) return this.twoFactor.spend(tx, userId, step);
    if (!options.recoveryCodes) return false;
    const used = await this.twoFactor.useRecoveryCode(tx, userId, recoveryCodeHash(code));
    if (used) this.logger.info({ userId }, 'signed in with a recovery code');
    return used;
  }

  // In Settings a wrong code is a 400 on `code`, saying so at the cap.
  private refuseInSettings(userId: number, check: CodeCheck): void {
    if (check.mail) this.mailWrongCode(userId, 'settings');
    if (check.outcome !== 'accepted') throw codeError(check.outcome === 'locked' ? TWO_FACTOR_MESSAGES.locked : TWO_FACTOR_MESSAGES.invalidCode);
  }

  // The first wrong code of a run, to the account's address: once per run, however many guesses follow.
  private mailWrongCode(userId: number, at: CheckedAt): void {
    const what =
      at === 'sign-in'
        ? 'Someone signed in to your Stave account with your password just now, then entered a wrong code from your authenticator app.'
        : 'Someone signed in to your Stave account just entered a wrong code from your authenticator app in Settings.';
    const ifNot =
      at === 'sign-in'
        ? 'If it was not you, someone knows your password: reset it now (Forgot your password? on the sign-in page) and every device is signed out.'
        : 'If it was not you, reset your password now (Forgot your password? on the sign-in page) and every device is signed out.';
    void this.notify(
      userId,
      'A wrong two-factor code was entered for your Stave account',
      [
        what,
        '',
        'If that was you, there is nothing to do.',
        '',
        ifNot,
        `Sign in: ${new URL('/auth', this.config.PUBLIC_APP_URL).toString()}`,
        '',
        `After ${TWO_FACTOR_MAX_FAILURES} wrong codes in a row, only one of your recovery codes or a password reset signs you in. We mail you once about these wrong codes, not about each one, until a right code, a recovery code or a password reset ends them.`,
      ].join('\n'),
    ).catch((error: unknown) => this.logger.warn({ err: error, userId }, 'wrong two-factor code not mailed'));
  }

  private throttle(userId: number): Promise<void> {
    return withinLimit(this.rates, `identity:2fa:${userId}`, SETTINGS_ATTEMPTS, SETTINGS_WINDOW_MS, TWO_FACTOR_MESSAGES.tooManyAttempts);
  }

  private async notify(userId: number, subject: string, text: string): Promise<void> {
    const user = await this.users.findSelf(userId);
    if (user) this.mailer.sendInBackground({ to: user.email, subject, text: `${text}\n\nThe Stave team` });
  }
}

const codeError = (message: string): DomainError => domainError(CommonErrorCode.Validation, { message, path: 'code' });
