import { describe, expect, it } from '@jest/globals';
import type { BillingSubscription } from '@stave/contracts';
import { chooseLabel, isMainChoice, trialOnOffer } from './plan-texts';

const subscription = (overrides: Partial<BillingSubscription>): BillingSubscription => ({
  tier: 'free',
  status: 'none',
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  trialAvailable: true,
  hasBillingAccount: false,
  testMode: false,
  ...overrides,
});

describe('plan choices', () => {
  it.each([
    ['free', 'pro', true],
    ['free', 'business', false],
    ['pro', 'business', true],
    ['pro', 'free', false],
    ['business', 'pro', false],
    ['business', 'free', false],
  ] as const)('a %s member: %s is the main choice: %s', (current, tier, main) => {
    expect(isMainChoice(tier, current)).toBe(main);
  });

  it.each([
    ['free', 'pro', 'Upgrade to Pro'],
    ['pro', 'business', 'Upgrade to Business'],
    ['business', 'pro', 'Switch to Pro'],
    ['pro', 'free', 'Switch to Free'],
  ] as const)('a %s member choosing %s reads %s', (current, tier, label) => {
    expect(chooseLabel(tier, current)).toBe(label);
  });
});

describe(trialOnOffer.name, () => {
  it('offers the trial the server offers', () => {
    expect(trialOnOffer(subscription({ trialAvailable: true }))).toBe(true);
    expect(trialOnOffer(subscription({ trialAvailable: false }))).toBe(false);
  });

  it("states the plans' trial in test mode, where the server offers none", () => {
    expect(trialOnOffer(subscription({ trialAvailable: false, testMode: true }))).toBe(true);
  });
});
