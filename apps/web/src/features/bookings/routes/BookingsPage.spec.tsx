import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeWebSocket } from '@/test/fake-websocket';
import { renderWithProviders } from '@/test/render';
import { bookingView } from '../booking-fixture';
import { BookingsPage } from './BookingsPage';

function renderPage(route = '/bookings') {
  return renderWithProviders(<BookingsPage />, {
    user: { id: 2 },
    route,
    history: 'browser',
    api: (api) =>
      api.on('GET', '/api/bookings', (request) => ({
        body: request.search.get('as') === 'musician' && request.search.get('view') === 'upcoming' ? [bookingView({ viewerSide: 'musician' })] : [],
      })),
  });
}

const listRequests = (api: ReturnType<typeof renderPage>['api']) =>
  api.requestsTo('GET', '/api/bookings').map((r) => `${r.search.get('as')}/${r.search.get('view')}`);

describe('BookingsPage', () => {
  it('shows the musician’s upcoming bookings as cards, and keeps the side and the view in the URL', async () => {
    const { api, user, location } = renderPage();
    const card = within(await screen.findByTestId('booking-card'));
    expect(card.getByRole('link', { name: 'Dep keys' }).getAttribute('href')).toBe('/bookings/7');
    // The London date and call time, with the year as it is not this one's.
    expect(card.getByText(/^\w{3} 17 Jul \d{4}, 19:00$/)).toBeTruthy();
    expect(card.getByText('£250.00 per gig')).toBeTruthy();
    expect(card.getByText('The Grand, YO1 9TL')).toBeTruthy();
    expect(card.getByText('Alex Player')).toBeTruthy();
    expect(card.getByTestId('booking-status').textContent).toBe('Confirmed');

    await user.click(screen.getByRole('tab', { name: 'As a hirer' }));
    await waitFor(() => expect(location()).toBe('/bookings?as=hirer'));
    expect(await screen.findByText('No bookings coming up')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Offers' }));
    await waitFor(() => expect(location()).toBe('/bookings?as=hirer&view=offers'));
    expect(await screen.findByText('No offers out')).toBeTruthy();
    expect(listRequests(api)).toEqual(['musician/upcoming', 'hirer/upcoming', 'hirer/offers']);
  });

  it('reads the list again when a notification arrives over the socket', async () => {
    const { api } = renderPage();
    await screen.findByTestId('booking-card');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.deliver({ type: 'ready', data: { memberId: 2 } } as never));
    const before = api.requestsTo('GET', '/api/bookings').length;
    act(() =>
      socket.deliver({
        type: 'notification.created',
        data: { id: 40, type: 'other', message: 'Alex Player offered you a booking', relatedId: 8, createdAt: new Date().toISOString() },
      }),
    );
    await waitFor(() => expect(api.requestsTo('GET', '/api/bookings').length).toBeGreaterThan(before));
  });
});
