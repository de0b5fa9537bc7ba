import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeWebSocket } from '@/test/fake-websocket';
import { renderWithProviders } from '@/test/render';
import { bookingView, memberships, teamMembership } from '../booking-fixture';
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

  describe('a business’s bookings', () => {
    // Alex is an admin on The Grand Hotel's team (9) and a member on another's (10): only the first is theirs to manage.
    function renderAdmin(route = '/bookings?as=hirer', list?: (actingFor: string | null) => { status?: number; body: unknown }) {
      return renderWithProviders(<BookingsPage />, {
        user: { id: 2 },
        route,
        history: 'browser',
        api: (api) =>
          api
            .on(
              'GET',
              '/api/teams/memberships',
              memberships(
                teamMembership(),
                teamMembership({ id: 4, role: 'member', business: { id: 10, username: 'pier', name: 'Pier Bar', profileImage: null } }),
              ),
            )
            .on('GET', '/api/bookings', (request) => {
              const actingFor = request.headers.get('x-act-as');
              if (list) return list(actingFor);
              return {
                body:
                  request.search.get('as') !== 'hirer'
                    ? []
                    : actingFor === '9'
                      ? [bookingView({ id: 21, role: 'Function band', hirer: { id: 9, name: 'The Grand Hotel', profileImage: null } })]
                      : [bookingView({ id: 7, role: 'Dep keys' })],
              };
            }),
      });
    }

    it('switches the hirer’s tab to the business, keeps it in the URL and sends it as x-act-as', async () => {
      const { api, user, location } = renderAdmin();
      const own = within(await screen.findByTestId('booking-card'));
      expect(own.getByRole('link', { name: 'Dep keys' }).getAttribute('href')).toBe('/bookings/7');
      const switcher = within(screen.getByTestId('hirer-switcher'));
      // The member role does not manage the business's bookings: no Pier Bar.
      expect(switcher.getAllByRole('button').map((button) => button.textContent)).toEqual(['You', 'The Grand Hotel']);
      expect(switcher.getByRole('button', { name: 'You' }).getAttribute('aria-pressed')).toBe('true');

      await user.click(switcher.getByRole('button', { name: 'The Grand Hotel' }));
      await waitFor(() => expect(location()).toBe('/bookings?as=hirer&for=9'));
      const business = within(await screen.findByTestId('booking-card'));
      // The booking opens as the business too.
      expect(business.getByRole('link', { name: 'Function band' }).getAttribute('href')).toBe('/bookings/21?for=9');
      expect(screen.getByRole('list', { name: 'Bookings The Grand Hotel made' })).toBeTruthy();

      // Another view keeps the business; each list asked for it.
      await user.click(screen.getByRole('tab', { name: 'Offers' }));
      await waitFor(() => expect(location()).toBe('/bookings?as=hirer&view=offers&for=9'));
      await waitFor(() => expect(api.requestsTo('GET', '/api/bookings')).toHaveLength(3));
      const sent = api.requestsTo('GET', '/api/bookings').map((r) => `${r.search.get('view')}:${r.headers.get('x-act-as') ?? 'own'}`);
      expect(sent).toEqual(['upcoming:own', 'upcoming:9', 'offers:9']);

      // Back to their own: never the business's cached list, and no header.
      await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
      await user.click(within(screen.getByTestId('hirer-switcher')).getByRole('button', { name: 'You' }));
      await waitFor(() => expect(location()).toBe('/bookings?as=hirer'));
      expect(within(await screen.findByTestId('booking-card')).getByRole('link', { name: 'Dep keys' })).toBeTruthy();
      expect(screen.queryByText('Function band')).toBeNull();

      // The musician's side is always the member's own.
      await user.click(screen.getByRole('tab', { name: 'As a musician' }));
      await waitFor(() => expect(location()).toBe('/bookings'));
      expect(screen.queryByTestId('hirer-switcher')).toBeNull();
      await waitFor(() => expect(api.requestsTo('GET', '/api/bookings').at(-1)?.search.get('as')).toBe('musician'));
      expect(api.requestsTo('GET', '/api/bookings').at(-1)?.headers.get('x-act-as')).toBeNull();
    });

    it('says so when the business’s bookings are refused, with the way back to the member’s own', async () => {
      const refused = "Your role on this business's team doesn't allow that. Ask its owner or an admin.";
      const { user, location } = renderAdmin('/bookings?as=hirer&for=9', (actingFor) =>
        actingFor ? { status: 403, body: { message: refused, code: 'TEAM_ROLE_FORBIDDEN' } } : { body: [] },
      );
      expect(await screen.findByText('The Grand Hotel’s bookings aren’t available')).toBeTruthy();
      expect(screen.getByText(refused)).toBeTruthy();
      await user.click(screen.getByRole('link', { name: 'Your bookings' }));
      await waitFor(() => expect(location()).toBe('/bookings?as=hirer'));
      expect(await screen.findByText('No bookings coming up')).toBeTruthy();
    });

    it('offers no switcher to a member who manages no business', async () => {
      renderPage('/bookings?as=hirer');
      expect(await screen.findByText('No bookings coming up')).toBeTruthy();
      expect(screen.queryByTestId('hirer-switcher')).toBeNull();
    });
  });
});
