import type { KeyValueStore } from '../redis/redis.ports';

const revokedKey = (jti: string) => `auth:revoked:${jti}`;
const validAfterKey = (userId: number) => `auth:tva:${userId}`;

// The jti denylist lives until the token would have expired anyway; `tokensValidAfter` (bumped by a
// password reset) voids every token issued before it.
export class TokenRevocation {
  constructor(private readonly store: KeyValueStore) {}

  async revoke(jti: string, expiresAtSeconds: number): Promise<void> {
    const ttlMs = Math.max(1000, expiresAtSeconds * 1000 - Date.now());
    await this.store.set(revokedKey(jti), '1', Math.ceil(ttlMs));
  }

  async invalidateBefore(userId: number, epochSeconds: number, maxTokenLifeMs: number): Promise<void> {
    await this.store.set(validAfterKey(userId), String(epochSeconds), maxTokenLifeMs);
  }

  async isRevoked(token: { id: number; jti: string; issuedAt: number }): Promise<boolean> {
    const [revoked, validAfter] = await Promise.all([this.store.get(revokedKey(token.jti)), this.store.get(validAfterKey(token.id))]);
    if (revoked) return true;
    // `iat` has one-second resolution, so a token from the reset's own second is void too.
    return validAfter !== null && token.issuedAt <= Number(validAfter);
  }

  // Epoch second up to which this member's tokens are void, if a reset set one.
  async validAfter(userId: number): Promise<number | null> {
    const value = await this.store.get(validAfterKey(userId));
    return value === null ? null : Number(value);
  }
}
