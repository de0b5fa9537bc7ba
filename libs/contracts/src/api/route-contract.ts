import type { z } from 'zod';
import type { EdgeErrorCode, ErrorCode } from '../error-codes';
import type { ServiceName } from '../services';
import type { TeamCapability } from '../teams/teams.schemas';
import type { FileAnswer, ResponseHeader } from './answers';

// What a route is, and the helper each area's routes are written with. A leaf: it imports types only,
// so every `<area>.routes.ts` can import it without a cycle through the list of all routes (routes.ts).

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
  // A path whose params do not parse names nothing: refused with this code (and its status, e.g. 404
  // USER_NOT_FOUND) rather than 400 VALIDATION_ERROR. It must be one of `errors`.
  malformedParams?: ErrorCode;
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

// An area's routes, keyed by name (MESSAGING.send): code points at one route — the controller's @Route(),
// a test, a client — and the literal types are kept, so what a route takes and answers can be inferred
// from it (RouteBody, RouteQuery, RouteParams). A key may hold a group of routes written by one helper
// (IDENTITY.portfolio.create).
export type RouteGroup = { readonly [name: string]: RouteContract | RouteGroup };

export function defineRoutes<const T extends Record<string, RouteContract | Record<string, RouteContract>>>(routes: T): T {
  return routes;
}

export function isRouteContract(value: RouteContract | RouteGroup): value is RouteContract {
  return typeof value.method === 'string' && typeof value.path === 'string';
}

// The routes of a keyed object as a list, in the order they are written (what the gateway routes by and
// the OpenAPI document lists).
export function routeList(routes: RouteGroup): RouteContract[] {
  return Object.values(routes).flatMap((entry) => (isRouteContract(entry) ? [entry] : routeList(entry)));
}

// What a route's handler receives, inferred from its contract.
export type RouteBody<C> = C extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
export type RouteQuery<C> = C extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
export type RouteParams<C> = C extends { params: infer S extends z.ZodType } ? z.output<S> : undefined;
// What its successful JSON answers hold (never for one with no body or a file).
export type RouteAnswer<C> = C extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 | 203 | 206 ? (R[S] extends z.ZodType ? z.output<R[S]> : never) : never }[keyof R]
  : never;

// A route as a client names it: `'METHOD /path'`, typed with its contract. Only the string reaches the browser: the
// route tables the web app calls with (src/paths/, generated from the contracts by scripts/generate-paths.mjs) carry
// the contract as a type, so a screen's bundle holds neither the contract nor its schemas (docs/web.md#calling-the-api).
declare const routeContract: unique symbol;
export type RoutePath<C extends RouteContract = RouteContract> = string & { readonly [routeContract]: C };

export function routePathOf(route: RouteContract): string {
  return `${route.method} ${route.path}`;
}
