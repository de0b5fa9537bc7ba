import { z } from 'zod';
import { ANALYTICS_ROUTES } from '../analytics/analytics.routes';
import { BILLING_ROUTES } from '../billing/billing.routes';
import { BOOST_ROUTES } from '../boosts/boosts.routes';
import { MATCHING_ROUTES } from '../matching/matching.routes';
import { ErrorBodySchema } from '../errors';
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
import type { ServiceName } from '../services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'required' | 'optional' | 'none';

// One entry per public route: the one place a route is declared besides its controller. Services
// validate with the same schemas; the gateway routes by `owner` + `method` + `path`, checks `auth` and
// the body's size at the edge, and turns the whole list into the OpenAPI document at /api/docs.
// (`routes.spec.ts` in each service fails when its controllers and its contracts disagree.)
interface RouteContractBase {
  method: HttpMethod;
  path: string; // Fastify style: /api/users/:id
  owner: ServiceName | 'gateway';
  summary: string;
  auth: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  responses: Partial<Record<number, z.ZodType | null>>;
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

const STANDARD_ERRORS: Record<number, string> = {
  400: 'Validation failed',
  401: 'Missing, invalid, expired or revoked token',
  404: 'Not found',
  413: 'Body too large',
  429: 'Rate limited',
  500: 'Unexpected error (carries errorId)',
};

export function buildOpenApi(routes: RouteContract[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const parameters = [...objectParams(route.params, 'path'), ...objectParams(route.query, 'query')];
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(route.responses)) {
      responses[status] = schema
        ? { description: `HTTP ${status}`, content: { 'application/json': { schema: toSchema(schema) } } }
        : { description: `HTTP ${status}` };
    }
    const errorStatuses = route.auth === 'required' ? [400, 401, 429, 500] : [400, 429, 500];
    for (const status of errorStatuses) {
      responses[String(status)] ??= {
        description: STANDARD_ERRORS[status],
        content: { 'application/json': { schema: toSchema(ErrorBodySchema) } },
      };
    }
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.owner],
      parameters,
      responses,
      ...(route.auth === 'required' ? { security: [{ bearer: [] }, { xAuthToken: [] }] } : {}),
    };
    if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
    } else if (route.multipart) {
      const properties = Object.fromEntries(
        Object.entries(route.multipart).map(([field, kind]) => [field, kind === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' }]),
      );
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
    }
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        xAuthToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
      },
    },
  };
}

// Requests are documented as the client sends them (before transforms), responses as they leave.
function toSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): unknown {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io });
}

function objectParams(schema: z.ZodObject | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: location,
    required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: toSchema(field as z.ZodType, 'input'),
  }));
}
