// Who may start a conversation with the member (Settings › Privacy; messaging's preference).
import type { MessagePreferences } from '@stave/contracts';
import { MESSAGING } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const preferencesSchema = async () => (await import('@stave/contracts/messaging')).MessagePreferencesSchema;

export const fetchMessagePreferences = (signal?: AbortSignal): Promise<MessagePreferences> => apiData(MESSAGING.preferences, preferencesSchema, { signal });

export const setMessagePreferences = async (preferences: MessagePreferences): Promise<MessagePreferences> =>
  apiData(MESSAGING.setPreferences, preferencesSchema, { body: preferences });
