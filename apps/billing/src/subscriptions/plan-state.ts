import type Stripe from 'stripe';
import type { SubscriptionTier } from '@stave/contracts';

// A member's plan as their Stripe subscriptions say it is now: the one rule that turns Stripe's state
// into a tier (webhooks, the return from Checkout and the daily reconciliation all go through it).
export interface PlanState {
  tier: SubscriptionTier;
  // Stripe's status of the subscription chosen, or 'none' when the member never had one.
  status: string;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  graceUntil: Date | null;
  // Subscriptions that also give a paid tier (two Checkouts completed): to be cancelled.
  extras: string[];
  // The member has had a trial / a paid period (a trial is given once, never after paying).
  trialed: boolean;
  paid: boolean;
}

// Statuses that still give the plan's tier; past_due only within the grace period.
const LIVE = new Set(['active', 'trialing', 'past_due']);
const RANK: Record<SubscriptionTier, number> = { free: 0, pro: 1, business: 2 };
const at = (unixSeconds: number | null | undefined) => (unixSeconds ? new Date(unixSeconds * 1000) : null);

export function planFromStripe(
  subscriptions: Stripe.Subscription[],
  tierOfPrice: (priceId: string) => SubscriptionTier | null,
  graceDays: number,
  now: Date,
): PlanState {
  const tierOf = (subscription: Stripe.Subscription) => tierOfPrice(subscription.items.data[0]?.price.id ?? '') ?? 'free';
  const live = subscriptions
    .filter((subscription) => LIVE.has(subscription.status) && tierOf(subscription) !== 'free')
    .sort((a, b) => RANK[tierOf(b)] - RANK[tierOf(a)] || b.created - a.created);
  const trialed = subscriptions.some((subscription) => subscription.trial_start !== null);
  // Paying now, or ended after a paid stretch (no trial, or ended after the trial's end).
  const paid = subscriptions.some(
    (subscription) =>
      ['active', 'past_due', 'unpaid'].includes(subscription.status) ||
      (subscription.ended_at !== null && (subscription.trial_end === null || subscription.ended_at > subscription.trial_end)),
  );
  const chosen = live[0] ?? [...subscriptions].sort((a, b) => b.created - a.created)[0];
  if (!chosen) {
    return {
      tier: 'free',
      status: 'none',
      stripeSubscriptionId: null,
      currentPeriodEnd: null,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      extras: [],
      trialed,
      paid,
    };
  }
  const item = chosen.items.data[0];
  const periodStart = at(item?.current_period_start);
  const graceUntil = chosen.status === 'past_due' && periodStart ? new Date(periodStart.getTime() + graceDays * 86_400_000) : null;
  const entitled = LIVE.has(chosen.status) && (!graceUntil || now < graceUntil);
  return {
    tier: entitled ? tierOf(chosen) : 'free',
    status: chosen.status,
    stripeSubscriptionId: chosen.id,
    currentPeriodEnd: entitled ? at(item?.current_period_end) : null,
    trialEndsAt: chosen.status === 'trialing' ? at(chosen.trial_end) : null,
    cancelAtPeriodEnd: entitled && chosen.cancel_at_period_end,
    graceUntil: entitled ? graceUntil : null,
    extras: live.slice(1).map((subscription) => subscription.id),
    trialed,
    paid,
  };
}
