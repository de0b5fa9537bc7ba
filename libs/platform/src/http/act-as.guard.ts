import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACT_AS_HEADER, TeamsErrorCode } from '@stave/contracts';
import { domainError } from './domain-error';

// Set on a handler that reads `X-Act-As` (ActingFor does it, projections/team-memberships.ts).
export const ACTS_FOR_BUSINESS_METADATA = 'stave:acts-for-business';

// Marks `target[key]` (a controller's handler) as one that honours the header.
export function markActsForBusiness(target: object, key: string | symbol): void {
  Reflect.defineMetadata(ACTS_FOR_BUSINESS_METADATA, true, (target as Record<string | symbol, object>)[key]!);
}

// The header asks to act as a business (an empty one is no header, as TeamActing reads it).
export function actAsSent(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers[ACT_AS_HEADER];
  return value !== undefined && value !== '';
}

// `X-Act-As` on a route that does not act for a business is refused, never read as "as yourself" (an admin posting
// "as the business" to the feed posted as themself): 400 TEAM_ACT_AS_UNSUPPORTED, before the handler or its pipes
// run. A global guard, after AuthGuard, in every service (ServiceKernelModule): one place, every route, including
// those written later. The routes that honour it are those whose handler takes @ActingFor (docs/teams.md).
@Injectable()
export class ActAsGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    if (!actAsSent(request.headers)) return true;
    if (this.reflector.get<boolean | undefined>(ACTS_FOR_BUSINESS_METADATA, context.getHandler())) return true;
    throw domainError(TeamsErrorCode.ActAsUnsupported, { path: ACT_AS_HEADER });
  }
}
