import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { AuthUser } from './auth.decorators';

export class InvalidTokenError extends Error {}
export class KeysUnavailableError extends Error {}

export interface JwtVerifierOptions {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  jwks?: JSONWebKeySet;
}

type VerifiedClaims = AuthUser & { issuedAt: number };

// A token that verified once verifies again: its bytes, signature included, are the cache key, and
// an entry lives at most VERIFIED_FOR_MS and never past the token's own expiry. A member's requests
// then cost no RSA verify each (a sixth of a feed read's CPU, measured in bench/feed). Revocation is
// not cached: the guard asks the denylist on every request. A signing key withdrawn from the JWKS
// stops being honoured for cached tokens within VERIFIED_FOR_MS.
const VERIFIED_FOR_MS = 5 * 60_000;
const VERIFIED_MAX = 10_000;

// RS256 pinned: `alg: none`, HS256 key confusion and embedded `jwk`/`jku` headers all fail here,
// because the key comes only from identity's JWKS and the algorithm list has one entry.
export class JwtVerifier {
  private readonly keys: JWTVerifyGetKey;
  private readonly verified = new Map<string, { claims: VerifiedClaims; until: number }>();

  constructor(private readonly options: JwtVerifierOptions) {
    if (options.jwks) this.keys = createLocalJWKSet(options.jwks);
    else if (options.jwksUrl) this.keys = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000, timeoutDuration: 3000 });
    else throw new Error('JwtVerifier needs jwksUrl or jwks');
  }

  async verify(token: string): Promise<VerifiedClaims> {
    const cached = this.verified.get(token);
    if (cached && cached.until > Date.now()) return cached.claims;
    const claims = await this.verifySignature(token);
    if (cached) this.verified.delete(token);
    // Oldest first in a Map: past the cap, forget the entry stored longest ago.
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, until: Math.min(Date.now() + VERIFIED_FOR_MS, claims.expiresAt * 1000) });
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedClaims> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'],
        issuer: this.options.issuer,
        audience: this.options.audience,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.jti !== 'string') throw new InvalidTokenError('bad claims');
      // `rst`: issued to a suspended or banned member, good only where a route allows it.
      return { id, jti: payload.jti, expiresAt: payload.exp!, issuedAt: payload.iat!, ...(payload.rst === true ? { restricted: true as const } : {}) };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) {
        throw new KeysUnavailableError('signing keys unavailable');
      }
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
  }
}
