// Notifications (docs/api.md). The unread count is polled from the top navigation, which is on every
// signed-in first paint, so it is read by hand; the list is checked with the contracts' schema.
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { getParsed, send, withQuery } from '@/lib/api-json';

// null: not available (not deployed yet, or signed out meanwhile); the bell shows no badge.
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number | null> {
  const res = await apiFetch('GET', '/api/notifications/unread-count', undefined, { signal });
  if (res.status === 404) return null;
  await throwIfNotOk(res);
  const body: unknown = await res.json().catch(() => null);
  const count = body && typeof body === 'object' ? (body as { count?: unknown }).count : undefined;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

export const NOTIFICATIONS_SHOWN = 20;

export const fetchNotifications = (signal?: AbortSignal) =>
  getParsed(
    withQuery('/api/notifications', { limit: NOTIFICATIONS_SHOWN }),
    async () => {
      const { NotificationSchema } = await import('@stave/contracts/social');
      return NotificationSchema.array();
    },
    signal,
  );

export const markNotificationRead = (id: number) => send('POST', `/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => send('POST', '/api/notifications/read-all');
