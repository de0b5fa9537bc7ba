import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { NotificationBell } from './NotificationBell';

const line = (id: number, message: string, isRead: boolean) => ({
  id,
  userId: 1,
  type: 'like',
  subtype: null,
  relatedId: 10 + id,
  message,
  isRead,
  count: 1,
  actors: [{ id: 7, name: 'Bea Okafor', username: 'bea', type: 'musician', profileImage: null }],
  settled: false,
  createdAt: '2026-11-28T10:00:00.000Z',
});

const renderBell = (unread: number | null, lines: unknown[] = []) =>
  renderWithProviders(<NotificationBell />, {
    user: {},
    api: (api) => {
      if (unread === null) api.on('GET', '/api/notifications/unread-count', { message: 'Not found' }, 404);
      else api.on('GET', '/api/notifications/unread-count', { count: unread });
      api.on('GET', '/api/notifications', lines);
      api.on('POST', '/api/notifications/read-all', undefined, 204);
    },
  });

describe('NotificationBell', () => {
  it('names the unread count for screen readers and shows 9+ above nine; no badge when the count is unknown', async () => {
    const first = renderBell(3);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    first.unmount();

    const many = renderBell(12);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('9+'));
    many.unmount();

    renderBell(null);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('opens on a click (the menu loads then) with the lines, and Mark all read asks the server', async () => {
    const { user, api } = renderBell(1, [line(1, 'Bea Okafor liked your post', false), line(2, 'Bea Okafor commented on your post', true)]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Bea Okafor liked your post')).toBeTruthy();
    expect(screen.getByText('Bea Okafor commented on your post')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/notifications').map((r) => r.search.get('limit'))).toEqual(['20']);
    await user.click(screen.getByRole('menuitem', { name: /Mark all read/ }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/notifications/read-all')).toHaveLength(1));
  });
});
