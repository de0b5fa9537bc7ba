// Generated from boosts/boosts.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { BOOST } from '../boosts/boosts.routes';

export const boost = 'POST /api/boosted-posts' as RoutePath<(typeof BOOST)['boost']>;
export const mine = 'GET /api/boosted-posts' as RoutePath<(typeof BOOST)['mine']>;
export const analytics = 'GET /api/boosted-posts/analytics' as RoutePath<(typeof BOOST)['analytics']>;
