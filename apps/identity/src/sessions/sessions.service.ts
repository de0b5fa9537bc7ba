import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { CommonErrorCode, SESSION_MESSAGES, type Session, type SessionsEnded, type SignInAlerts } from '@stave/contracts';
import { Database, LOGGER, TokenRevocation, domainError, type AuthUser } from '@stave/platform';
import { TOKEN_LIFETIME_SECONDS } from '../keys/signing-keys.service';
import { Mailer } from '../mail/mailer';
import { deviceLabel } from './device-label';
import { Places } from './places';
import { SessionsRepository, type SessionRow } from './sessions.repository';

const TOUCH_EVERY_MINUTES = 5;
// Sessions this process touched lately (at most this many): their "last seen" needs no write yet.
const TOUCHED_MEMORY_MAX = 50_000;

export interface SignInContext {
  userAgent: string | undefined;
  clientAddress: string | null;
}

// Where a member is signed in: a row per token handed out, ended by signing out, by signing out from
// another session, or by a password reset. Ending one revokes its token's jti first (so a Redis that cannot record
// it leaves the session listed and the answer 503, never a session shown as ended that still works).
@Injectable()
export class SessionsService {
  constructor(
    private readonly places: Places,
    private readonly database: Database,
    private readonly sessions: SessionsRepository,
    private readonly revocation: TokenRevocation,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private readonly touched = new Map<string, number>();

  // A new session; a device and address none of the member's sessions had before is mailed to them (unless they
  // turned that off), so a sign-in they did not make does not go unnoticed. The account's first session is not.
  async started(userId: number, token: { jti: string; expiresAt: number }, context: SignInContext): Promise<void> {
    const device = deviceLabel(context.userAgent);
    const [seen, place] = await Promise.all([
      this.sessions.seenBefore(this.database.pool, userId, device, context.clientAddress),
      this.places.of(context.clientAddress),
    ]);
    await this.sessions.insert(this.database.pool, {
      userId,
      jti: token.jti,
      device,
      ipAddress: context.clientAddress,
      place,
      expiresAt: new Date(token.expiresAt * 1000),
    });
    if (!seen.any || seen.same) return;
    const account = await this.sessions.alertsOf(this.database.pool, userId);
    if (!account?.enabled) return;
    const where = context.clientAddress ? ` from ${context.clientAddress}${place ? ` (${place})` : ''}` : '';
    this.mailer.sendInBackground({
      to: account.email,
      subject: 'New sign-in to your Stave account',
      text:
        `Your Stave account was just signed in to on ${device}${where}.\n\n` +
        `If this was you, there is nothing to do. If not, sign that session out under Settings › Security and reset your password.\n\nThe Stave team`,
    });
  }

  async alerts(userId: number): Promise<SignInAlerts> {
    return { enabled: (await this.sessions.alertsOf(this.database.pool, userId))?.enabled ?? true };
  }

  async setAlerts(userId: number, enabled: boolean): Promise<SignInAlerts> {
    await this.sessions.setAlerts(this.database.pool, userId, enabled);
    return { enabled };
  }

  // The member is using this session now: at most one write per session every few minutes, none at all while this
  // process remembers touching it. A failure must not fail their request.
  async seen(user: AuthUser): Promise<void> {
    const last = this.touched.get(user.jti);
    if (last !== undefined && Date.now() - last < TOUCH_EVERY_MINUTES * 60_000) return;
    this.remember(user.jti);
    await this.sessions
      .touch(this.database.pool, user.jti, TOUCH_EVERY_MINUTES)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'session not touched'));
  }

  private remember(jti: string): void {
    this.touched.delete(jti);
    this.touched.set(jti, Date.now());
    if (this.touched.size > TOUCHED_MEMORY_MAX) this.touched.delete(this.touched.keys().next().value!);
  }

  async list(user: AuthUser): Promise<Session[]> {
    const rows = await this.sessions.live(this.database.pool, user.id);
    const views = rows.map((row) => toSession(row, user.jti));
    return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
  }

  async endOne(user: AuthUser, id: number): Promise<SessionsEnded> {
    const rows = await this.sessions.select(this.database.pool, user.id, { id });
    if (!rows.length) throw domainError(CommonErrorCode.NotFound, { message: SESSION_MESSAGES.notFound });
    await this.end(rows);
    return { message: SESSION_MESSAGES.endedOne, ended: rows.length };
  }

  async endOthers(user: AuthUser): Promise<SessionsEnded> {
    const rows = await this.sessions.select(this.database.pool, user.id, { exceptJti: user.jti });
    await this.end(rows);
    return { message: SESSION_MESSAGES.endedOthers, ended: rows.length };
  }

  // Logout: the token is already revoked by AuthService.
  async signedOut(jti: string): Promise<void> {
    await this.sessions.endByJti(this.database.pool, jti);
  }

  // Every token the member holds stops working (tokensValidAfter, before the list says so) and every session ends:
  // a password reset, a suspension or ban, a lifted one.
  async signOutEverywhere(userId: number): Promise<void> {
    await this.revocation.invalidateBefore(userId, Math.floor(Date.now() / 1000), TOKEN_LIFETIME_SECONDS * 1000);
    await this.sessions.endAll(this.database.pool, userId);
  }

  private async end(rows: SessionRow[]): Promise<void> {
    for (const row of rows) await this.revocation.revoke(row.jti, Math.floor(row.expiresAt.getTime() / 1000));
    await this.sessions.end(
      this.database.pool,
      rows.map((row) => row.id),
    );
  }
}

function toSession(row: SessionRow, currentJti: string): Session {
  return {
    id: row.id,
    device: row.device,
    ipAddress: row.ipAddress,
    place: row.place,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.jti === currentJti,
  };
}
