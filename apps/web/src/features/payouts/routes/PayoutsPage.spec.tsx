import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { PayoutAccount } from '@stave/contracts';
import type { FakeApi } from '@/test/fake-api';
import { watchNavigation } from '@/test/navigation';
import { renderWithProviders } from '@/test/render';
import { PayoutsPage } from './PayoutsPage';

const NONE: PayoutAccount['requirements'] = { currentlyDue: [], pastDue: [], pendingVerification: [], currentDeadline: null, disabledReason: null };
const account = (overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  status: 'none',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirements: NONE,
  updatedAt: null,
  ...overrides,
});

const renderPage = (route: string, more: (api: FakeApi) => void) =>
  renderWithProviders(<PayoutsPage />, { user: {}, route, path: '/settings/payouts', history: 'browser', api: more });
const status = async () => (await screen.findByTestId('payouts-status')).textContent;

describe('PayoutsPage', () => {
  it('says plainly what Stripe still needs, overdue first, and sends the member to a fresh onboarding page', async () => {
    const navigation = watchNavigation();
    const restricted = account({
      status: 'restricted',
      detailsSubmitted: true,
      requirements: { ...NONE, currentlyDue: ['external_account'], pastDue: ['individual.verification.document'], currentDeadline: '2027-01-15T00:00:00.000Z' },
    });
    const { api, user } = renderPage('/settings/payouts', (fake) => {
      fake.on('GET', '/api/billing/payouts', restricted);
      fake.on('POST', '/api/billing/payouts/onboarding', { url: 'https://connect.stripe.test/onboarding/abc', expiresAt: '2027-01-01T00:05:00.000Z' });
    });
    expect(await status()).toBe('Action needed');
    expect(
      within(screen.getByTestId('payouts-requirements'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A photo ID', 'A bank account for payouts']);
    expect(screen.getByText('Stripe still needs by 15 January 2027:')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue with Stripe' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/billing/payouts/onboarding')).toHaveLength(1));
    await waitFor(() => expect(navigation.attempts()).toBe(1));
    navigation.restore();
  });

  it('reads the account from Stripe on the way back, whatever the return says, once', async () => {
    const { api } = renderPage('/settings/payouts?return=true', (fake) => {
      fake.on('GET', '/api/billing/payouts', account({ status: 'onboarding' }));
      fake.on('POST', '/api/billing/payouts/sync', account({ status: 'active', chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true }));
    });
    await waitFor(async () => expect(await status()).toBe('Ready to be paid'));
    expect(api.requestsTo('POST', '/api/billing/payouts/sync')).toHaveLength(1);
    expect(window.location.search).toBe('');
  });

  it('says so when this server has no payment provider', async () => {
    const { user } = renderPage('/settings/payouts', (fake) => {
      fake.on('GET', '/api/billing/payouts', account());
      fake.on(
        'POST',
        '/api/billing/payouts/onboarding',
        { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Payments are unavailable just now. Please try again.' },
        503,
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('Payouts aren’t available here')).toBeTruthy();
  });
});
