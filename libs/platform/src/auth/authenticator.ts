import type { AuthUser } from './auth.decorators';
import { InvalidTokenError, JwtVerifier, KeysUnavailableError } from './jwt-verifier';
import { TokenRevocation } from './revocation';

export type Authentication = { status: 'authenticated'; user: AuthUser } | { status: 'invalid' };

// The signing keys or the denylist could not be read: the caller answers 503, because a token that
// was not checked against the denylist is never accepted (docs/reliability.md#redis-down).
export class AuthUnavailableError extends Error {}

// What a token is worth, decided in one place for the gateway's edge, every service's guard and
// the websocket upgrade: signature and claims (RS256 from identity's JWKS), then the denylist.
export class Authenticator {
  constructor(
    private readonly verifier: JwtVerifier,
    private readonly revocation: TokenRevocation,
  ) {}

  async authenticate(token: string): Promise<Authentication> {
    let claims;
    try {
      claims = await this.verifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) return { status: 'invalid' };
      if (error instanceof KeysUnavailableError) throw new AuthUnavailableError('signing keys unavailable', { cause: error });
      throw error;
    }
    let revoked: boolean;
    try {
      revoked = await this.revocation.isRevoked(claims);
    } catch (error) {
      throw new AuthUnavailableError('revocation store unavailable', { cause: error });
    }
    if (revoked) return { status: 'invalid' };
    return {
      status: 'authenticated',
      user: { id: claims.id, jti: claims.jti, expiresAt: claims.expiresAt, ...(claims.restricted ? { restricted: true as const } : {}) },
    };
  }
}
