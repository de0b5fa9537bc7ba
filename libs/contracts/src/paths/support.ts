// Generated from support/support.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { SUPPORT } from '../support/support.routes';

export const me = 'GET /api/support/me' as RoutePath<(typeof SUPPORT)['me']>;
export const list = 'GET /api/support/tickets' as RoutePath<(typeof SUPPORT)['list']>;
export const open = 'POST /api/support/tickets' as RoutePath<(typeof SUPPORT)['open']>;
export const queue = 'GET /api/support/queue' as RoutePath<(typeof SUPPORT)['queue']>;
export const stats = 'GET /api/support/stats' as RoutePath<(typeof SUPPORT)['stats']>;
export const get = 'GET /api/support/tickets/:id' as RoutePath<(typeof SUPPORT)['get']>;
export const reply = 'POST /api/support/tickets/:id/messages' as RoutePath<(typeof SUPPORT)['reply']>;
export const update = 'PATCH /api/support/tickets/:id' as RoutePath<(typeof SUPPORT)['update']>;
export const rate = 'POST /api/support/tickets/:id/rating' as RoutePath<(typeof SUPPORT)['rate']>;
