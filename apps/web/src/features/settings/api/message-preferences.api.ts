// Who may start a conversation with the member (Settings › Privacy; messaging's preference).
import type { MessagePreferences } from '@stave/contracts';
import { getParsed, requestParsed } from '@/lib/api-json';

const preferencesSchema = async () => (await import('@stave/contracts/messaging')).MessagePreferencesSchema;

export const fetchMessagePreferences = (signal?: AbortSignal): Promise<MessagePreferences> => getParsed('/api/messages/preferences', preferencesSchema, signal);

export const setMessagePreferences = async (preferences: MessagePreferences): Promise<MessagePreferences> =>
  (await requestParsed('PUT', '/api/messages/preferences', preferencesSchema, { body: preferences })).data;
