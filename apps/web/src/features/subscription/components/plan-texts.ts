import { PLANS, SUBSCRIPTION_TIERS, type BillingSubscription, type SubscriptionTier } from '@stave/contracts';

// The Subscription page's texts.
export const SUBSCRIPTION_TEXTS = {
  paymentError: 'Payment Error',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
  checkoutUnreachable: 'Failed to initiate checkout. Please try again.',
  updateFailed: 'Failed to update subscription. Please try again.',
  updated: 'Subscription Updated',
  noChange: 'No change',
  paymentSuccessful: 'Payment Successful',
  paymentCanceled: 'Payment Canceled',
} as const;

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

// The line under the current plan: when it renews, ends or was kept after a failed payment.
export function planStatusLine(subscription: BillingSubscription): string | null {
  const name = PLANS[subscription.tier].name;
  if (subscription.tier === 'free') return subscription.status === 'canceled' ? 'Your paid plan has ended.' : null;
  if (subscription.testMode || subscription.status === 'test') return 'Test mode: no payment is taken.';
  if (subscription.graceUntil) {
    return `Your last payment failed. You keep ${name} until ${longDate(subscription.graceUntil)} while we retry your card: update it in Manage billing.`;
  }
  if (subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd) {
    return `Cancelled: you keep ${name} until ${longDate(subscription.currentPeriodEnd)}, then move to Free.`;
  }
  if (subscription.trialEndsAt) return `Free trial until ${longDate(subscription.trialEndsAt)}, then ${formatMonthly(subscription.tier)}.`;
  if (subscription.currentPeriodEnd) return `Renews on ${longDate(subscription.currentPeriodEnd)} at ${formatMonthly(subscription.tier)}.`;
  return null;
}

export function formatMonthly(tier: SubscriptionTier): string {
  const plan = PLANS[tier];
  return `${new Intl.NumberFormat('en-GB', { style: 'currency', currency: plan.currency }).format(plan.pricePence / 100)}/month`;
}

// Free < Pro < Business (the contracts list the tiers in that order).
export function isUpgrade(tier: SubscriptionTier, current: SubscriptionTier): boolean {
  return SUBSCRIPTION_TIERS.indexOf(tier) > SUBSCRIPTION_TIERS.indexOf(current);
}

// The next plan up is the one offered as the main choice; a lower plan is never dressed as one (a Business member
// was shown 'Switch to Pro', a downgrade, as the page's main button).
export function isMainChoice(tier: SubscriptionTier, current: SubscriptionTier): boolean {
  return SUBSCRIPTION_TIERS.find((candidate) => isUpgrade(candidate, current)) === tier;
}

export function chooseLabel(tier: SubscriptionTier, current: SubscriptionTier): string {
  return isUpgrade(tier, current) ? `Upgrade to ${PLANS[tier].name}` : `Switch to ${PLANS[tier].name}`;
}

// Whether a plan's free trial is on offer to this member: the server says so, except in test mode, where nothing is
// charged and the server offers none (the page still states the plan's trial, as the dashboard's plans do).
export function trialOnOffer(subscription: BillingSubscription | undefined): boolean {
  return subscription ? subscription.trialAvailable || subscription.testMode : true;
}
