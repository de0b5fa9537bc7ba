// AI matching (/api/ai-matching/suggestions and /contact, pro/business only;: preferences, decline).
import type { MatchSuggestion, MatchingPreferences, UpdateMatchingPreferences } from '@stave/contracts';
import { getParsed, requestParsed } from '@/lib/api-json';

const suggestionsSchema = async () => (await import('@stave/contracts/matching')).MatchSuggestionSchema.array();
const preferencesSchema = async () => (await import('@stave/contracts/matching')).MatchingPreferencesSchema;

export const fetchSuggestions = (signal?: AbortSignal): Promise<MatchSuggestion[]> => getParsed('/api/ai-matching/suggestions', suggestionsSchema, signal);
export const fetchPreferences = (signal?: AbortSignal): Promise<MatchingPreferences> => getParsed('/api/ai-matching/preferences', preferencesSchema, signal);
export const savePreferences = async (change: UpdateMatchingPreferences): Promise<MatchingPreferences> =>
  (await requestParsed('PUT', '/api/ai-matching/preferences', preferencesSchema, { body: change })).data;

// The request carries the fixed intro text (the server's; the client sends none).
export const contactMatch = async (matchedUserId: number): Promise<MatchSuggestion[]> =>
  (await requestParsed('POST', '/api/ai-matching/contact', suggestionsSchema, { body: { matchedUserId } })).data;
