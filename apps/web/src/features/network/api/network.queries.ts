import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionRequest } from '@stave/contracts';
import { feedKeys, retryTransient } from '@/features/feed';
import {
  acceptConnectionRequest,
  declineConnectionRequest,
  fetchConnections,
  fetchMemberTotal,
  fetchNetworkStats,
  fetchReceivedRequests,
  fetchRecommendations,
  fetchSentRequests,
  fetchUserStats,
  searchMembers,
  sendConnectionRequest,
  withdrawConnectionRequest,
  MEMBER_PAGE_SIZE,
} from '@/features/network/api/network.api';

export const networkKeys = {
  root: ['network'] as const,
  connections: () => [...networkKeys.root, 'connections'] as const,
  requests: () => [...networkKeys.root, 'requests'] as const,
  sent: () => [...networkKeys.requests(), 'sent'] as const,
  received: () => [...networkKeys.requests(), 'received'] as const,
  stats: () => [...networkKeys.root, 'stats'] as const,
  recommendations: (limit: number) => [...networkKeys.root, 'recommendations', limit] as const,
  members: (search: string) => [...networkKeys.root, 'members', search] as const,
  memberTotal: () => [...networkKeys.root, 'member-total'] as const,
  userStats: () => [...networkKeys.root, 'user-stats'] as const,
};

const retry = retryTransient(1);

export function useConnectionsQuery() {
  return useQuery({ queryKey: networkKeys.connections(), queryFn: ({ signal }) => fetchConnections(signal), retry });
}

export function useSentRequestsQuery() {
  return useQuery({ queryKey: networkKeys.sent(), queryFn: ({ signal }) => fetchSentRequests(signal), retry });
}

export function useReceivedRequestsQuery() {
  return useQuery({ queryKey: networkKeys.received(), queryFn: ({ signal }) => fetchReceivedRequests(signal), retry });
}

export function useNetworkStatsQuery() {
  return useQuery({ queryKey: networkKeys.stats(), queryFn: ({ signal }) => fetchNetworkStats(signal), retry });
}

export function useRecommendationsQuery(limit: number) {
  return useQuery({ queryKey: networkKeys.recommendations(limit), queryFn: ({ signal }) => fetchRecommendations(limit, signal), retry });
}

export function useMemberTotalQuery() {
  return useQuery({ queryKey: networkKeys.memberTotal(), queryFn: ({ signal }) => fetchMemberTotal(signal), retry });
}

export function useUserStatsQuery() {
  return useQuery({ queryKey: networkKeys.userStats(), queryFn: ({ signal }) => fetchUserStats(signal), retry });
}

export function useMemberSearchQuery(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: networkKeys.members(search),
    queryFn: ({ pageParam, signal }) => searchMembers(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * MEMBER_PAGE_SIZE < last.total && last.members.length > 0 ? last.page + 1 : undefined),
    enabled,
    placeholderData: (previous) => previous,
    retry,
  });
}

export function useSendConnectionRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiverId: number) => sendConnectionRequest(receiverId),
    onSuccess: (request) => {
      if (request.status === 'pending') {
        queryClient.setQueryData<ConnectionRequest[]>(networkKeys.sent(), (sent) => (sent ? [request, ...sent.filter((r) => r.id !== request.id)] : sent));
        return;
      }
      // They had asked us first: sending accepted their request (200, status accepted), so the two
      // now follow each other, as after an accept.
      void queryClient.invalidateQueries({ queryKey: feedKeys.lists(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: feedKeys.followingAll() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: networkKeys.root }),
  });
}

function useAnswerMutation(answer: (id: number) => Promise<void>, list: 'received' | 'sent', refreshFeed: boolean) {
  const queryClient = useQueryClient();
  const key = list === 'received' ? networkKeys.received() : networkKeys.sent();
  return useMutation({
    mutationFn: (request: ConnectionRequest) => answer(request.id),
    onSuccess: (_data, request) => {
      queryClient.setQueryData<ConnectionRequest[]>(key, (requests) => requests?.filter((r) => r.id !== request.id));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: networkKeys.root });
      // Accepting makes the two members follow each other: their posts join the home feed, and a
      // profile's Follow reads Following.
      if (refreshFeed) {
        void queryClient.invalidateQueries({ queryKey: feedKeys.lists(), refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: feedKeys.followingAll() });
      }
    },
  });
}

export const useAcceptRequestMutation = () => useAnswerMutation(acceptConnectionRequest, 'received', true);
export const useDeclineRequestMutation = () => useAnswerMutation(declineConnectionRequest, 'received', false);
export const useWithdrawRequestMutation = () => useAnswerMutation(withdrawConnectionRequest, 'sent', false);
