// Generated from ANALYTICS by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { ANALYTICS as R } from '../analytics/analytics.routes';
import { routePath as p } from './route-path';

export const ANALYTICS_PATHS = {
  dashboard: p<typeof R.dashboard>('dashboard', 'GET', '/api/analytics/dashboard'),
  preview: p<typeof R.preview>('preview', 'GET', '/api/analytics/preview'),
} as const;
