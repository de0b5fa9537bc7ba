import { z } from 'zod';
import { SubscriptionTierSchema } from '../enums';

const timestamp = () => z.iso.datetime({ offset: true });

// A member's plan as billing now holds it (Stripe's state, or a test-mode change). Identity sets the
// member's tier, expiry, trial end and badges from it and announces the member (identity.user.updated),
// so every service's projection carries the tier. `version` rises with every change of the member's plan:
// a consumer ignores one older than what it applied.
export const SubscriptionChangedV1 = z.object({
  userId: z.number().int().positive(),
  version: z.number().int().positive(),
  tier: SubscriptionTierSchema,
  status: z.string(),
  // When the paid tier lapses unless renewed (the period's end, or the trial's); null on free.
  expiresAt: timestamp().nullable(),
  trialEndsAt: timestamp().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  changedAt: timestamp(),
});

// For the member's notifications: a trial ends in 3 days; a renewal failed (the tier kept until `graceUntil`).
export const TrialEndingV1 = z.object({ userId: z.number().int().positive(), tier: SubscriptionTierSchema, trialEndsAt: timestamp() });
export const PaymentFailedV1 = z.object({
  userId: z.number().int().positive(),
  tier: SubscriptionTierSchema,
  amountPence: z.number().int().nonnegative(),
  graceUntil: timestamp(),
});

// A member's payouts account changed as Stripe tells it (docs/bookings.md § Money): whether a hirer can pay them through
// Stave. `version` rises with every change: a consumer ignores one older than what it applied.
export const PayoutAccountChangedV1 = z.object({
  userId: z.number().int().positive(),
  version: z.number().int().positive(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  changedAt: timestamp(),
});

// Something happened to a booking's money at Stripe (docs/bookings.md § Money): a charge paid or failed, a refund, a
// dispute opened or closed. jobs-events confirms a booking on its deposit and marks it paid on its balance, and writes
// every one in the booking's timeline (which the bell tells both sides). `amountPence` is the musician's share (what
// was paid, refunded or disputed); `version` rises with every announcement of the booking's money.
export const BookingPaymentChangedV1 = z.object({
  bookingId: z.number().int().positive(),
  kind: z.enum(['deposit', 'balance']),
  outcome: z.enum(['paid', 'failed', 'refunded', 'disputed', 'dispute-won', 'dispute-lost']),
  amountPence: z.number().int().nonnegative(),
  // The bank's reason on a failure, in Stripe's words.
  reason: z.string().nullable(),
  version: z.number().int().positive(),
  at: timestamp(),
});
