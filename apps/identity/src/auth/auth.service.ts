import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  IDENTITY_MESSAGES,
  PRIVACY_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type AuthResponse,
  type ChangePassword,
  type Login,
  type Register,
  type ResetPassword,
  CommonErrorCode,
  IdentityErrorCode,
} from '@stave/contracts';
import {
  APP_CONFIG,
  Database,
  DomainError,
  domainError,
  failClosed,
  KeyValueStore,
  LOGGER,
  Outbox,
  RateCounter,
  TokenRevocation,
  withinLimit,
  type AuthUser,
} from '@stave/platform';
import type { IdentityEnv } from '../config';
import { SigningKeysService } from '../keys/signing-keys.service';
import { Mailer } from '../mail/mailer';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher';
import { StandingService } from '../moderation/standing.service';
import { SessionsService, type SignInContext } from '../sessions/sessions.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { PasswordResetsRepository } from './password-resets.repository';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// An address an account signed in from is not held by that account's backoff for this long.
const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class AuthService {
  constructor(
    private readonly database: Database,
    private readonly users: UsersService,
    private readonly resets: PasswordResetsRepository,
    private readonly hasher: PasswordHasher,
    private readonly keys: SigningKeysService,
    private readonly revocation: TokenRevocation,
    private readonly rates: RateCounter,
    private readonly store: KeyValueStore,
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
    private readonly standing: StandingService,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async register(input: Register, context: SignInContext): Promise<AuthResponse> {
    const user = await this.users.createAccount(input, await this.hasher.hash(input.password));
    const token = await this.startSession(user.id, context);
    return { success: true, message: IDENTITY_MESSAGES.registerOk, token, user };
  }

  // Same status, body and (through the dummy verify) timing for an unknown email and a wrong
  // password (docs/reliability.md#login-enumeration). Limits: per client address, and a per-account backoff (docs/security.md).
  async login(input: Login, context: SignInContext & { clientAddress: string }): Promise<AuthResponse> {
    const { clientAddress } = context;
    await withinLimit(
      this.rates,
      `identity:login:address:${clientAddress}`,
      this.config.LOGIN_MAX_PER_ADDRESS,
      this.config.LOGIN_WINDOW_MS,
      IDENTITY_MESSAGES.tooManyLogins,
    );
    const account = sha256(input.email);
    await this.backOff(account, clientAddress);
    const credentials = await this.users.credentialsByEmail(input.email);
    if (!credentials) {
      await this.hasher.verifyAgainstNothing(input.password);
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(credentials.passwordHash, input.password))) throw invalidCredentials();
    // The password was right; with two-factor sign-in on, so must the code be before the attempts count is cleared.
    await this.twoFactor.checkAtSignIn(credentials.id, input.code);
    await this.signedIn(account, clientAddress);
    if (this.hasher.needsRehash(credentials.passwordHash)) {
      // Older parameters are upgraded while we hold the plain password (docs/reliability.md#password-hash-parameters).
      await this.users.setPasswordHash(credentials.id, await this.hasher.hash(input.password));
    }
    const user = await this.users.findSelf(credentials.id);
    if (!user) throw invalidCredentials();
    await this.waitOutResetSecond(user.id);
    // A suspended or banned member signs in to read why and appeal, and to nothing else.
    const restricted = await this.standing.isRestricted(user.id);
    const token = await this.startSession(user.id, context, restricted);
    // Signing in is how a member keeps an account they asked to delete.
    const deletionCancelled = await this.users.cancelDeletion(user.id);
    return {
      success: true,
      message: deletionCancelled ? PRIVACY_MESSAGES.deletionCancelled : IDENTITY_MESSAGES.loginOk,
      token,
      user,
      ...(restricted ? { restricted: true as const } : {}),
      ...(deletionCancelled ? { deletionCancelled: true as const } : {}),
    };
  }

  // A token, and the session it is listed as (Settings › Sessions).
  private async startSession(userId: number, context: SignInContext, restricted = false): Promise<string> {
    const signed = await this.keys.sign(userId, { restricted });
    await this.sessions.started(userId, signed, context);
    return signed.token;
  }

  // Guessing one account's password is slowed, never stopped: every attempt counts until it
  // succeeds (so a burst in parallel counts too, and a success clears the count); past
  // LOGIN_BACKOFF_AFTER, one attempt may go through per delay, which doubles from
  // LOGIN_BACKOFF_BASE_MS to at most LOGIN_BACKOFF_MAX_MS (≤ 30 s), and the rest answer 429 with
  // Retry-After. Whoever knows an email can therefore hold its owner back by seconds, not lock
  // them out for 15 minutes; and an address the owner signed in from is not held at all (only
  // its own per-address limit applies), so a guesser who takes every slot still cannot keep the
  // owner out on the devices they use.
  private async backOff(account: string, clientAddress: string): Promise<void> {
    const attempts = await failClosed(() => this.rates.hit(`identity:login:attempts:${account}`, this.config.LOGIN_WINDOW_MS));
    const over = attempts.count - this.config.LOGIN_BACKOFF_AFTER;
    if (over <= 0) return;
    if (await failClosed(() => this.store.get(knownAddressKey(account, clientAddress)))) return;
    const delayMs = Math.min(this.config.LOGIN_BACKOFF_MAX_MS, this.config.LOGIN_BACKOFF_BASE_MS * 2 ** Math.min(over - 1, 30));
    if (await failClosed(() => this.store.setIfAbsent(`identity:login:hold:${account}`, '1', delayMs))) return;
    const remainingMs = (await failClosed(() => this.store.ttlMs(`identity:login:hold:${account}`))) ?? 1000;
    throw domainError(CommonErrorCode.RateLimited, {
      message: IDENTITY_MESSAGES.tooManyLogins,
      headers: { 'retry-after': String(Math.max(1, Math.ceil(remainingMs / 1000))) },
    });
  }

  // The count starts again, and this address is the owner's. A failure here must not fail a correct
  // sign-in: the worst case is a backoff that lasts until its window ends.
  private async signedIn(account: string, clientAddress: string): Promise<void> {
    try {
      await this.store.delete(`identity:login:attempts:${account}`);
      await this.store.delete(`identity:login:hold:${account}`);
      await this.store.set(knownAddressKey(account, clientAddress), '1', KNOWN_ADDRESS_TTL_MS);
    } catch (error) {
      this.logger.warn({ err: error }, 'login backoff not cleared');
    }
  }

  // The jti stays denied until the token would have expired anyway (docs/reliability.md#logout-revocation).
  async logout(user: AuthUser): Promise<{ message: string }> {
    await this.revocation.revoke(user.jti, user.expiresAt);
    await this.sessions.signedOut(user.jti);
    return { message: IDENTITY_MESSAGES.logoutOk };
  }

  // The answer never says whether the email exists; the token is in it only in embedded mode.
  async forgotPassword(email: string): Promise<{ message: string; token?: string }> {
    await withinLimit(
      this.rates,
      `identity:forgot:${sha256(email)}`,
      this.config.FORGOT_MAX_PER_EMAIL,
      this.config.FORGOT_WINDOW_MS,
      IDENTITY_MESSAGES.tooManyResets,
    );
    const userId = await this.users.idByEmail(email);
    if (userId === null) return { message: IDENTITY_MESSAGES.resetRequested };
    // 256 bits from the CSPRNG; only its hash is stored (docs/reliability.md#reset-token-lifecycle).
    const token = randomBytes(32).toString('base64url');
    await this.database.transaction((tx) => this.resets.replace(tx, userId, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MS)));
    const link = new URL(`/auth?reset=${encodeURIComponent(token)}`, this.config.PUBLIC_APP_URL).toString();
    this.mailer.sendInBackground({
      to: email,
      subject: 'Reset your Stave password',
      text: `Someone asked to reset the password of your Stave account.\n\nReset token: ${token}\nOr open: ${link}\n\nThe token works once, for one hour. If this wasn't you, ignore this mail: your password is unchanged.`,
    });
    return this.config.RESET_TOKEN_IN_RESPONSE ? { message: IDENTITY_MESSAGES.resetRequested, token } : { message: IDENTITY_MESSAGES.resetRequested };
  }

  // Signed in, with the current password (10 tries per 15 minutes: a stolen session cannot guess it): the other
  // devices are signed out, this one stays, and the account's address is told.
  async changePassword(user: AuthUser, input: ChangePassword): Promise<{ message: string }> {
    await withinLimit(this.rates, `identity:password-change:${user.id}`, 10, 15 * 60_000, TWO_FACTOR_MESSAGES.tooManyAttempts);
    if (!(await this.users.passwordMatches(user.id, input.currentPassword))) {
      throw domainError(CommonErrorCode.Validation, { message: IDENTITY_MESSAGES.currentPasswordWrong, path: 'currentPassword' });
    }
    await this.users.setPasswordHash(user.id, await this.hasher.hash(input.newPassword));
    await this.sessions.endOthers(user);
    const account = await this.users.findSelf(user.id);
    if (account) {
      this.mailer.sendInBackground({
        to: account.email,
        subject: 'Your Stave password was changed',
        text: 'The password of your Stave account was just changed, and your other devices were signed out. If you did not do this, reset your password now and contact us.\n\nThe Stave team',
      });
    }
    return { message: IDENTITY_MESSAGES.passwordChanged };
  }

  // Every token issued before the reset stops working (tokensValidAfter).
  async resetPassword(input: ResetPassword): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(input.newPassword);
    const userId = await this.database.transaction(async (tx) => {
      const owner = await this.resets.consume(tx, sha256(input.token));
      if (owner === null) return null;
      await this.users.setPasswordHash(owner, passwordHash, tx);
      // Proof of the mailbox ends a run of wrong two-factor codes: the authenticator app works again.
      await this.twoFactor.forgetFailures(tx, owner);
      return owner;
    });
    if (userId === null) {
      throw domainError(IdentityErrorCode.InvalidResetToken, { path: 'token' });
    }
    await this.sessions.signOutEverywhere(userId);
    const account = await this.users.findSelf(userId);
    if (account) {
      this.mailer.sendInBackground({
        to: account.email,
        subject: 'Your Stave password was changed',
        text: 'The password of your Stave account was just reset, and every device was signed out. If you did not do this, reset it again now and contact us.\n\nThe Stave team',
      });
    }
    this.logger.info({ userId }, 'password reset; earlier tokens revoked');
    return { message: IDENTITY_MESSAGES.resetDone };
  }

  // Tokens issued in the second of a password reset are void (iat has one-second resolution), so a
  // sign-in straight after a reset waits for the next second rather than hand out a dead token.
  // A timer can fire a millisecond before the wall clock reaches its mark (timers run on the monotonic
  // clock), and a token signed then would be dead on arrival: so it waits until Date.now(), the clock
  // the token is signed with, has passed that second.
  private async waitOutResetSecond(userId: number): Promise<void> {
    const voidUntil = await this.revocation.validAfter(userId);
    if (voidUntil === null) return;
    const firstValidMs = (voidUntil + 1) * 1000;
    while (Date.now() < firstValidMs) await new Promise((resolve) => setTimeout(resolve, firstValidMs - Date.now() + 1));
  }
}

const knownAddressKey = (account: string, clientAddress: string) => `identity:login:known:${account}:${sha256(clientAddress)}`;

function invalidCredentials(): DomainError {
  return domainError(IdentityErrorCode.InvalidCredentials);
}
