// Which kinds of notification the member gets (Settings › Notifications; social's preference).
import type { NotificationPreferences, UpdateNotificationPreferences } from '@stave/contracts';
import { getParsed, requestParsed } from '@/lib/api-json';

const preferencesSchema = async () => (await import('@stave/contracts/social')).NotificationPreferencesSchema;

// Every group, on or off (all on until the member chooses).
export const fetchNotificationPreferences = (signal?: AbortSignal): Promise<NotificationPreferences> =>
  getParsed('/api/notifications/preferences', preferencesSchema, signal);

// Any of the groups; the answer is all of them.
export const setNotificationPreferences = async (change: UpdateNotificationPreferences): Promise<NotificationPreferences> =>
  (await requestParsed('PUT', '/api/notifications/preferences', preferencesSchema, { body: change })).data;
