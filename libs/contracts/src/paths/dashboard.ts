// Generated from dashboard/dashboard.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { DASHBOARD } from '../dashboard/dashboard.routes';

export const userStats = 'GET /api/user/stats' as RoutePath<(typeof DASHBOARD)['userStats']>;
export const activeJobsCount = 'GET /api/jobs/active/count' as RoutePath<(typeof DASHBOARD)['activeJobsCount']>;
export const upcomingEventsCount = 'GET /api/events/upcoming/count' as RoutePath<(typeof DASHBOARD)['upcomingEventsCount']>;
export const unreadMessagesCount = 'GET /api/messages/unread-count' as RoutePath<(typeof DASHBOARD)['unreadMessagesCount']>;
