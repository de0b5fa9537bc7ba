// Generated from BOOST by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { BOOST as R } from '../boosts/boosts.routes';
import { routePath as p } from './route-path';

export const BOOST_PATHS = {
  boost: p<typeof R.boost>('boost', 'POST', '/api/boosted-posts'),
  mine: p<typeof R.mine>('mine', 'GET', '/api/boosted-posts'),
  analytics: p<typeof R.analytics>('analytics', 'GET', '/api/boosted-posts/analytics'),
} as const;
