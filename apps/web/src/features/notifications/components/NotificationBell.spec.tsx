import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Notification } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { NotificationBell } from './NotificationBell';

const bea = { id: 7, name: 'Bea Okafor', username: 'bea', type: 'musician', profileImage: null };

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    userId: 1,
    type: 'like',
    subtype: null,
    relatedId: null,
    message: 'Something happened',
    isRead: false,
    count: 1,
    actors: [bea],
    settled: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}
const line = (id: number, message: string, isRead: boolean) => notification({ id, relatedId: 10 + id, message, isRead });

const request = notification({
  id: 3,
  type: 'other',
  subtype: 'connection_request',
  message: 'Bea Okafor wants to connect',
  createdAt: '2026-11-20T10:00:00.000Z',
});
const like = notification({ id: 2, relatedId: 40, message: 'Bea Okafor liked your post', createdAt: '2026-11-20T11:00:00.000Z' });
const old = notification({ id: 1, type: 'follow', message: 'Bea Okafor followed you', isRead: true, createdAt: '2026-11-18T09:00:00.000Z' });

// unread null: the count is not available (404), and the bell shows no badge.
const renderBell = (unread: number | null, lines: unknown[] = [], more?: (api: FakeApi) => void) =>
  renderWithProviders(<NotificationBell />, {
    user: {},
    route: '/dashboard',
    api: (api) => {
      if (unread === null) api.on('GET', '/api/notifications/unread-count', { message: 'Not found' }, 404);
      else api.on('GET', '/api/notifications/unread-count', { count: unread });
      api.on('GET', '/api/notifications', lines);
      api.on('POST', '/api/notifications/read-all', undefined, 204);
      more?.(api);
    },
  });

const bell = () => screen.getByTestId('notification-bell');
// The menu is named by its trigger (Radix's aria-labelledby), 'Notifications, 2 unread'.
const menu = () => within(screen.getByRole('menu', { name: /^Notifications/ }));
async function openMenu({ user }: { user: { click: (element: Element) => Promise<void> } }) {
  await user.click(bell());
  await waitFor(() => expect(screen.getAllByTestId('notification-item').length).toBeGreaterThan(0));
}

describe('NotificationBell', () => {
  // The menu's code arrives on the first click (the app prefetches it on hover). Loaded here, so that compiling it on a
  // busy machine is not counted against the first test's wait for the list.
  beforeAll(async () => {
    await Promise.all([import('@/components/ui/dropdown-menu-parts'), import('./NotificationsMenu')]);
  }, 60_000);

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

  it('lists the notifications newest first, the unread ones marked', async () => {
    const rendered = renderBell(2, [request, like, old]);
    await openMenu(rendered);
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bea Okafor liked your post'),
      expect.stringContaining('Bea Okafor wants to connect'),
      expect.stringContaining('Bea Okafor followed you'),
    ]);
    expect(items.map((item) => within(item).queryByRole('img', { name: 'Unread' }) !== null)).toEqual([true, true, false]);
  });

  it('says all is caught up when there is nothing to show, with nothing to mark read', async () => {
    const { user } = renderBell(0, []);
    await user.click(bell());
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(menu().getByRole('menuitem', { name: 'Mark all read' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('takes the unread marks and the badge away at once on Mark all read, keeping the menu open', async () => {
    const rendered = renderBell(2, [request, like, old]);
    await openMenu(rendered);
    // What the server says once they are read.
    rendered.api.on('GET', '/api/notifications/unread-count', { count: 0 });
    rendered.api.on(
      'GET',
      '/api/notifications',
      [request, like, old].map((n) => ({ ...n, isRead: true })),
    );
    await rendered.user.click(menu().getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(menu().queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getAllByTestId('notification-item')).toHaveLength(3);
  });

  it('puts the unread marks and the badge back, and says so, when Mark all read fails', async () => {
    const rendered = renderBell(2, [request, like, old], (api) => api.on('POST', '/api/notifications/read-all', { message: 'Try later' }, 503));
    await openMenu(rendered);
    await rendered.user.click(menu().getByRole('menuitem', { name: 'Mark all read' }));
    expect(await screen.findByText('Failed to mark notifications as read')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(2));
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
  });

  it('opening a connection request marks it read and takes the member to their requests', async () => {
    const rendered = renderBell(2, [request, like, old], (api) => api.on('POST', '/api/notifications/3/read', undefined, 204));
    await openMenu(rendered);
    rendered.api.on('GET', '/api/notifications/unread-count', { count: 1 });
    await rendered.user.click(menu().getByRole('menuitem', { name: /wants to connect/ }));
    await waitFor(() => expect(rendered.location()).toBe('/network?tab=requests'));
    expect(rendered.api.requestsTo('POST', '/api/notifications/3/read')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
  });
});
