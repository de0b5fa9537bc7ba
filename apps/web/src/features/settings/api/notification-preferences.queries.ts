import { useQuery } from '@tanstack/react-query';
import { fetchNotificationPreferences } from './notification-preferences.api';

// Not under the notifications list's root: marking notifications read must not ask for the choices again.
export const notificationPreferenceKeys = { root: ['notification-preferences'] as const };

export function useNotificationPreferencesQuery() {
  return useQuery({ queryKey: notificationPreferenceKeys.root, queryFn: ({ signal }) => fetchNotificationPreferences(signal) });
}
