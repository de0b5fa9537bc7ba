import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { BillingSubscription, SubscriptionTier } from '@stave/contracts';
import type { FakeApi } from '@/test/fake-api';
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
  });

  it("never puts a downgrade first for a Business member: no upgrade banner, and Pro is only 'Switch to Pro' in outline", async () => {
    renderPage('business');
    await waitFor(() => expect(card('business').getAttribute('aria-current')).toBe('true'));
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
    const switchToPro = within(card('pro')).getByRole('button', { name: 'Switch to Pro' });
    // The main choice is an upgrade only: there is none above Business, so no card is drawn as the one to pick.
    expect(switchToPro.className).not.toContain('bg-brand');
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
});
