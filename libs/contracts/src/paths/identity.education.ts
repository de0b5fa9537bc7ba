// Generated from identity/identity.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { IDENTITY } from '../identity/identity.routes';

export const create = 'POST /api/education' as RoutePath<(typeof IDENTITY)['education']['create']>;
export const listByUser = 'GET /api/education/user/:id' as RoutePath<(typeof IDENTITY)['education']['listByUser']>;
export const update = 'PATCH /api/education/:id' as RoutePath<(typeof IDENTITY)['education']['update']>;
export const remove = 'DELETE /api/education/:id' as RoutePath<(typeof IDENTITY)['education']['remove']>;
