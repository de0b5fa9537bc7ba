import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export const AUTH_MODE_METADATA = 'stave:auth-mode';
export type AuthMode = 'required' | 'optional' | 'public';

// Routes need a valid token unless marked otherwise.
export const Public = () => SetMetadata(AUTH_MODE_METADATA, 'public' satisfies AuthMode);
export const OptionalAuth = () => SetMetadata(AUTH_MODE_METADATA, 'optional' satisfies AuthMode);

export interface AuthUser {
  id: number;
  jti: string;
  expiresAt: number; // epoch seconds
  // A suspended or banned member's token: it reaches only routes marked @AllowSuspended.
  restricted?: true;
}

export const ALLOW_SUSPENDED_METADATA = 'stave:allow-suspended';
// The few routes a suspended member may use: who they are, their standing and appeal, signing out.
export const AllowSuspended = () => SetMetadata(ALLOW_SUSPENDED_METADATA, true);

export type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<AuthenticatedRequest>().user;
});
