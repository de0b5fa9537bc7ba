// Payouts' states and texts, free of zod so a screen that shows them does not bring a schema module (docs/web.md § Bundle).

export const PAYOUT_STATUSES = ['none', 'onboarding', 'restricted', 'active', 'disconnected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_MESSAGES = {
  none: 'Set up payouts to be paid for bookings through Stave.',
  onboarding: 'Finish setting up payouts with Stripe to be paid through Stave.',
  restricted: 'Stripe needs more from you before you can be paid.',
  active: 'You can be paid through Stave.',
  disconnected: 'Your payouts account was disconnected from Stave. Set it up again to be paid.',
} as const;
