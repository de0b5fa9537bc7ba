// Generated from billing/billing.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { BILLING } from '../billing/billing.routes';

export const checkout = 'POST /api/create-checkout-session' as RoutePath<(typeof BILLING)['checkout']>;
export const changeSubscription = 'POST /api/user/subscription' as RoutePath<(typeof BILLING)['changeSubscription']>;
export const subscription = 'GET /api/billing/subscription' as RoutePath<(typeof BILLING)['subscription']>;
export const sync = 'POST /api/billing/sync' as RoutePath<(typeof BILLING)['sync']>;
export const portal = 'POST /api/billing/portal' as RoutePath<(typeof BILLING)['portal']>;
export const usage = 'GET /api/billing/usage' as RoutePath<(typeof BILLING)['usage']>;
export const webhook = 'POST /api/billing/webhook' as RoutePath<(typeof BILLING)['webhook']>;
export const payouts = 'GET /api/billing/payouts' as RoutePath<(typeof BILLING)['payouts']>;
export const payoutsOnboarding = 'POST /api/billing/payouts/onboarding' as RoutePath<(typeof BILLING)['payoutsOnboarding']>;
export const payoutsSync = 'POST /api/billing/payouts/sync' as RoutePath<(typeof BILLING)['payoutsSync']>;
export const bookingPayment = 'GET /api/billing/bookings/:id/payment' as RoutePath<(typeof BILLING)['bookingPayment']>;
export const payBooking = 'POST /api/billing/bookings/:id/pay' as RoutePath<(typeof BILLING)['payBooking']>;
export const syncBookingPayment = 'POST /api/billing/bookings/:id/payment/sync' as RoutePath<(typeof BILLING)['syncBookingPayment']>;
export const bookingDisputes = 'GET /api/billing/booking-disputes' as RoutePath<(typeof BILLING)['bookingDisputes']>;
