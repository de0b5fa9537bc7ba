// Generated from availability/availability.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { MEMBER_AVAILABILITY } from '../availability/availability.routes';

export const calendar = 'GET /api/availability' as RoutePath<(typeof MEMBER_AVAILABILITY)['calendar']>;
export const create = 'POST /api/availability' as RoutePath<(typeof MEMBER_AVAILABILITY)['create']>;
export const update = 'PUT /api/availability/:id' as RoutePath<(typeof MEMBER_AVAILABILITY)['update']>;
export const remove = 'DELETE /api/availability/:id' as RoutePath<(typeof MEMBER_AVAILABILITY)['remove']>;
export const settings = 'PUT /api/availability/settings' as RoutePath<(typeof MEMBER_AVAILABILITY)['settings']>;
export const check = 'GET /api/availability/check' as RoutePath<(typeof MEMBER_AVAILABILITY)['check']>;
export const importIcs = 'POST /api/availability/import' as RoutePath<(typeof MEMBER_AVAILABILITY)['importIcs']>;
