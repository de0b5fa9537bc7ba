import type { FastifyRequest } from 'fastify';
import { ACT_AS_HEADER, AUTH_MESSAGES, TEAM_MESSAGES, type RouteAuth, CommonErrorCode, TeamsErrorCode } from '@stave/contracts';
import { AuthUnavailableError, type Authenticator, actAsSent, extractToken } from '@stave/platform';
import type { EdgeRefusal } from './refusal';

// The edge refuses what the route's contract already rules out, before a byte of the body is read
// or a service is asked: no token where one is required, a bad one where one is required. Where a
// token is optional a bad one is the service's business (it reads the caller as signed out), so a
// stale token never locks a member out of signing in; public routes never look at it. Services
// check again (defence in depth) and own the CSRF rule for cookie tokens.
// `suspended: 'refuse'` for the gateway's own routes (composed answers): none of them is one of the few a suspended
// member's token may reach, and none acts for a business. Proxied routes leave both to the service, which
// knows its routes.
// The gateway's own routes act for no business either: X-Act-As there is the services' 400 (ActAsGuard, docs/teams.md).
export async function refuseAtEdge(
  request: FastifyRequest,
  mode: RouteAuth,
  authenticator: Authenticator,
  suspended: 'pass' | 'refuse' = 'pass',
): Promise<EdgeRefusal | null> {
  const refusal = await refuseToken(request, mode, authenticator, suspended);
  if (refusal || suspended === 'pass' || !actAsSent(request.headers)) return refusal;
  const message = TEAM_MESSAGES.actAsUnsupported;
  return { status: 400, body: { message, code: TeamsErrorCode.ActAsUnsupported, errors: [{ path: ACT_AS_HEADER, message }] } };
}

async function refuseToken(request: FastifyRequest, mode: RouteAuth, authenticator: Authenticator, suspended: 'pass' | 'refuse'): Promise<EdgeRefusal | null> {
  if (mode === 'none') return null;
  const found = extractToken(request);
  if (!found) return mode === 'required' ? { status: 401, body: { message: AUTH_MESSAGES.missingToken, code: CommonErrorCode.Unauthenticated } } : null;
  try {
    const result = await authenticator.authenticate(found.token);
    if (result.status === 'authenticated' && result.user.restricted && suspended === 'refuse') {
      return { status: 403, body: { message: 'Your account is suspended. You can read why and appeal.', code: CommonErrorCode.AccountSuspended } };
    }
    if (result.status === 'authenticated' || mode === 'optional') return null;
    return { status: 401, body: { message: AUTH_MESSAGES.invalidToken, code: CommonErrorCode.Unauthenticated } };
  } catch (error) {
    if (error instanceof AuthUnavailableError)
      return { status: 503, body: { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable } };
    throw error;
  }
}
