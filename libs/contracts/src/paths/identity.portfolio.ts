// Generated from identity/identity.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { IDENTITY } from '../identity/identity.routes';

export const create = 'POST /api/portfolio' as RoutePath<(typeof IDENTITY)['portfolio']['create']>;
export const listByUser = 'GET /api/portfolio/user/:id' as RoutePath<(typeof IDENTITY)['portfolio']['listByUser']>;
export const update = 'PATCH /api/portfolio/:id' as RoutePath<(typeof IDENTITY)['portfolio']['update']>;
export const remove = 'DELETE /api/portfolio/:id' as RoutePath<(typeof IDENTITY)['portfolio']['remove']>;
