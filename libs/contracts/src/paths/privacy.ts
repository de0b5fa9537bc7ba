// Generated from privacy/privacy.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { PRIVACY } from '../privacy/privacy.routes';

export const requestExport = 'POST /api/user/export' as RoutePath<(typeof PRIVACY)['requestExport']>;
export const listExports = 'GET /api/user/export' as RoutePath<(typeof PRIVACY)['listExports']>;
export const download = 'GET /api/user/export/:id/download' as RoutePath<(typeof PRIVACY)['download']>;
export const deleteAccount = 'DELETE /api/user' as RoutePath<(typeof PRIVACY)['deleteAccount']>;
