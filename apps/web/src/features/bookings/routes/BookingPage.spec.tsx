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

function renderPage(api: (fake: FakeApi) => void) {
  return renderWithProviders(<BookingPage />, { user: {}, route: '/bookings/7', path: '/bookings/:id', api });
}

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
    const { api, user } = renderPage((fake) => fake.on('GET', '/api/bookings/7', offer));
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
});
