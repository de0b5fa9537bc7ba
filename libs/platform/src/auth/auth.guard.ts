import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES, CommonErrorCode } from '@stave/contracts';
import { domainError } from '../http/domain-error';
import { ALLOW_SUSPENDED_METADATA, AUTH_MODE_METADATA, type AuthMode, type AuthenticatedRequest } from './auth.decorators';
import { AuthUnavailableError, Authenticator } from './authenticator';
import { cookieRequestAllowed, extractToken } from './token-extractor';

export class AuthGuardOptions {
  appOrigins: string[] = [];
}

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: Authenticator,
    private readonly options: AuthGuardOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const mode = this.reflector.getAllAndOverride<AuthMode | undefined>(AUTH_MODE_METADATA, [context.getHandler(), context.getClass()]) ?? 'required';
    if (mode === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const found = extractToken(request);
    if (!found) {
      if (mode === 'optional') return true;
      throw domainError(CommonErrorCode.Unauthenticated, { message: AUTH_MESSAGES.missingToken });
    }
    if (found.source === 'cookie' && !cookieRequestAllowed(request, this.options.appOrigins)) {
      throw domainError(CommonErrorCode.Csrf);
    }
    let result;
    try {
      result = await this.authenticator.authenticate(found.token);
    } catch (error) {
      if (error instanceof AuthUnavailableError) throw domainError(CommonErrorCode.DependencyUnavailable);
      throw error;
    }
    if (result.status === 'invalid') {
      // Optional routes read a bad token as no token: the caller is simply signed out there.
      if (mode === 'optional') return true;
      throw domainError(CommonErrorCode.Unauthenticated, { message: AUTH_MESSAGES.invalidToken });
    }
    if (
      result.user.restricted &&
      !this.reflector.getAllAndOverride<boolean | undefined>(ALLOW_SUSPENDED_METADATA, [context.getHandler(), context.getClass()])
    ) {
      throw domainError(CommonErrorCode.AccountSuspended);
    }
    request.user = result.user;
    return true;
  }
}
