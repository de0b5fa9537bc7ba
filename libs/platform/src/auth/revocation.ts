import type { KeyValueStore, PubSub, Unsubscribe } from '../redis/redis.ports';

const revokedKey = (jti: string) => `auth:revoked:${jti}`;
const validAfterKey = (userId: number) => `auth:tva:${userId}`;
const REVOCATIONS_CHANNEL = 'auth:revocations';

// What was revoked: one token (logout), or every token a member held (a password reset).
export type Revoked = { jti: string; userId?: never } | { userId: number; jti?: never };

// Tokens remembered for a Redis outage, at most (about 150 bytes each).
const REMEMBERED_TOKENS = 100_000;

// The jti denylist lives until the token would have expired anyway; `tokensValidAfter` (bumped by a
// password reset) voids every token issued before it. Each revocation is also announced, so what
// holds a token open (a websocket) can end it at once instead of at its next check.
//
// When Redis cannot be asked, a token is still never accepted on trust: it is accepted only if this
// process found it valid while Redis answered, and no revocation of it (or of its member's tokens)
// was announced since, with the announcements arriving all along (docs/platform.md § Redis outage).
// A revocation cannot be recorded while Redis is down, so that answer is as good as Redis's own,
// except across a partition that cuts this process alone off from a Redis identity still reaches.
// Tokens never seen before fail closed, as before.
export class TokenRevocation {
  private readonly remembered = new RememberedTokens(REMEMBERED_TOKENS);
  private following?: Promise<void>;
  private followingLive = false;

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

  async isRevoked(token: { id: number; jti: string; issuedAt: number; expiresAt: number }): Promise<boolean> {
    this.follow();
    const generation = this.remembered.generation;
    let revoked: string | null;
    let validAfter: string | null;
    try {
      // One MGET: every authenticated request in every service asks this, so it is one round trip.
      [revoked = null, validAfter = null] = await this.store.getMany([revokedKey(token.jti), validAfterKey(token.id)]);
    } catch (error) {
      if (this.followingLive && this.remembered.has(token.jti)) return false;
      throw error;
    }
    // `iat` has one-second resolution, so a token from the reset's own second is void too.
    const answer = revoked !== null || (validAfter !== null && token.issuedAt <= Number(validAfter));
    // Not if a revocation was announced while Redis was being asked: it may be this token's.
    if (!answer && this.followingLive && generation === this.remembered.generation) this.remembered.add(token.jti, token.id, token.expiresAt);
    return answer;
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

  // Announcements keep the remembered tokens true; until they are live nothing is remembered, and a
  // lost connection (announcements missed meanwhile) forgets everything remembered before it.
  private follow(): void {
    if (!this.announcements || this.following) return;
    this.announcements.onResubscribed(() => this.remembered.clear());
    this.following = this.onRevoked((revoked) => this.remembered.forget(revoked)).then(
      () => {
        this.followingLive = true;
      },
      () => {
        this.following = undefined; // tried again on the next check
      },
    );
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

// Tokens found valid, by jti, oldest first (a Map keeps insertion order), each until it expires.
class RememberedTokens {
  private readonly tokens = new Map<string, { userId: number; expiresAt: number }>();
  // Bumped by every forget, so a check that overlapped one does not remember its answer.
  generation = 0;

  constructor(private readonly max: number) {}

  add(jti: string, userId: number, expiresAtSeconds: number): void {
    this.tokens.delete(jti);
    this.tokens.set(jti, { userId, expiresAt: expiresAtSeconds });
    if (this.tokens.size > this.max) this.tokens.delete(this.tokens.keys().next().value!);
  }

  has(jti: string): boolean {
    const token = this.tokens.get(jti);
    return token !== undefined && token.expiresAt * 1000 > Date.now();
  }

  forget(revoked: Revoked): void {
    this.generation++;
    if (revoked.jti !== undefined) {
      this.tokens.delete(revoked.jti);
      return;
    }
    for (const [jti, token] of this.tokens) if (token.userId === revoked.userId) this.tokens.delete(jti);
  }

  clear(): void {
    this.generation++;
    this.tokens.clear();
  }
}
