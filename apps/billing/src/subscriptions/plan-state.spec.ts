import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { planFromStripe } from './plan-state';

const NOW = new Date('2026-11-24T12:00:00Z');
const at = (iso: string) => Date.parse(iso) / 1000;
const tierOfPrice = (price: string) => (price === 'price_pro' ? 'pro' : price === 'price_business' ? 'business' : null);

function subscription(fields: Partial<Stripe.Subscription> & { price?: string; periodStart?: string; periodEnd?: string }): Stripe.Subscription {
  const { price = 'price_pro', periodStart = '2026-11-10T00:00:00Z', periodEnd = '2026-12-10T00:00:00Z', ...rest } = fields;
  return {
    id: 'sub_1',
    status: 'active',
    created: at('2026-10-10T00:00:00Z'),
    cancel_at_period_end: false,
    trial_start: null,
    trial_end: null,
    ended_at: null,
    items: { data: [{ price: { id: price }, current_period_start: at(periodStart), current_period_end: at(periodEnd) }] },
    ...rest,
  } as unknown as Stripe.Subscription;
}

describe('planFromStripe', () => {
  it('is free with no subscription', () => {
    expect(planFromStripe([], tierOfPrice, 7, NOW)).toMatchObject({ tier: 'free', status: 'none', trialed: false, paid: false });
  });

  it('gives the price’s tier while active or trialing, with the period’s end', () => {
    expect(planFromStripe([subscription({})], tierOfPrice, 7, NOW)).toMatchObject({
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date('2026-12-10T00:00:00Z'),
      paid: true,
    });
    const trial = subscription({ status: 'trialing', trial_start: at('2026-11-01T00:00:00Z'), trial_end: at('2027-02-01T00:00:00Z'), price: 'price_business' });
    expect(planFromStripe([trial], tierOfPrice, 7, NOW)).toMatchObject({
      tier: 'business',
      trialEndsAt: new Date('2027-02-01T00:00:00Z'),
      trialed: true,
      paid: false,
    });
  });

  it('keeps a past-due tier for the grace days from the failed renewal, then drops it', () => {
    const pastDue = subscription({ status: 'past_due', periodStart: '2026-11-20T00:00:00Z' });
    expect(planFromStripe([pastDue], tierOfPrice, 7, NOW)).toMatchObject({ tier: 'pro', graceUntil: new Date('2026-11-27T00:00:00Z') });
    expect(planFromStripe([pastDue], tierOfPrice, 3, NOW)).toMatchObject({ tier: 'free', status: 'past_due', graceUntil: null });
  });

  it('chooses the better of two live subscriptions and names the other to cancel; an unknown price is free', () => {
    const pro = subscription({ id: 'sub_pro' });
    const business = subscription({ id: 'sub_business', price: 'price_business', created: at('2026-09-01T00:00:00Z') });
    expect(planFromStripe([pro, business], tierOfPrice, 7, NOW)).toMatchObject({ tier: 'business', stripeSubscriptionId: 'sub_business', extras: ['sub_pro'] });
    expect(planFromStripe([subscription({ price: 'price_other' })], tierOfPrice, 7, NOW).tier).toBe('free');
  });

  it('counts a cancelled subscription as paid only if it ran past its trial', () => {
    const trialOnly = subscription({ status: 'canceled', trial_start: 1, trial_end: at('2027-01-01T00:00:00Z'), ended_at: at('2026-12-01T00:00:00Z') });
    expect(planFromStripe([trialOnly], tierOfPrice, 7, NOW)).toMatchObject({ tier: 'free', status: 'canceled', trialed: true, paid: false });
    const paidThenCancelled = subscription({ status: 'canceled', ended_at: at('2026-11-01T00:00:00Z') });
    expect(planFromStripe([paidThenCancelled], tierOfPrice, 7, NOW)).toMatchObject({ tier: 'free', paid: true });
  });
});
