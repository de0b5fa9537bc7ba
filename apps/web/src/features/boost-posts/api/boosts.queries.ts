import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boostPost, fetchBoostAnalytics, fetchBoosts } from './boosts.api';

export const boostKeys = {
  root: ['boosts'] as const,
  list: () => [...boostKeys.root, 'list'] as const,
  analytics: () => [...boostKeys.root, 'analytics'] as const,
};

// These data calls are made only for pro and business members.
export function useBoostsQuery(enabled: boolean) {
  return useQuery({ queryKey: boostKeys.list(), queryFn: ({ signal }) => fetchBoosts(signal), enabled });
}

export function useBoostAnalyticsQuery(enabled: boolean) {
  return useQuery({ queryKey: boostKeys.analytics(), queryFn: ({ signal }) => fetchBoostAnalytics(signal), enabled });
}

export function useBoostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, days }: { postId: number; days: number }) => boostPost(postId, days),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: boostKeys.root }),
  });
}
