import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES } from '@stave/contracts';
import { DomainError } from '../http/domain-error';
import { AUTH_MODE_METADATA, type AuthMode, type AuthenticatedRequest } from './auth.decorators';
import { InvalidTokenError, JwtVerifier, KeysUnavailableError } from './jwt-verifier';
import { TokenRevocation } from './revocation';
import { cookieRequestAllowed, extractToken } from './token-extractor';

export class AuthGuardOptions {
  appOrigins: string[] = [];
}

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: JwtVerifier,
    private readonly revocation: TokenRevocation,
    private readonly options: AuthGuardOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const mode = this.reflector.getAllAndOverride<AuthMode | undefined>(AUTH_MODE_METADATA, [context.getHandler(), context.getClass()]) ?? 'required';
    if (mode === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const found = extractToken(request);
    if (!found) {
      if (mode === 'optional') return true;
      throw new DomainError('unauthenticated', AUTH_MESSAGES.missingToken, 'UNAUTHENTICATED');
    }
    if (found.source === 'cookie' && !cookieRequestAllowed(request, this.options.appOrigins)) {
      throw new DomainError('forbidden', 'Cross-site request refused', 'CSRF');
    }
    let claims;
    try {
      claims = await this.verifier.verify(found.token);
    } catch (error) {
      if (error instanceof KeysUnavailableError) {
        throw new DomainError('unavailable', 'Service temporarily unavailable', 'DEPENDENCY_UNAVAILABLE');
      }
      // Optional routes read a bad token as no token: the caller is simply signed out there.
      if (error instanceof InvalidTokenError) {
        if (mode === 'optional') return true;
        throw new DomainError('unauthenticated', AUTH_MESSAGES.invalidToken, 'UNAUTHENTICATED');
      }
      throw error;
    }
    let revoked: boolean;
    try {
      revoked = await this.revocation.isRevoked(claims);
    } catch {
      // RELIABILITY §7: never accept a token we could not check against the denylist.
      throw new DomainError('unavailable', 'Service temporarily unavailable', 'DEPENDENCY_UNAVAILABLE');
    }
    if (revoked) {
      if (mode === 'optional') return true;
      throw new DomainError('unauthenticated', AUTH_MESSAGES.invalidToken, 'UNAUTHENTICATED');
    }
    request.user = { id: claims.id, jti: claims.jti, expiresAt: claims.expiresAt };
    return true;
  }
}
