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

// RS256 pinned: `alg: none`, HS256 key confusion and embedded `jwk`/`jku` headers all fail here,
// because the key comes only from identity's JWKS and the algorithm list has one entry.
export class JwtVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly options: JwtVerifierOptions) {
    if (options.jwks) this.keys = createLocalJWKSet(options.jwks);
    else if (options.jwksUrl) this.keys = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 30_000, timeoutDuration: 3000 });
    else throw new Error('JwtVerifier needs jwksUrl or jwks');
  }

  async verify(token: string): Promise<AuthUser & { issuedAt: number }> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        algorithms: ['RS256'],
        issuer: this.options.issuer,
        audience: this.options.audience,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.jti !== 'string') throw new InvalidTokenError('bad claims');
      return { id, jti: payload.jti, expiresAt: payload.exp!, issuedAt: payload.iat! };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) {
        throw new KeysUnavailableError('signing keys unavailable');
      }
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
  }
}
