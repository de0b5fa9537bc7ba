import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { CommonErrorCode } from '../error-codes';
import { AnalyticsDashboardSchema, AnalyticsPreviewSchema } from './analytics.schemas';

const analytics = { owner: 'social' as const, auth: 'required' as const };

export const ANALYTICS = defineRoutes({
  dashboard: {
    ...analytics,
    method: 'GET',
    path: '/api/analytics/dashboard',
    summary:
      'Pro and Business: profile views, search appearances, messages sent, connections gained and job applications over the last 30 days, the 30 before, and a daily series over 90 days (403 PREMIUM_REQUIRED for free members)',
    responses: { 200: AnalyticsDashboardSchema },
    errors: [CommonErrorCode.PremiumRequired],
  },
  preview: {
    ...analytics,
    method: 'GET',
    path: '/api/analytics/preview',
    summary: "Every member: the basic analytics preview — the last 30 days' profile views and search appearances",
    responses: { 200: AnalyticsPreviewSchema },
  },
});
export const ANALYTICS_ROUTES: RouteContract[] = routeList(ANALYTICS);
