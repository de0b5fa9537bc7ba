import { z } from 'zod';
import { ANALYTICS_ROUTES } from '../analytics/analytics.routes';
import { BILLING_ROUTES } from '../billing/billing.routes';
import { BOOST_ROUTES } from '../boosts/boosts.routes';
import { MATCHING_ROUTES } from '../matching/matching.routes';
import { GatewayHealthSchema } from '../health';
import { IDENTITY_ROUTES } from '../identity/identity.routes';
import { SOCIAL_ROUTES } from '../social/social.routes';
import { DASHBOARD_ROUTES } from '../dashboard/dashboard.routes';
import { COLLABORATIONS_ROUTES } from '../jobs/collaborations.routes';
import { EVENTS_ROUTES } from '../jobs/events.routes';
import { JOBS_ROUTES } from '../jobs/jobs.routes';
import { MARKETPLACE_ROUTES } from '../marketplace/marketplace.routes';
import { MESSAGING_ROUTES } from '../messaging/messaging.routes';
import { MODERATION_ROUTES } from '../moderation/moderation.routes';
import { FORUM_ROUTES } from '../forum/forum.routes';
import { ADVERTISING_ROUTES } from '../advertising/advertising.routes';
import { SUPPORT_ROUTES } from '../support/support.routes';
import { TEAMS_ROUTES } from '../teams/teams.routes';
import { INSIGHTS_ROUTES } from '../insights/insights.routes';
import { PRIVACY_ROUTES } from '../privacy/privacy.routes';
import { SEARCH_ROUTES } from '../search/search.routes';
import type { EdgeErrorCode, ErrorCode } from '../error-codes';
import type { ServiceName } from '../services';
import type { TeamCapability } from '../teams/teams.schemas';
import type { FileAnswer, ResponseHeader } from './answers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'required' | 'optional' | 'none';

// A code a route may refuse with: a domain's (its status follows from its kind) or the edge's own.
export type RouteErrorCode = ErrorCode | EdgeErrorCode;

// One entry per public route: the one place a route is declared besides its controller. Services
// validate with the same schemas; the gateway routes by `owner` + `method` + `path`, checks `auth` and
// the body's size at the edge, and turns the whole list into the OpenAPI document at /api/docs
// (api/openapi.ts), which the integration tests hold every answer to.
// (`routes.spec.ts` in each service fails when its controllers and its contracts disagree.)
interface RouteContractBase {
  method: HttpMethod;
  path: string; // Fastify style: /api/users/:id
  owner: ServiceName | 'gateway';
  summary: string;
  auth: RouteAuth;
  // A suspended or banned member's token reaches this route (the controller's @AllowSuspended()).
  allowSuspended?: true;
  params?: z.ZodObject;
  query?: z.ZodObject;
  // Its successful answers (null: no body). Refusals are not listed here but in `errors`.
  responses: Partial<Record<number, z.ZodType | FileAnswer | null>>;
  // The codes this route refuses with beyond those every route of its shape has (api/openapi.ts:
  // standardRefusals — the token, the body, the edge). Its status follows from the code.
  errors?: readonly RouteErrorCode[];
  // Headers its successful answers carry (the paging headers, x-degraded).
  headers?: readonly ResponseHeader[];
  // It acts for a business whose team the member is on when asked to (the X-Act-As header; the
  // controller's @ActingFor(capability)).
  actAs?: TeamCapability;
}
type JsonRoute = RouteContractBase & { body?: z.ZodType; multipart?: never; maxFileBytes?: never };
// An upload: the gateway streams it (never buffers it) and stops it at maxFileBytes plus the form's envelope.
type UploadRoute = RouteContractBase & { multipart: Record<string, 'file' | 'string'>; maxFileBytes: number; body?: never };
export type RouteContract = JsonRoute | UploadRoute;

// Every service takes JSON bodies up to this (BODY_LIMIT_BYTES); the gateway refuses more with 413.
export const JSON_BODY_LIMIT_BYTES = 1_048_576;
// Boundaries, part headers and the small text fields a form carries beside its one file.
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

export function bodyLimitOf(route: RouteContract): number {
  return route.multipart ? route.maxFileBytes + MULTIPART_ENVELOPE_BYTES : JSON_BODY_LIMIT_BYTES;
}

export const GATEWAY_ROUTES: RouteContract[] = [
  {
    method: 'GET',
    path: '/health',
    owner: 'gateway',
    summary: 'Aggregated health of the gateway and every service (503 when one is down)',
    auth: 'none',
    responses: { 200: GatewayHealthSchema, 503: GatewayHealthSchema },
  },
];

// Every service's routes are added here as its feature lands (one `<area>.routes.ts` per area).
export const ALL_ROUTES: RouteContract[] = [
  ...GATEWAY_ROUTES,
  ...IDENTITY_ROUTES,
  ...SOCIAL_ROUTES,
  ...DASHBOARD_ROUTES,
  ...MESSAGING_ROUTES,
  ...JOBS_ROUTES,
  ...EVENTS_ROUTES,
  ...COLLABORATIONS_ROUTES,
  ...MARKETPLACE_ROUTES,
  ...BILLING_ROUTES,
  ...ANALYTICS_ROUTES,
  ...BOOST_ROUTES,
  ...MATCHING_ROUTES,
  ...SEARCH_ROUTES,
  ...MODERATION_ROUTES,
  ...PRIVACY_ROUTES,
  ...FORUM_ROUTES,
  ...ADVERTISING_ROUTES,
  ...SUPPORT_ROUTES,
  ...TEAMS_ROUTES,
  ...INSIGHTS_ROUTES,
];
