import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { DEGRADED_HEADER } from '../api/answers';
import { CountSchema, UserStatsSchema } from '../social/network.schemas';

// Dashboard counters: the gateway composes /api/user/stats from each service's own count.
export const DASHBOARD = defineRoutes({
  userStats: {
    method: 'GET',
    path: '/api/user/stats',
    owner: 'gateway',
    auth: 'required',
    summary: 'Dashboard counters from social, jobs-events and messaging, called in parallel; a counter is null when its service is slow (>1.5 s) or down',
    responses: { 200: UserStatsSchema },
    headers: [DEGRADED_HEADER],
  },
  activeJobsCount: {
    method: 'GET',
    path: '/api/jobs/active/count',
    owner: 'jobs-events',
    auth: 'required',
    summary: "Your job postings that haven't expired",
    responses: { 200: CountSchema },
  },
  upcomingEventsCount: {
    method: 'GET',
    path: '/api/events/upcoming/count',
    owner: 'jobs-events',
    auth: 'required',
    summary: 'Events starting after now that you organise or are going to (cancelled ones left out)',
    responses: { 200: CountSchema },
  },
  unreadMessagesCount: {
    method: 'GET',
    path: '/api/messages/unread-count',
    owner: 'messaging',
    auth: 'required',
    summary: 'Unread messages sent to you',
    responses: { 200: CountSchema },
    actAs: 'manage',
  },
});
export const DASHBOARD_ROUTES: RouteContract[] = routeList(DASHBOARD);
