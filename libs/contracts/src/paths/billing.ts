// Generated from BILLING by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { BILLING as R } from '../billing/billing.routes';
import { routePath as p } from './route-path';

export const BILLING_PATHS = {
  checkout: p<typeof R.checkout>('checkout', 'POST', '/api/create-checkout-session'),
  changeSubscription: p<typeof R.changeSubscription>('changeSubscription', 'POST', '/api/user/subscription'),
  subscription: p<typeof R.subscription>('subscription', 'GET', '/api/billing/subscription'),
  sync: p<typeof R.sync>('sync', 'POST', '/api/billing/sync'),
  portal: p<typeof R.portal>('portal', 'POST', '/api/billing/portal'),
  usage: p<typeof R.usage>('usage', 'GET', '/api/billing/usage'),
  webhook: p<typeof R.webhook>('webhook', 'POST', '/api/billing/webhook'),
} as const;
