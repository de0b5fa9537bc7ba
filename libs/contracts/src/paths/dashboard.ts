// Generated from DASHBOARD by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { DASHBOARD as R } from '../dashboard/dashboard.routes';
import { routePath as p } from './route-path';

export const DASHBOARD_PATHS = {
  userStats: p<typeof R.userStats>('userStats', 'GET', '/api/user/stats'),
  activeJobsCount: p<typeof R.activeJobsCount>('activeJobsCount', 'GET', '/api/jobs/active/count'),
  upcomingEventsCount: p<typeof R.upcomingEventsCount>('upcomingEventsCount', 'GET', '/api/events/upcoming/count'),
  unreadMessagesCount: p<typeof R.unreadMessagesCount>('unreadMessagesCount', 'GET', '/api/messages/unread-count'),
} as const;
