// Generated from GATEWAY by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { GATEWAY as R } from '../api/routes';
import { routePath as p } from './route-path';

export const GATEWAY_PATHS = {
  health: p<typeof R.health>('health', 'GET', '/health'),
} as const;
