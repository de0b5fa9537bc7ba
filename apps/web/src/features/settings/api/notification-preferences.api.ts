// Which kinds of notification the member gets (Settings › Notifications; social's preference).
import type { NotificationPreferences, UpdateNotificationPreferences } from '@stave/contracts';
import { SOCIAL } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const preferencesSchema = async () => (await import('@stave/contracts/social')).NotificationPreferencesSchema;

// Every group, on or off (all on until the member chooses).
export const fetchNotificationPreferences = (signal?: AbortSignal): Promise<NotificationPreferences> =>
  apiData(SOCIAL.notificationPreferences, preferencesSchema, { signal });

// Any of the groups; the answer is all of them.
export const setNotificationPreferences = async (change: UpdateNotificationPreferences): Promise<NotificationPreferences> =>
  apiData(SOCIAL.updateNotificationPreferences, preferencesSchema, { body: change });
