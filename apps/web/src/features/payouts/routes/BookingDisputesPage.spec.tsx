import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { BookingDisputesPage } from './BookingDisputesPage';

const dispute = {
  bookingId: 12,
  kind: 'deposit',
  amountPence: 5_000,
  status: 'open',
  hirerId: 4,
  musicianId: null,
  role: 'Dep keys',
  startsAt: '2027-07-17T18:00:00.000Z',
  openedAt: '2026-11-29T09:00:00.000Z',
};

function renderPage(api: (fake: FakeApi) => void, route = '/payments/disputes') {
  return renderWithProviders(<BookingDisputesPage />, { user: { id: 1 }, route, path: '/payments/disputes', api });
}

// The payments team's queue (docs/bookings.md § Money): the team sees disputed payments by status; anyone else is told
// it is the team's.
describe('BookingDisputesPage', () => {
  it('lists the open disputes for the payments team, and the status tab is in the URL', async () => {
    const { user, location } = renderPage((fake) => fake.on('GET', '/api/billing/booking-disputes', [dispute]));
    const row = await screen.findByTestId('booking-dispute');
    expect(row.textContent).toContain('Deposit of booking 12 · £50.00');
    expect(row.textContent).toContain('hirer member 4, musician former member');
    expect(screen.getByTestId('disputes-count').textContent).toBe('1 dispute');
    await user.click(screen.getByRole('tab', { name: 'Won' }));
    expect(location()).toBe('/payments/disputes?status=won');
  });

  it('tells a member who is not on the payments team that it is theirs', async () => {
    renderPage((fake) =>
      fake.on('GET', '/api/billing/booking-disputes', { message: 'Disputes are for the payments team', code: 'BOOKING_DISPUTES_STAFF_ONLY' }, 403),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes are for the payments team' })).toBeTruthy();
  });
});
