import { ANALYTICS_ROUTES } from '../analytics/analytics.routes';
import { BILLING_ROUTES } from '../billing/billing.routes';
import { BOOST_ROUTES } from '../boosts/boosts.routes';
import { MATCHING_ROUTES } from '../matching/matching.routes';
import { GatewayHealthSchema } from '../health';
import { IDENTITY_ROUTES } from '../identity/identity.routes';
import { SOCIAL_ROUTES } from '../social/social.routes';
import { DASHBOARD_ROUTES } from '../dashboard/dashboard.routes';
import { COLLABORATIONS_ROUTES } from '../jobs/collaborations.routes';
import { EVENTS_ROUTES } from '../jobs/events.routes';
import { JOBS_ROUTES } from '../jobs/jobs.routes';
import { MARKETPLACE_ROUTES } from '../marketplace/marketplace.routes';
import { MESSAGING_ROUTES } from '../messaging/messaging.routes';
import { MODERATION_ROUTES } from '../moderation/moderation.routes';
import { FORUM_ROUTES } from '../forum/forum.routes';
import { ADVERTISING_ROUTES } from '../advertising/advertising.routes';
import { SUPPORT_ROUTES } from '../support/support.routes';
import { TEAMS_ROUTES } from '../teams/teams.routes';
import { INSIGHTS_ROUTES } from '../insights/insights.routes';
import { AVAILABILITY_ROUTES } from '../availability/availability.routes';
import { BOOKINGS_ROUTES } from '../bookings/bookings.routes';
import { INVOICES_ROUTES } from '../billing/invoices.routes';
import { PRIVACY_ROUTES } from '../privacy/privacy.routes';
import { SEARCH_ROUTES } from '../search/search.routes';
import { defineRoutes, routeList, type RouteContract } from './route-contract';

// The route's type lives in a leaf module (route-contract.ts) that every area's routes import, so the
// list below (which imports every area) is not part of a cycle with them.
export * from './route-contract';

export const GATEWAY = defineRoutes({
  health: {
    method: 'GET',
    path: '/health',
    owner: 'gateway',
    summary: 'Aggregated health of the gateway and every service (503 when one is down)',
    auth: 'none',
    responses: { 200: GatewayHealthSchema, 503: GatewayHealthSchema },
  },
});
export const GATEWAY_ROUTES: RouteContract[] = routeList(GATEWAY);

// Every service's routes are added here as its feature lands (one `<area>.routes.ts` per area).
export const ALL_ROUTES: RouteContract[] = [
  ...GATEWAY_ROUTES,
  ...IDENTITY_ROUTES,
  ...SOCIAL_ROUTES,
  ...DASHBOARD_ROUTES,
  ...MESSAGING_ROUTES,
  ...JOBS_ROUTES,
  ...EVENTS_ROUTES,
  ...COLLABORATIONS_ROUTES,
  ...MARKETPLACE_ROUTES,
  ...BILLING_ROUTES,
  ...ANALYTICS_ROUTES,
  ...BOOST_ROUTES,
  ...MATCHING_ROUTES,
  ...SEARCH_ROUTES,
  ...MODERATION_ROUTES,
  ...PRIVACY_ROUTES,
  ...FORUM_ROUTES,
  ...ADVERTISING_ROUTES,
  ...SUPPORT_ROUTES,
  ...TEAMS_ROUTES,
  ...INSIGHTS_ROUTES,
  ...BOOKINGS_ROUTES,
  ...AVAILABILITY_ROUTES,
  ...INVOICES_ROUTES,
];
