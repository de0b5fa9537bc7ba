// AI matching (/api/ai-matching/suggestions and /contact, pro/business only;: preferences, decline).
import type { MatchSuggestion, MatchingPreferences, UpdateMatchingPreferences } from '@stave/contracts';
import { MATCHING } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const suggestionsSchema = async () => (await import('@stave/contracts/matching')).MatchSuggestionSchema.array();
const preferencesSchema = async () => (await import('@stave/contracts/matching')).MatchingPreferencesSchema;

export const fetchSuggestions = (signal?: AbortSignal): Promise<MatchSuggestion[]> => apiData(MATCHING.suggestions, suggestionsSchema, { signal });
export const fetchPreferences = (signal?: AbortSignal): Promise<MatchingPreferences> => apiData(MATCHING.preferences, preferencesSchema, { signal });
export const savePreferences = async (change: UpdateMatchingPreferences): Promise<MatchingPreferences> =>
  apiData(MATCHING.updatePreferences, preferencesSchema, { body: change });

// The request carries the fixed intro text (the server's; the client sends none).
export const contactMatch = async (matchedUserId: number): Promise<MatchSuggestion[]> =>
  apiData(MATCHING.contact, suggestionsSchema, { body: { matchedUserId } });
