import { describe, expect, it } from '@jest/globals';
import type { BookingCharge, BookingPayment } from '@stave/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { bookingView } from '../booking-fixture';
import { BookingPage } from '../routes/BookingPage';

const deposit = (overrides: Partial<BookingCharge> = {}): BookingCharge => ({
  kind: 'deposit',
  status: 'due',
  amountPence: 5_000,
  bookingFeePence: 250,
  totalPence: 5_250,
  refundedPence: 0,
  dueAt: null,
  paidAt: null,
  failure: null,
  disputed: null,
  ...overrides,
});
const payment = (overrides: Partial<BookingPayment> = {}): BookingPayment => ({
  bookingId: 7,
  payeeReady: true,
  bookingFeePercent: 5,
  charges: [deposit()],
  paidPence: 0,
  cardSaved: false,
  ...overrides,
});
const accepted = (viewerSide: 'hirer' | 'musician' = 'hirer') => bookingView({ status: 'accepted', depositPence: 5_000, viewerSide });

function renderPage(api: (fake: FakeApi) => void, route = '/bookings/7', user = { id: 1 }) {
  return renderWithProviders(<BookingPage />, { user, route, path: '/bookings/:id', api });
}

// The booking's money on its page (docs/bookings.md § Screens): the hirer pays on Stripe's page, the musician is sent to
// set up payouts, and the return from Stripe is read from billing.
describe('BookingMoney', () => {
  it('shows the hirer the deposit with Stave’s fee on top and opens the payment page', async () => {
    const { api, user } = renderPage((fake) =>
      fake
        .on('GET', '/api/bookings/7', accepted())
        .on('GET', '/api/billing/bookings/7/payment', payment())
        .on('POST', '/api/billing/bookings/7/pay', { url: 'http://127.0.0.1:1/checkout/cs_1' }),
    );
    const row = await screen.findByTestId('booking-charge-deposit');
    expect(row.textContent).toContain('Deposit · £52.50');
    expect(row.textContent).toContain('£50.00 to Sam Taylor + £2.50 Stave booking fee');
    expect(row.textContent).toContain('Due: pay it here');
    await user.click(screen.getByRole('button', { name: 'Pay deposit · £52.50' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/billing/bookings/7/pay')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/billing/bookings/7/pay')[0]?.body).toEqual({ charge: 'deposit' });
  });

  it('sends the musician to set up payouts while Stripe cannot pay them, and offers the hirer no way to pay', async () => {
    renderPage(
      (fake) => fake.on('GET', '/api/bookings/7', accepted('musician')).on('GET', '/api/billing/bookings/7/payment', payment({ payeeReady: false })),
      '/bookings/7',
      { id: 2 },
    );
    const setUp = await screen.findByRole('link', { name: 'Set up payouts' });
    expect(setUp.getAttribute('href')).toBe('/settings/payouts');
    expect(screen.getByTestId('booking-charge-deposit').textContent).toContain('£50.00 to you');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('reads the payment from billing on the return from Stripe, says so, and cleans the address', async () => {
    const paid = payment({ charges: [deposit({ status: 'paid', paidAt: new Date().toISOString() })], paidPence: 5_000, cardSaved: true });
    const { api, location } = renderPage(
      (fake) =>
        fake
          .on('GET', '/api/bookings/7', bookingView({ depositPence: 5_000 }))
          .on('GET', '/api/billing/bookings/7/payment', paid)
          .on('POST', '/api/billing/bookings/7/payment/sync', paid),
      '/bookings/7?payment=return&session_id=cs_1',
    );
    await waitFor(() => expect(location()).toBe('/bookings/7'));
    expect(api.requestsTo('POST', '/api/billing/bookings/7/payment/sync')[0]?.body).toEqual({ sessionId: 'cs_1' });
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect((await screen.findByTestId('booking-charge-deposit')).textContent).toContain('Paid');
  });
});
