// Generated from analytics/analytics.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { ANALYTICS } from '../analytics/analytics.routes';

export const dashboard = 'GET /api/analytics/dashboard' as RoutePath<(typeof ANALYTICS)['dashboard']>;
export const preview = 'GET /api/analytics/preview' as RoutePath<(typeof ANALYTICS)['preview']>;
