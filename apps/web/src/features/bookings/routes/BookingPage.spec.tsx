import { beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { bookingView } from '../booking-fixture';
import { BookingPage } from './BookingPage';

const quote = (feeDuePence: number, percentDue = 100) => ({
  by: 'hirer',
  daysBefore: 40,
  percentDue,
  feeDuePence,
  terms: [{ daysBefore: 0, percentDue: 100 }],
});

// The member signed in: by default Alex Player (1), the fixture's hirer.
function renderPage(api: (fake: FakeApi) => void, route = '/bookings/7', user: { id: number } = { id: 1 }) {
  return renderWithProviders(<BookingPage />, { user, route, path: '/bookings/:id', api });
}

const grandHotel = { id: 9, name: 'The Grand Hotel', profileImage: null };

describe('BookingPage', () => {
  beforeAll(async () => {
    await import('@/components/ui/dialog-parts');
  }, 60_000);

  it('shows the terms and the timeline, and the musician accepts an offer', async () => {
    const offer = bookingView({
      status: 'offered',
      viewerSide: 'musician',
      timeline: [{ status: 'offered', at: '2026-11-01T12:00:00.000Z', byId: 1, note: null }],
    });
    const { api, user } = renderPage((fake) => fake.on('GET', '/api/bookings/7', offer), '/bookings/7', { id: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dep keys' })).toBeTruthy();
    expect(screen.getByTestId('booking-cancellation-terms').textContent).toBe('Full fee due once confirmed (Musicians’ Union standard)');
    expect(screen.getByTestId('booking-timeline').textContent).toContain('Offered by Alex Player');
    expect(screen.queryByRole('button', { name: 'Withdraw offer' })).toBeNull();
    api.on('POST', '/api/bookings/7/accept', bookingView({ viewerSide: 'musician' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Confirmed'));
    expect(screen.getByTestId('booking-timeline').textContent).toContain('Accepted by you');
    expect(api.requestsTo('POST', '/api/bookings/7/accept')).toHaveLength(1);
  });

  it('shows what cancelling makes due, sends that figure, and asks again when it has changed', async () => {
    const { api, user } = renderPage((fake) => fake.on('GET', '/api/bookings/7', bookingView()).on('GET', '/api/bookings/7/cancellation', quote(25_000)));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    await waitFor(() => expect(dialog.getByTestId('cancellation-quote').textContent).toContain('Cancelling now: £250.00 of the fee is due to Sam Taylor.'));

    // Midnight passed: the server refuses the old figure, and the screen shows the new one.
    api.once('POST', '/api/bookings/7/cancel', { message: BOOKING_MESSAGES.dueChanged, code: 'BOOKING_DUE_CHANGED' }, 409);
    api.on('GET', '/api/bookings/7/cancellation', quote(12_500, 50));
    await user.type(dialog.getByLabelText(/^Reason/), 'Venue closed');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(dialog.getByTestId('cancel-problem').textContent).toContain(BOOKING_MESSAGES.dueChanged));
    await waitFor(() => expect(dialog.getByTestId('cancellation-quote').textContent).toContain('£125.00'));
    expect(api.requestsTo('POST', '/api/bookings/7/cancel')[0]?.body).toEqual({ feeDuePence: 25_000, reason: 'Venue closed' });

    api.on('POST', '/api/bookings/7/cancel', bookingView({ status: 'cancelled', cancelledBy: 'hirer', feeDuePence: 12_500 }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requestsTo('POST', '/api/bookings/7/cancel')[1]?.body).toEqual({ feeDuePence: 12_500, reason: 'Venue closed' });
    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('says nothing is due when nothing is', async () => {
    const { user } = renderPage((fake) => fake.on('GET', '/api/bookings/7', bookingView()).on('GET', '/api/bookings/7/cancellation', quote(0, 0)));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    await waitFor(() => expect(dialog.getByTestId('cancellation-quote').textContent).toBe('Cancelling now: nothing is due.'));
  });

  it('answers a booking that is not the member’s with not found', async () => {
    renderPage((fake) => fake.on('GET', '/api/bookings/7', { message: BOOKING_MESSAGES.notFound, code: 'BOOKING_NOT_FOUND' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: BOOKING_MESSAGES.notFound })).toBeTruthy();
  });

  it('opened from a business’s bookings, reads and withdraws as the business', async () => {
    const offer = bookingView({ status: 'offered', hirer: grandHotel, offeredById: 1 });
    const { api, user } = renderPage(
      (fake) =>
        fake
          .on('GET', '/api/bookings/7', (request) =>
            request.headers.get('x-act-as') === '9'
              ? { body: offer }
              : { status: 404, body: { message: BOOKING_MESSAGES.notFound, code: 'BOOKING_NOT_FOUND' } },
          )
          .on('POST', '/api/bookings/7/withdraw', bookingView({ status: 'withdrawn', hirer: grandHotel })),
      '/bookings/7?for=9',
      { id: 41 },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dep keys' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'The Grand Hotel’s bookings' });
    expect(back.getAttribute('href')).toBe('/bookings?as=hirer&for=9');
    // Offered by another of its team: the business's move, to this admin.
    expect(screen.getByTestId('booking-timeline').textContent).toContain('Offered by The Grand Hotel');
    await user.click(screen.getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Withdrawn'));
    expect(api.requestsTo('POST', '/api/bookings/7/withdraw')[0]?.headers.get('x-act-as')).toBe('9');
  });

  it('cancels as the business, asking what is due as the business too', async () => {
    const { api, user } = renderPage(
      (fake) =>
        fake
          .on('GET', '/api/bookings/7', bookingView({ hirer: grandHotel }))
          .on('GET', '/api/bookings/7/cancellation', quote(25_000))
          .on('POST', '/api/bookings/7/cancel', bookingView({ status: 'cancelled', cancelledBy: 'hirer', feeDuePence: 25_000, hirer: grandHotel })),
      '/bookings/7?for=9',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this booking?' }));
    await waitFor(() => expect(dialog.getByTestId('cancellation-quote').textContent).toContain('£250.00'));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.getByTestId('booking-status').textContent).toBe('Cancelled'));
    expect(api.requestsTo('GET', '/api/bookings/7/cancellation')[0]?.headers.get('x-act-as')).toBe('9');
    expect(api.requestsTo('POST', '/api/bookings/7/cancel')[0]?.headers.get('x-act-as')).toBe('9');
    expect(api.requestsTo('GET', '/api/bookings/7').every((request) => request.headers.get('x-act-as') === '9')).toBe(true);
  });

  it('raises an issue as the business', async () => {
    const ended = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const completed = bookingView({ status: 'completed', hirer: grandHotel, startsAt: ended, endsAt: ended });
    const { api, user } = renderPage(
      (fake) =>
        fake
          .on('GET', '/api/bookings/7', completed)
          .on('POST', '/api/bookings/7/issue', { ...completed, issue: { byId: 1, text: 'Late', at: new Date().toISOString() } }),
      '/bookings/7?for=9',
    );
    await user.click(await screen.findByRole('button', { name: 'Raise an issue' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Raise an issue' }));
    await user.type(dialog.getByLabelText('What went wrong'), 'Late');
    await user.click(dialog.getByRole('button', { name: 'Raise issue' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Raise an issue' })).toBeNull());
    expect(api.requestsTo('POST', '/api/bookings/7/issue')[0]?.headers.get('x-act-as')).toBe('9');
  });

  it('says why when acting for the business is refused', async () => {
    const refused = "Team features are paused because this business's Business plan has ended. Nothing has been deleted.";
    renderPage((fake) => fake.on('GET', '/api/bookings/7', { message: refused, code: 'TEAM_SUSPENDED' }, 403), '/bookings/7?for=9');
    expect(await screen.findByRole('heading', { level: 1, name: 'This business’s booking isn’t available' })).toBeTruthy();
    expect(screen.getByText(refused)).toBeTruthy();
  });
});
