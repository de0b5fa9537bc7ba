import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateMatchingPreferences } from '@stave/contracts';
import { contactMatch, fetchPreferences, fetchSuggestions, savePreferences } from './matching.api';

export const matchingKeys = {
  root: ['ai-matching'] as const,
  suggestions: () => [...matchingKeys.root, 'suggestions'] as const,
  preferences: () => [...matchingKeys.root, 'preferences'] as const,
};

// Pro/business only, no retry.
export function useSuggestionsQuery(enabled: boolean) {
  return useQuery({ queryKey: matchingKeys.suggestions(), queryFn: ({ signal }) => fetchSuggestions(signal), enabled, retry: false });
}

export function usePreferencesQuery(enabled: boolean) {
  return useQuery({ queryKey: matchingKeys.preferences(), queryFn: ({ signal }) => fetchPreferences(signal), enabled });
}

export function useSavePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateMatchingPreferences) => savePreferences(change),
    onSuccess: (preferences) => {
      queryClient.setQueryData(matchingKeys.preferences(), preferences);
      void queryClient.invalidateQueries({ queryKey: matchingKeys.suggestions() });
    },
  });
}

// Sending a connection request via matching refreshes the suggestions.
export function useContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchedUserId: number) => contactMatch(matchedUserId),
    onSuccess: (suggestions) => queryClient.setQueryData(matchingKeys.suggestions(), suggestions),
  });
}
