import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Notification } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { NotificationBell } from './NotificationBell';

const sam = { id: 2, name: 'Sam Drummer', username: 'sam', type: 'musician', profileImage: null };

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    userId: 1,
    type: 'other',
    subtype: null,
    relatedId: null,
    message: 'Something happened',
    isRead: false,
    count: 1,
    actors: [sam],
    settled: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const request = notification({ id: 3, subtype: 'connection_request', message: 'Sam Drummer wants to connect', createdAt: '2026-11-20T10:00:00.000Z' });
const like = notification({ id: 2, type: 'like', relatedId: 40, message: 'Sam Drummer liked your post', createdAt: '2026-11-20T11:00:00.000Z' });
const old = notification({ id: 1, type: 'follow', message: 'Sam Drummer followed you', isRead: true, createdAt: '2026-11-18T09:00:00.000Z' });

function renderBell(unread: number, list: Notification[] = [request, like, old], more?: (api: FakeApi) => void) {
  return renderWithProviders(<NotificationBell />, {
    user: {},
    route: '/dashboard',
    api: (api) => {
      api.on('GET', '/api/notifications/unread-count', { count: unread }).on('GET', '/api/notifications', list);
      more?.(api);
    },
  });
}

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

  it('shows how many notifications are unread', async () => {
    renderBell(3);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
  });

  it('caps the badge at 9+', async () => {
    renderBell(12);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('9+'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 12 unread');
  });

  it('lists the notifications newest first when opened, the unread ones marked', async () => {
    const rendered = renderBell(2);
    await openMenu(rendered);
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent?.replace(/Unread$/, ''))).toEqual([
      expect.stringContaining('Sam Drummer liked your post'),
      expect.stringContaining('Sam Drummer wants to connect'),
      expect.stringContaining('Sam Drummer followed you'),
    ]);
    expect(items.map((item) => within(item).queryByRole('img', { name: 'Unread' }) !== null)).toEqual([true, true, false]);
    expect(rendered.api.requestsTo('GET', '/api/notifications').at(-1)?.search.get('limit')).toBe('20');
  });

  it('says all is caught up when there is nothing to show', async () => {
    const { user } = renderBell(0, []);
    await user.click(bell());
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(menu().getByRole('menuitem', { name: 'Mark all read' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('marks every notification read at once: the dots and the badge go', async () => {
    const rendered = renderBell(2, [request, like, old], (api) => api.on('POST', '/api/notifications/read-all', undefined, 204));
    await openMenu(rendered);
    rendered.api.on('GET', '/api/notifications/unread-count', { count: 0 });
    rendered.api.on(
      'GET',
      '/api/notifications',
      [request, like, old].map((n) => ({ ...n, isRead: true })),
    );
    await rendered.user.click(menu().getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(menu().queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(rendered.api.requestsTo('POST', '/api/notifications/read-all')).toHaveLength(1);
    // The menu stays open on the list.
    expect(screen.getAllByTestId('notification-item')).toHaveLength(3);
  });

  it('puts the dots and the badge back and says so when marking all read fails', async () => {
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
