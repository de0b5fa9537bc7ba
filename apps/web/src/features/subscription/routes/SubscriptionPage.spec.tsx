import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { BillingSubscription, SubscriptionTier } from '@stave/contracts';
import type { FakeApi } from '@/test/fake-api';
import { watchNavigation } from '@/test/navigation';
import { renderWithProviders } from '@/test/render';
import { SubscriptionPage } from './SubscriptionPage';

const plan = (tier: SubscriptionTier, overrides: Partial<BillingSubscription> = {}): BillingSubscription => ({
  tier,
  status: tier === 'free' ? 'none' : 'active',
  trialEndsAt: null,
  currentPeriodEnd: tier === 'free' ? null : '2026-12-28T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceUntil: null,
  trialAvailable: tier === 'free',
  hasBillingAccount: tier !== 'free',
  testMode: false,
  ...overrides,
});

const renderPage = (tier: SubscriptionTier, subscription = plan(tier), route = '/subscription', more?: (api: FakeApi) => void) =>
  renderWithProviders(<SubscriptionPage />, {
    user: { subscriptionTier: tier },
    route,
    path: '/subscription',
    api: (api) => {
      api.on('GET', '/api/billing/subscription', subscription);
      api.on('GET', '/api/billing/usage', { period: '2026-11', usage: [] });
      more?.(api);
    },
  });

const card = (tier: SubscriptionTier) => screen.getByTestId(`plan-${tier}`);
const currentPlan = async () => within(await screen.findByTestId('current-plan'));
// The plan cards' buttons, in the page's order (Free, Pro, Business).
const planButtons = () => within(screen.getByRole('region', { name: 'Plans' })).getAllByRole('button');
// The main choice is in the brand colour; any other is a plain outline.
const isMain = (button: HTMLElement) => button.classList.contains('bg-brand');

