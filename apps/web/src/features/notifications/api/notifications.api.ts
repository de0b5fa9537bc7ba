// Notifications (docs/api.md). The unread count is polled from the top navigation, which is on every
// signed-in first paint, so it is read by hand; the list is checked with the contracts' schema.
import { SOCIAL } from '@stave/contracts/paths';
import { throwIfNotOk } from '@/lib/api-client';
import { apiData, apiResponse, apiSend } from '@/lib/api-json';

// null: not available (not deployed yet, or signed out meanwhile); the bell shows no badge.
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number | null> {
  const res = await apiResponse(SOCIAL.notificationsUnreadCount, { signal });
  if (res.status === 404) return null;
  await throwIfNotOk(res);
  const body: unknown = await res.json().catch(() => null);
  const count = body && typeof body === 'object' ? (body as { count?: unknown }).count : undefined;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

export const NOTIFICATIONS_SHOWN = 20;

export const fetchNotifications = (signal?: AbortSignal) =>
  apiData(
    SOCIAL.notifications,
    async () => {
      const { NotificationSchema } = await import('@stave/contracts/social');
      return NotificationSchema.array();
    },
    { query: { limit: NOTIFICATIONS_SHOWN }, signal },
  );

export const markNotificationRead = (id: number) => apiSend(SOCIAL.markNotificationRead, { params: { id } });
export const markAllNotificationsRead = () => apiSend(SOCIAL.markAllNotificationsRead);
