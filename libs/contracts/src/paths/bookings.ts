// Generated from bookings/bookings.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { BOOKINGS } from '../bookings/bookings.routes';

export const offer = 'POST /api/bookings' as RoutePath<(typeof BOOKINGS)['offer']>;
export const list = 'GET /api/bookings' as RoutePath<(typeof BOOKINGS)['list']>;
export const get = 'GET /api/bookings/:id' as RoutePath<(typeof BOOKINGS)['get']>;
export const accept = 'POST /api/bookings/:id/accept' as RoutePath<(typeof BOOKINGS)['accept']>;
export const decline = 'POST /api/bookings/:id/decline' as RoutePath<(typeof BOOKINGS)['decline']>;
export const withdraw = 'POST /api/bookings/:id/withdraw' as RoutePath<(typeof BOOKINGS)['withdraw']>;
export const cancellation = 'GET /api/bookings/:id/cancellation' as RoutePath<(typeof BOOKINGS)['cancellation']>;
export const cancel = 'POST /api/bookings/:id/cancel' as RoutePath<(typeof BOOKINGS)['cancel']>;
export const raiseIssue = 'POST /api/bookings/:id/issue' as RoutePath<(typeof BOOKINGS)['raiseIssue']>;
