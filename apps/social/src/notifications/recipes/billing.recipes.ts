import { PLANS, type SubscriptionTier } from '@stave/contracts';
import { money } from '../notification-text';
import { recipe } from './notification-recipe';

// Billing's lines: 'Your Pro trial ends on …' three days before, and 'We could not take your payment …'.
export const BILLING_RECIPES = [
  recipe('billing.subscription.trial-ending.v1', async (bell, tx, { userId, tier, trialEndsAt }, occurredAt) => {
    const message = `Your ${planName(tier)} trial ends on ${longDay(trialEndsAt)}. Your card is charged then unless you cancel in Subscription.`;
    await bell.notifyEach(tx, [userId], { type: 'other', subtype: 'billing', relatedId: null, actorId: null, occurredAt, message });
  }),

  recipe('billing.subscription.payment-failed.v1', async (bell, tx, { userId, tier, amountPence, graceUntil }, occurredAt) => {
    const amount = money((amountPence / 100).toFixed(2), 'GBP');
    const message = `We could not take your ${amount} payment for ${planName(tier)}. Update your card in Subscription: you keep ${planName(tier)} until ${longDay(graceUntil)}.`;
    await bell.notifyEach(tx, [userId], { type: 'other', subtype: 'billing', relatedId: null, actorId: null, occurredAt, message });
  }),
];

// 'Pro', 'Business' (the contracts' plan names).
function planName(tier: SubscriptionTier): string {
  return PLANS[tier].name;
}

// '27 November 2026', in London.
function longDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
}
