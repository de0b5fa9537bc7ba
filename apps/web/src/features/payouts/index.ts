// Payouts: the member's Stripe Connect account for bookings paid through Stave (docs/bookings.md § Money). The page is
// the app's route (app/lazy-pages.ts); others link to it.
export { payoutKeys } from '@/features/payouts/api/payouts.queries';
