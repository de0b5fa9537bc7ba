import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { IDENTITY_MESSAGES, type AuthResponse, type Login, type Register, type ResetPassword } from '@stave/contracts';
import { APP_CONFIG, DomainError, LOGGER, Outbox, RateCounter, TokenRevocation, type AuthUser, uniqueViolation } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { SigningKeysService, TOKEN_LIFETIME_SECONDS } from '../keys/signing-keys.service';
import { Mailer } from '../mail/mailer';
import { toSelfUser, toSnapshot } from '../users/user.row';
import { UsersRepository } from '../users/users.repository';
import { PasswordHasher } from './password-hasher';
import { PasswordResetsRepository } from './password-resets.repository';

export const FOUNDING_MEMBER_BADGE = 'Founding Member';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly hasher: PasswordHasher,
    private readonly keys: SigningKeysService,
    private readonly revocation: TokenRevocation,
    private readonly rates: RateCounter,
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async register(input: Register): Promise<AuthResponse> {
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.dataSource
      .transaction(async (tx) => {
        // The first FOUNDING_MEMBER_LIMIT members are founding members (docs/identity.md).
        const founding = await this.users.takeFoundingSlot(tx, this.config.FOUNDING_MEMBER_LIMIT);
        const created = await this.users.insert(tx, {
          username: input.username,
          email: input.email,
          passwordHash,
          type: input.type,
          name: input.name,
          location: input.location,
          isFoundingMember: founding,
          badges: founding ? [FOUNDING_MEMBER_BADGE] : [],
        });
        await this.outbox.add(tx, 'identity.user.registered.v1', created.id, { user: toSnapshot(created), referredBy: null });
        return created;
      })
      .catch((error: unknown) => {
        throw this.conflictFrom(error) ?? error;
      });
    const { token } = await this.keys.sign(user.id);
    return { success: true, message: IDENTITY_MESSAGES.registerOk, token, user: toSelfUser(user) };
  }

  // Same status, body and (through the dummy verify) timing for an unknown email and a wrong
  // password (RELIABILITY §3). Limits: per account and per client address (§1).
  async login(input: Login, clientAddress: string): Promise<AuthResponse> {
    await this.throttle(
      `identity:login:account:${sha256(input.email)}`,
      this.config.LOGIN_MAX_PER_ACCOUNT,
      this.config.LOGIN_WINDOW_MS,
      IDENTITY_MESSAGES.tooManyLogins,
    );
    await this.throttle(
      `identity:login:address:${clientAddress}`,
      this.config.LOGIN_MAX_PER_ADDRESS,
      this.config.LOGIN_WINDOW_MS,
      IDENTITY_MESSAGES.tooManyLogins,
    );
    const credentials = await this.users.findCredentialsByEmail(input.email);
    if (!credentials) {
      await this.hasher.verifyAgainstNothing(input.password);
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(credentials.passwordHash, input.password))) throw invalidCredentials();
    if (this.hasher.needsRehash(credentials.passwordHash)) {
      // Older parameters are upgraded while we hold the plain password (RELIABILITY §4).
      await this.users.updatePasswordHash(credentials.id, await this.hasher.hash(input.password));
    }
    const user = await this.users.findById(credentials.id);
    if (!user) throw invalidCredentials();
    await this.waitOutResetSecond(user.id);
    const { token } = await this.keys.sign(user.id);
    return { success: true, message: IDENTITY_MESSAGES.loginOk, token, user: toSelfUser(user) };
  }

  // The jti stays denied until the token would have expired anyway (RELIABILITY §6).
  async logout(user: AuthUser): Promise<{ message: string }> {
    await this.revocation.revoke(user.jti, user.expiresAt);
    return { message: IDENTITY_MESSAGES.logoutOk };
  }

  // The answer never says whether the email exists; the token is in it only in embedded mode.
  async forgotPassword(email: string): Promise<{ message: string; token?: string }> {
    await this.throttle(`identity:forgot:${sha256(email)}`, this.config.FORGOT_MAX_PER_EMAIL, this.config.FORGOT_WINDOW_MS, IDENTITY_MESSAGES.tooManyResets);
    const userId = await this.users.findIdByEmail(email);
    if (userId === null) return { message: IDENTITY_MESSAGES.resetRequested };
    // 256 bits from the CSPRNG; only its hash is stored (RELIABILITY §8).
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction((tx) => this.resets.replace(tx, userId, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MS)));
    const link = new URL(`/auth?reset=${encodeURIComponent(token)}`, this.config.PUBLIC_APP_URL).toString();
    this.mailer.sendInBackground({
      to: email,
      subject: 'Reset your Stave password',
      text: `Someone asked to reset the password of your Stave account.\n\nReset token: ${token}\nOr open: ${link}\n\nThe token works once, for one hour. If this wasn't you, ignore this mail: your password is unchanged.`,
    });
    return this.config.RESET_TOKEN_IN_RESPONSE ? { message: IDENTITY_MESSAGES.resetRequested, token } : { message: IDENTITY_MESSAGES.resetRequested };
  }

  // Every token issued before the reset stops working (tokensValidAfter).
  async resetPassword(input: ResetPassword): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(input.newPassword);
    const userId = await this.dataSource.transaction(async (tx) => {
      const owner = await this.resets.consume(tx, sha256(input.token));
      if (owner === null) return null;
      await this.users.updatePasswordHash(owner, passwordHash, tx);
      return owner;
    });
    if (userId === null) {
      throw new DomainError('validation', IDENTITY_MESSAGES.resetTokenInvalid, 'INVALID_RESET_TOKEN', [
        { path: 'token', message: IDENTITY_MESSAGES.resetTokenInvalid },
      ]);
    }
    await this.revocation.invalidateBefore(userId, Math.floor(Date.now() / 1000), TOKEN_LIFETIME_SECONDS * 1000);
    this.logger.info({ userId }, 'password reset; earlier tokens revoked');
    return { message: IDENTITY_MESSAGES.resetDone };
  }

  async verifyPassword(userId: number, password: string): Promise<boolean> {
    const encoded = await this.users.findPasswordHash(userId);
    return encoded !== null && (await this.hasher.verify(encoded, password));
  }

  // Tokens issued in the second of a password reset are void (iat has one-second resolution), so a
  // sign-in straight after a reset waits for the next second rather than hand out a dead token.
  private async waitOutResetSecond(userId: number): Promise<void> {
    const voidUntil = await this.revocation.validAfter(userId);
    const waitMs = voidUntil === null ? 0 : (voidUntil + 1) * 1000 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }

  conflictFrom(error: unknown): DomainError | null {
    const index = uniqueViolation(error);
    if (index === 'users_username_key') {
      return new DomainError('conflict', IDENTITY_MESSAGES.usernameTaken, 'USERNAME_TAKEN', [{ path: 'username', message: IDENTITY_MESSAGES.usernameTaken }]);
    }
    if (index === 'users_email_key') {
      return new DomainError('conflict', IDENTITY_MESSAGES.emailTaken, 'EMAIL_TAKEN', [{ path: 'email', message: IDENTITY_MESSAGES.emailTaken }]);
    }
    return null;
  }

  private async throttle(key: string, max: number, windowMs: number, message: string): Promise<void> {
    let hit;
    try {
      hit = await this.rates.hit(key, windowMs);
    } catch {
      // RELIABILITY §7: login and reset fail closed when the limiter can't count.
      throw new DomainError('unavailable', 'Service temporarily unavailable', 'DEPENDENCY_UNAVAILABLE');
    }
    if (hit.count > max) {
      const retryAfter = String(Math.max(1, Math.ceil(hit.resetInMs / 1000)));
      throw new DomainError('rate_limited', message, 'RATE_LIMITED', undefined, undefined, { 'retry-after': retryAfter });
    }
  }
}

function invalidCredentials(): DomainError {
  return new DomainError('unauthenticated', IDENTITY_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
}
