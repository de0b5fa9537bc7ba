import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../enums';

// Subscription page, Subscription, (tier must be free, pro or business), the two calls,
// Their texts (the client's own texts — 'Payment Error', 'Subscription Updated' — live in the web app).

export const BILLING_MESSAGES = {
  invalidTier: 'Subscription tier must be free, pro or business',
  noChange: 'No change',
  useCheckout: 'Start this plan through checkout',
  checkoutPaidOnly: 'Checkout is for the Pro and Business plans',
  noBillingAccount: 'You have no billing account yet: choose a paid plan first',
  providerUnavailable: 'Payments are unavailable just now. Please try again.',
  webhookSignatureInvalid: 'Invalid Stripe signature',
  checkoutSessionNotFound: 'Checkout session not found',
} as const;

const timestamp = () => z.iso.datetime({ offset: true });
const tier = () => z.enum(SUBSCRIPTION_TIERS, { error: BILLING_MESSAGES.invalidTier });

export const ChooseTierSchema = z.object({ subscriptionTier: tier() });
export type ChooseTier = z.infer<typeof ChooseTierSchema>;

// Checkout response: a provider URL to go to, or — with no payment provider configured (the
// embedded default) — the change made at once.
export const CheckoutAnswerSchema = z.union([z.object({ url: z.url() }), z.object({ testMode: z.literal(true), message: z.string() })]);
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

// What the Subscription page shows. `status` is Stripe's subscription status, 'none' without one, or
// 'test' for a change made in test mode.
export const BillingSubscriptionSchema = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  status: z.string(),
  trialEndsAt: timestamp().nullable(),
  currentPeriodEnd: timestamp().nullable(),
  // Cancelled at the period's end: the member keeps the tier until `currentPeriodEnd`.
  cancelAtPeriodEnd: z.boolean(),
  // A renewal failed: the tier is kept until then while the card is retried.
  graceUntil: timestamp().nullable(),
  // A 3-month trial comes with a first subscription (once per member, never after a paid period).
  trialAvailable: z.boolean(),
  // A billing account exists: Manage billing opens the provider's portal.
  hasBillingAccount: z.boolean(),
  testMode: z.boolean(),
});
export type BillingSubscription = z.infer<typeof BillingSubscriptionSchema>;

export const SubscriptionChangeAnswerSchema = z.object({ message: z.string(), subscription: BillingSubscriptionSchema });
export type SubscriptionChangeAnswer = z.infer<typeof SubscriptionChangeAnswerSchema>;

// After returning from Checkout (`?success=true&session_id=…`): read the member's subscription from the
// provider now rather than wait for its webhook.
export const SyncSubscriptionSchema = z.object({
  sessionId: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]{1,200}$/, BILLING_MESSAGES.checkoutSessionNotFound)
    .optional(),
});
export type SyncSubscription = z.infer<typeof SyncSubscriptionSchema>;

export const PortalAnswerSchema = z.object({ url: z.url() });
export type PortalAnswer = z.infer<typeof PortalAnswerSchema>;

// This month's use of what the plan limits (-1 = unlimited), each part from the service that counts it;
// null when that service did not answer in time. Boosts come with boosted posts (not built yet).
const UsagePartSchema = z.object({ currentCount: z.number().int(), limit: z.number().int() });
export const BillingUsageSchema = z.object({
  applications: UsagePartSchema.nullable(),
  newConversations: UsagePartSchema.nullable(),
  // When the counts start again: midnight on the 1st, UK time.
  resetsAt: timestamp(),
});
export type BillingUsage = z.infer<typeof BillingUsageSchema>;

// A Stripe event as far as the route's contract goes: the signature over the raw body is the check.
// What billing answers Stripe once an event is verified and applied (or ignored).
export const WebhookReceiptSchema = z.object({ received: z.literal(true) });
