import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { EventsPage } from './EventsPage';

const noEvents = (api: FakeApi) => api.on('GET', '/api/events', []);
const lastEventsQuery = (api: FakeApi) => api.requestsTo('GET', '/api/events').at(-1)?.search;
const filters = () => screen.getByRole('search', { name: 'Filter events' });

describe('EventsPage filters', () => {
  it('asks for the region chosen, keeping the other filters in the address', async () => {
    const { api, user, location } = renderWithProviders(<EventsPage />, { user: {}, route: '/events?when=past', history: 'browser', api: noEvents });
    expect(await screen.findByText('No events found')).toBeTruthy();
    await user.selectOptions(within(filters()).getByLabelText('Region'), 'South West');
    await waitFor(() => expect(lastEventsQuery(api)?.get('region')).toBe('South West'));
    expect(lastEventsQuery(api)?.get('when')).toBe('past');
    expect(new URLSearchParams(location().split('?')[1]).get('when')).toBe('past');
    expect(new URLSearchParams(location().split('?')[1]).get('region')).toBe('South West');
  });

  it("shows only the member's own events when they tick the box, and all of them again when they clear it", async () => {
    const { api, user, location } = renderWithProviders(<EventsPage />, { user: {}, route: '/events', history: 'browser', api: noEvents });
    await screen.findByText('No events found');
    const mine = within(filters()).getByRole('checkbox', { name: /Only my events/ });
    await user.click(mine);
    await waitFor(() => expect(lastEventsQuery(api)?.get('mine')).toBe('true'));
    expect(screen.getByText('1 filter applied')).toBeTruthy();
    // The filters card's button (the empty list offers the same).
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    // The unfiltered list is still cached from the first visit: the address and the box say it is back.
    await waitFor(() => expect(location()).toBe('/events'));
    expect((mine as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/filters? applied/)).toBeNull();
  });

  it('offers a retry when the events cannot be loaded, and shows them once the server answers', async () => {
    const { api, user } = renderWithProviders(<EventsPage />, {
      user: {},
      route: '/events',
      history: 'browser',
      api: (fake) => fake.on('GET', '/api/events', { message: 'Service unavailable' }, 503),
    });
    const failed = (await screen.findByText("Events couldn't be loaded.")).closest('[role="alert"]') as HTMLElement;
    api.on('GET', '/api/events', []);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No events found')).toBeTruthy();
  });
});
