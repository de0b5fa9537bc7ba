// Generated from identity/identity.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { IDENTITY } from '../identity/identity.routes';

export const create = 'POST /api/experience' as RoutePath<(typeof IDENTITY)['experience']['create']>;
export const listByUser = 'GET /api/experience/user/:id' as RoutePath<(typeof IDENTITY)['experience']['listByUser']>;
export const update = 'PATCH /api/experience/:id' as RoutePath<(typeof IDENTITY)['experience']['update']>;
export const remove = 'DELETE /api/experience/:id' as RoutePath<(typeof IDENTITY)['experience']['remove']>;
