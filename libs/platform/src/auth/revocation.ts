import type { KeyValueStore, PubSub, Unsubscribe } from '../redis/redis.ports';

const revokedKey = (jti: string) => `auth:revoked:${jti}`;
const validAfterKey = (userId: number) => `auth:tva:${userId}`;
const REVOCATIONS_CHANNEL = 'auth:revocations';

// What was revoked: one token (logout), or every token a member held (a password reset).
export type Revoked = { jti: string; userId?: never } | { userId: number; jti?: never };

// The jti denylist lives until the token would have expired anyway; `tokensValidAfter` (bumped by a
// password reset) voids every token issued before it. Each revocation is also announced, so what
// holds a token open (a websocket) can end it at once instead of at its next check.
export class TokenRevocation {
  constructor(
    private readonly store: KeyValueStore,
    private readonly announcements?: PubSub,
  ) {}

  async revoke(jti: string, expiresAtSeconds: number): Promise<void> {
    const ttlMs = Math.max(1000, expiresAtSeconds * 1000 - Date.now());
    await this.store.set(revokedKey(jti), '1', Math.ceil(ttlMs));
    await this.announce({ jti });
  }

  async invalidateBefore(userId: number, epochSeconds: number, maxTokenLifeMs: number): Promise<void> {
    await this.store.set(validAfterKey(userId), String(epochSeconds), maxTokenLifeMs);
    await this.announce({ userId });
  }

  async isRevoked(token: { id: number; jti: string; issuedAt: number }): Promise<boolean> {
    // One MGET: every authenticated request in every service asks this, so it is one round trip.
    const [revoked, validAfter] = await this.store.getMany([revokedKey(token.jti), validAfterKey(token.id)]);
    if (revoked) return true;
    // `iat` has one-second resolution, so a token from the reset's own second is void too.
    return validAfter !== null && token.issuedAt <= Number(validAfter);
  }

  // Epoch second up to which this member's tokens are void, if a reset set one.
  async validAfter(userId: number): Promise<number | null> {
    const value = await this.store.get(validAfterKey(userId));
    return value === null ? null : Number(value);
  }

  // Revocations announced from now on, by any process. Best effort (pub/sub): holders still check
  // isRevoked() on their own schedule.
  async onRevoked(handler: (revoked: Revoked) => void): Promise<Unsubscribe> {
    if (!this.announcements) return async () => undefined;
    return this.announcements.subscribe(REVOCATIONS_CHANNEL, (raw) => {
      const revoked = parseRevoked(raw);
      if (revoked) handler(revoked);
    });
  }

  // The denylist entry is what counts; an announcement that fails is logged by the caller's
  // transport and the holders' own checks catch up.
  private async announce(revoked: Revoked): Promise<void> {
    await this.announcements?.publish(REVOCATIONS_CHANNEL, JSON.stringify(revoked)).catch(() => undefined);
  }
}

function parseRevoked(raw: string): Revoked | null {
  try {
    const value = JSON.parse(raw) as { jti?: unknown; userId?: unknown };
    if (typeof value.jti === 'string') return { jti: value.jti };
    if (typeof value.userId === 'number' && Number.isSafeInteger(value.userId)) return { userId: value.userId };
  } catch {
    // Not ours: ignored.
  }
  return null;
}
