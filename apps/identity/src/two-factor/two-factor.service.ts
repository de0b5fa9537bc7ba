import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CommonErrorCode,
  IdentityErrorCode,
  IDENTITY_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@stave/contracts';
import { Database, LOGGER, RateCounter, domainError, type DomainError, type Transaction } from '@stave/platform';
import { withinLimit } from '../auth/limits';
import { Mailer } from '../mail/mailer';
import { UsersService } from '../users/users.service';
import { TwoFactorRepository } from './two-factor.repository';
import { enrolment, newRecoveryCodes, newSecret, recoveryCodeHash, stepOfCode } from './totp';

// Codes tried while signed in (turning it on or off, new recovery codes), per member per 15 minutes: a stolen
// session cannot guess its way through 10^6 codes.
const SETTINGS_ATTEMPTS = 10;
const SETTINGS_WINDOW_MS = 15 * 60_000;

@Injectable()
export class TwoFactorService {
  constructor(
    private readonly database: Database,
    private readonly twoFactor: TwoFactorRepository,
    private readonly users: UsersService,
    private readonly rates: RateCounter,
    private readonly mailer: Mailer,
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
    await this.database.transaction(async (tx) => {
      if (!(await this.accepts(tx, userId, code, { recoveryCodes: false }))) throw codeError(TWO_FACTOR_MESSAGES.invalidCode);
      await this.twoFactor.replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
    });
    return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: codes };
  }

  async disable(userId: number, password: string, code: string): Promise<{ message: string }> {
    await this.throttle(userId);
    if (!(await this.users.passwordMatches(userId, password))) {
      throw domainError(CommonErrorCode.Validation, { message: IDENTITY_MESSAGES.currentPasswordWrong, path: 'password' });
    }
    await this.database.transaction(async (tx) => {
      if (!(await this.accepts(tx, userId, code, { recoveryCodes: true }))) throw codeError(TWO_FACTOR_MESSAGES.invalidCode);
      await this.twoFactor.remove(tx, userId);
    });
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
    const accepted = await this.database.transaction((tx) => this.accepts(tx, userId, code, { recoveryCodes: true }));
    if (!accepted) throw codeError(TWO_FACTOR_MESSAGES.invalidCode);
  }

  // At sign-in, once the password was right: nothing to do without two-factor sign-in; otherwise a code that is the
  // authenticator's (each accepted once) or an unused recovery code. Wrong or missing codes count with the
  // account's failed sign-ins (AuthService's backoff).
  async checkAtSignIn(userId: number, code: string | undefined): Promise<void> {
    const row = await this.twoFactor.find(this.database.pool, userId);
    if (!row?.enabledAt) return;
    if (!code) throw domainError(IdentityErrorCode.TwoFactorRequired);
    const accepted = await this.database.transaction((tx) => this.accepts(tx, userId, code, { recoveryCodes: true }));
    if (!accepted) throw domainError(IdentityErrorCode.InvalidTwoFactorCode);
  }

  private async accepts(tx: Transaction, userId: number, code: string, options: { recoveryCodes: boolean }): Promise<boolean> {
    const row = await this.twoFactor.find(tx, userId, { forUpdate: true });
    if (!row?.enabledAt) throw domainError(IdentityErrorCode.TwoFactorNotEnabled);
    const step = stepOfCode(row.secret, code);
    if (step !== null) return this.twoFactor.spend(tx, userId, step);
    if (!options.recoveryCodes) return false;
    const used = await this.twoFactor.useRecoveryCode(tx, userId, recoveryCodeHash(code));
    if (used) this.logger.info({ userId }, 'signed in with a recovery code');
    return used;
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
