import { describe, expect, it } from '@jest/globals';
import type { BillingSubscription, SubscriptionTier } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { watchNavigation } from '@/test/navigation';
import { renderWithProviders } from '@/test/render';
import { SubscriptionPage } from './SubscriptionPage';

function subscription(overrides: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    tier: 'free',
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceUntil: null,
    trialAvailable: true,
    hasBillingAccount: false,
    testMode: false,
    ...overrides,
  };
}

function renderPage(plan: BillingSubscription) {
  return renderWithProviders(<SubscriptionPage />, {
    user: { subscriptionTier: plan.tier },
    route: '/subscription',
    api: (api) =>
      api
        .on('GET', '/api/billing/subscription', plan)
        .on('GET', '/api/billing/usage', {
          applications: { currentCount: 3, limit: 10 },
          newConversations: { currentCount: 1, limit: 5 },
          resetsAt: '2026-12-01T00:00:00.000Z',
        }),
  });
}

const planCard = (tier: SubscriptionTier) => within(screen.getByTestId(`plan-${tier}`));
const currentPlan = async () => within(await screen.findByTestId('current-plan'));
// The plan cards' buttons, in the page's order (Free, Pro, Business).
const planButtons = () => within(screen.getByRole('region', { name: 'Plans' })).getAllByRole('button');
// The main choice is in the brand colour; any other is a plain outline.
const isMain = (button: HTMLElement) => button.classList.contains('bg-brand');

describe('SubscriptionPage', () => {
  it('offers a free member Pro as the main choice, with its free trial, and Business beside it', async () => {
    renderPage(subscription());
    expect((await currentPlan()).getByText('Free')).toBeTruthy();
    expect(screen.getByTestId('plan-free').getAttribute('aria-current')).toBe('true');
    expect(planButtons().map((b) => b.textContent)).toEqual(['Your current plan', 'Upgrade to Pro', 'Upgrade to Business']);
    expect((planCard('free').getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(isMain(planCard('pro').getByRole('button'))).toBe(true);
    expect(isMain(planCard('business').getByRole('button'))).toBe(false);
    expect(planCard('pro').getByText('Includes 3-month free trial')).toBeTruthy();
    expect(planCard('business').getByText('Includes 3-month free trial')).toBeTruthy();
    expect(within(screen.getByTestId('upgrade-banner')).getByText(/Includes 3-month free trial\./)).toBeTruthy();
  });

  it("shows a member this month's usage against their plan's limits", async () => {
    renderPage(subscription());
    const usage = within(await screen.findByTestId('plan-usage'));
    expect(usage.getByRole('progressbar', { name: 'Job applications' }).getAttribute('aria-valuenow')).toBe('3');
    expect(usage.getByText('3/10')).toBeTruthy();
    expect(usage.getByText('1/5')).toBeTruthy();
  });

  it('offers a Pro member Business as the main choice and Free as a plain switch, with the renewal date', async () => {
    renderPage(subscription({ tier: 'pro', currentPeriodEnd: '2026-12-14T10:00:00.000Z', hasBillingAccount: true, trialAvailable: false }));
    expect((await currentPlan()).getByText('Renews on 14 December 2026 at £14.99/month.')).toBeTruthy();
    expect(screen.getByTestId('plan-pro').getAttribute('aria-current')).toBe('true');
    expect(planButtons().map((b) => b.textContent)).toEqual(['Switch to Free', 'Your current plan', 'Upgrade to Business']);
    expect(isMain(planCard('business').getByRole('button'))).toBe(true);
    expect(isMain(planCard('free').getByRole('button'))).toBe(false);
    // A member who has had a paid period gets no second trial.
    expect(screen.queryByText(/free trial/)).toBeNull();
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
    expect((await currentPlan()).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });

  it('never dresses a lower plan as the main choice for a Business member', async () => {
    renderPage(subscription({ tier: 'business', currentPeriodEnd: '2026-12-14T10:00:00.000Z', trialAvailable: false }));
    expect((await currentPlan()).getByText('Business')).toBeTruthy();
    expect(planButtons().map((b) => b.textContent)).toEqual(['Switch to Free', 'Switch to Pro', 'Your current plan']);
    expect(planButtons().filter(isMain)).toEqual([]);
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });

  it('tells a member on a trial when it ends and what they pay after', async () => {
    renderPage(
      subscription({
        tier: 'pro',
        status: 'trialing',
        trialEndsAt: '2027-03-01T12:00:00.000Z',
        currentPeriodEnd: '2027-03-01T12:00:00.000Z',
        trialAvailable: false,
      }),
    );
    expect((await currentPlan()).getByText('Free trial until 1 March 2027, then £14.99/month.')).toBeTruthy();
    expect(planCard('pro').getByRole('button').textContent).toBe('Your current plan');
  });

  it("upgrades in test mode: asks for Pro, shows the reply's words on the page at once, then reloads", async () => {
    const navigation = watchNavigation();
    const { api, user } = renderPage(subscription({ testMode: true, trialAvailable: false }));
    api.on('POST', '/api/create-checkout-session', { testMode: true, message: 'You are now on Pro (test mode, nothing was charged).' });
    await currentPlan();
    // Test mode offers no trial, and the page still states the plan's.
    expect(planCard('pro').getByText('Includes 3-month free trial')).toBeTruthy();
    await user.click(planCard('pro').getByRole('button', { name: 'Upgrade to Pro' }));
    const notice = within(await screen.findByTestId('test-mode-notice'));
    expect(notice.getByText('Subscription Updated')).toBeTruthy();
    expect(notice.getByText(/You are now on Pro \(test mode, nothing was charged\)\. The page reloads in a moment\./)).toBeTruthy();
    expect(api.requestsTo('POST', '/api/create-checkout-session').map((r) => r.body)).toEqual([{ subscriptionTier: 'pro' }]);
    expect(navigation.attempts()).toBe(0);
    await waitFor(() => expect(navigation.attempts()).toBe(1));
    navigation.restore();
  });

  it('says checkout could not start when the server refuses, and lets the member try again', async () => {
    const { api, user } = renderPage(subscription());
    api.on('POST', '/api/create-checkout-session', { message: 'Stripe is down' }, 502);
    await currentPlan();
    await user.click(planCard('business').getByRole('button', { name: 'Upgrade to Business' }));
    expect(await screen.findByText('Failed to start checkout process. Please try again.')).toBeTruthy();
    await waitFor(() => expect((planCard('business').getByRole('button') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('test-mode-notice')).toBeNull();
  });

  it('moves a Pro member to Free directly, without checkout, and shows the reply', async () => {
    const plan = subscription({ tier: 'pro', currentPeriodEnd: '2026-12-14T10:00:00.000Z', trialAvailable: false });
    const { api, user } = renderPage(plan);
    api.on('POST', '/api/user/subscription', { message: 'Your plan moves to Free on 14 December 2026.', subscription: { ...plan, cancelAtPeriodEnd: true } });
    await currentPlan();
    await user.click(planCard('free').getByRole('button', { name: 'Switch to Free' }));
    expect(await screen.findByText('Your plan moves to Free on 14 December 2026.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/user/subscription').map((r) => r.body)).toEqual([{ subscriptionTier: 'free' }]);
    expect(api.requestsTo('POST', '/api/create-checkout-session')).toHaveLength(0);
  });
});
