import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from '@/features/feed';
import { fetchMuteState, fetchMutedMembers, setMuted } from './mutes.api';

export const muteKeys = {
  all: ['mutes'] as const,
  state: (userId: number) => ['mutes', 'state', userId] as const,
  list: () => ['mutes', 'list'] as const,
};

export function useMuteStateQuery(userId: number) {
  return useQuery({ queryKey: muteKeys.state(userId), queryFn: ({ signal }) => fetchMuteState(userId, signal) });
}

export function useMutedMembersQuery() {
  return useQuery({ queryKey: muteKeys.list(), queryFn: ({ signal }) => fetchMutedMembers(signal) });
}

// Muting changes what the home feed holds: it is read again, as are the mute lists.
export function useSetMuted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, muted }: { userId: number; muted: boolean }) => setMuted(userId, muted),
    onSuccess: (muted, { userId }) => {
      queryClient.setQueryData(muteKeys.state(userId), muted);
      void queryClient.invalidateQueries({ queryKey: muteKeys.list() });
      void queryClient.invalidateQueries({ queryKey: feedKeys.home() });
    },
  });
}
