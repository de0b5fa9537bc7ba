import type { z } from 'zod';
import type { HttpMethod, RouteContract } from '../api/route-contract';

// A route's method and path without its schemas, for clients that must know where to send a request before the
// area's schemas have loaded (the web app: docs/web.md § Calling the API). `C` is the route's contract, for types
// only: what its params, query and body take and what it answers. The tables in this folder are generated from the
// keyed contracts (libs/platform/src/testing/route-paths.spec.ts), never written by hand.
export interface RoutePath<C extends RouteContract = RouteContract> {
  // Where the contract sits in its keyed object ('send', 'portfolio.create'), to find its schemas once loaded.
  readonly key: string;
  readonly method: HttpMethod;
  readonly path: string;
  // Never set: carries the contract's type.
  readonly contract?: C;
}

export const routePath = <C extends RouteContract>(key: string, method: HttpMethod, path: string): RoutePath<C> => ({ key, method, path });

// What a client sends: the schemas' input (before defaults and transforms).
export type RouteParamsIn<C> = C extends { params: infer S extends z.ZodType } ? z.input<S> : undefined;
export type RouteQueryIn<C> = C extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;
export type RouteBodyIn<C> = C extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
// What it answers on success: the first JSON schema among 200, 201 and 204 (void when none has a body).
export type RouteAnswer<C> = C extends { responses: infer R }
  ? R extends { 200: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { 201: infer S extends z.ZodType }
      ? z.output<S>
      : void
  : void;