describe('SubscriptionPage', () => {
  it('offers a free member Pro with its price and its trial, and marks Free as their plan', async () => {
    renderPage('free');
    const banner = await screen.findByTestId('upgrade-banner');
    expect(banner.textContent).toContain('Upgrade to Pro - £14.99/month');
    await waitFor(() => expect(banner.textContent).toContain('Includes 3-month free trial'));
    expect(card('free').getAttribute('aria-current')).toBe('true');
    expect(within(card('free')).getByRole('button', { name: 'Your current plan' })).toHaveProperty('disabled', true);
    expect(within(card('pro')).getByText('Includes 3-month free trial')).toBeTruthy();
    expect(within(card('pro')).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(within(card('business')).getByRole('button', { name: 'Upgrade to Business' })).toBeTruthy();
    // The next plan up is the main choice.
    expect(planButtons().map(isMain)).toEqual([false, true, false]);
  });

  it("never puts a downgrade first for a Business member: no upgrade banner, and Pro is only 'Switch to Pro' in outline", async () => {
    renderPage('business');
    await waitFor(() => expect(card('business').getAttribute('aria-current')).toBe('true'));
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
    const switchToPro = within(card('pro')).getByRole('button', { name: 'Switch to Pro' });
    // The main choice is an upgrade only: there is none above Business, so no card is drawn as the one to pick.
    expect(switchToPro.className).not.toContain('bg-brand');
    expect(planButtons().map((button) => button.textContent)).toEqual(['Switch to Free', 'Switch to Pro', 'Your current plan']);
    expect(planButtons().filter(isMain)).toEqual([]);
    expect(within(card('pro')).queryByText(/free trial/)).toBeNull();
  });

  it('back from Checkout: says the payment went through, reads the plan from the provider with the session, and drops the session from the address', async () => {
    const pro = plan('pro', { trialAvailable: false });
    const { api, location } = renderPage('free', plan('free'), '/subscription?success=true&session_id=cs_test_123', (fake) =>
      fake.on('POST', '/api/billing/sync', () => {
        // From now on the account has the plan the provider answered with.
        fake.on('GET', '/api/billing/subscription', pro);
        return { body: pro };
      }),
    );
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    await waitFor(() => expect(api.requestsTo('POST', '/api/billing/sync').map((r) => r.body)).toEqual([{ sessionId: 'cs_test_123' }]));
    await waitFor(() => expect(location()).toBe('/subscription?success=true'));
    // The plan the provider answered is the one shown.
    await waitFor(() => expect(card('pro').getAttribute('aria-current')).toBe('true'));
  });

  it('says a cancelled Checkout took no payment, and the banner can be dismissed', async () => {
    const { user, location } = renderPage('free', plan('free'), '/subscription?canceled=true');
    expect(await screen.findByText('No payment was taken. Choose a plan whenever you are ready.', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/No payment was taken/)).toBeNull();
    expect(location()).toBe('/subscription');
  });

  it("shows this month's usage against the plan's limits", async () => {
    renderPage('free', plan('free'), '/subscription', (api) =>
      api.on('GET', '/api/billing/usage', {
        applications: { currentCount: 3, limit: 10 },
        newConversations: { currentCount: 1, limit: 5 },
        resetsAt: '2026-12-01T00:00:00.000Z',
      }),
    );
    const usage = within(await screen.findByTestId('plan-usage'));
    expect(usage.getByRole('progressbar', { name: 'Job applications' }).getAttribute('aria-valuenow')).toBe('3');
    expect(usage.getByText('3/10')).toBeTruthy();
    expect(usage.getByText('1/5')).toBeTruthy();
  });

  it('offers a Pro member Business as the main choice and Free as a plain switch, with the renewal date', async () => {
    renderPage('pro', plan('pro', { currentPeriodEnd: '2026-12-14T10:00:00.000Z' }));
    expect((await currentPlan()).getByText('Renews on 14 December 2026 at £14.99/month.')).toBeTruthy();
    expect(card('pro').getAttribute('aria-current')).toBe('true');
    expect(planButtons().map((button) => button.textContent)).toEqual(['Switch to Free', 'Your current plan', 'Upgrade to Business']);
    expect(planButtons().map(isMain)).toEqual([false, false, true]);
    // A member who has had a paid period gets no second trial.
    expect(screen.queryByText(/free trial/)).toBeNull();
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
    expect((await currentPlan()).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });

  it('tells a member on a trial when it ends and what they pay after', async () => {
    renderPage('pro', plan('pro', { status: 'trialing', trialEndsAt: '2027-03-01T12:00:00.000Z', currentPeriodEnd: '2027-03-01T12:00:00.000Z' }));
    expect((await currentPlan()).getByText('Free trial until 1 March 2027, then £14.99/month.')).toBeTruthy();
    expect(within(card('pro')).getByRole('button').textContent).toBe('Your current plan');
  });

  it("upgrades in test mode: asks for Pro, shows the reply's words on the page at once, then reloads", async () => {
    const navigation = watchNavigation();
    const { api, user } = renderPage('free', plan('free', { testMode: true, trialAvailable: false }), '/subscription', (fake) =>
      fake.on('POST', '/api/create-checkout-session', { testMode: true, message: 'You are now on Pro (test mode, nothing was charged).' }),
    );
    await currentPlan();
    // Test mode offers no trial, and the page still states the plan's.
    expect(within(card('pro')).getByText('Includes 3-month free trial')).toBeTruthy();
    await user.click(within(card('pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    const notice = within(await screen.findByTestId('test-mode-notice'));
    expect(notice.getByText('Subscription Updated')).toBeTruthy();
    expect(notice.getByText(/You are now on Pro \(test mode, nothing was charged\)\. The page reloads in a moment\./)).toBeTruthy();
    expect(api.requestsTo('POST', '/api/create-checkout-session').map((r) => r.body)).toEqual([{ subscriptionTier: 'pro' }]);
    expect(navigation.attempts()).toBe(0);
    await waitFor(() => expect(navigation.attempts()).toBe(1));
    navigation.restore();
  });

  it('says checkout could not start when the server refuses, and lets the member try again', async () => {
    const { user } = renderPage('free', plan('free'), '/subscription', (api) =>
      api.on('POST', '/api/create-checkout-session', { message: 'Stripe is down' }, 502),
    );
    await currentPlan();
    await user.click(within(card('business')).getByRole('button', { name: 'Upgrade to Business' }));
    expect(await screen.findByText('Failed to start checkout process. Please try again.')).toBeTruthy();
    await waitFor(() => expect(within(card('business')).getByRole('button')).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('test-mode-notice')).toBeNull();
  });

  it('moves a Pro member to Free directly, without checkout, and shows the reply', async () => {
    const pro = plan('pro', { currentPeriodEnd: '2026-12-14T10:00:00.000Z' });
    const { api, user } = renderPage('pro', pro, '/subscription', (fake) =>
      fake.on('POST', '/api/user/subscription', { message: 'Your plan moves to Free on 14 December 2026.', subscription: { ...pro, cancelAtPeriodEnd: true } }),
    );
    await currentPlan();
    await user.click(within(card('free')).getByRole('button', { name: 'Switch to Free' }));
    expect(await screen.findByText('Your plan moves to Free on 14 December 2026.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/user/subscription').map((r) => r.body)).toEqual([{ subscriptionTier: 'free' }]);
    expect(api.requestsTo('POST', '/api/create-checkout-session')).toHaveLength(0);
  });
});
