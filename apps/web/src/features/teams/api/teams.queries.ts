import type { InviteTeamMember, Team, TeamMemberships, TeamRole } from '@stave/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  changeTeamRole,
  fetchMemberships,
  fetchTeam,
  fetchTeamActivityPage,
  inviteTeamMember,
  leaveMembership,
  removeTeamMember,
} from './teams.api';

// The owner's team and the member's memberships are apart: /team shows both, and the create forms' 'Post as' reads
// the memberships only.
export const teamKeys = {
  root: ['teams'] as const,
  team: () => [...teamKeys.root, 'members'] as const,
  memberships: () => [...teamKeys.root, 'memberships'] as const,
  activity: () => [...teamKeys.root, 'activity'] as const,
};

export function useTeamQuery(enabled = true) {
  return useQuery({ queryKey: teamKeys.team(), queryFn: ({ signal }) => fetchTeam(signal), enabled });
}

// The owner's activity log, a page at a time ('Show more'). What the team does happens on other pages (and reaches
// identity through the services' events), so /team reads it again when it is opened and the last read is stale.
export function useTeamActivityQuery(enabled = true) {
  return useInfiniteQuery({
    queryKey: teamKeys.activity(),
    queryFn: ({ pageParam, signal }) => fetchTeamActivityPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnMount: true,
    enabled,
  });
}

// Read by /team and by every create form that offers 'Post as'; a minute old is fresh enough for a form (accepting,
// declining and leaving here update it at once).
export function useMembershipsQuery(enabled = true) {
  return useQuery({ queryKey: teamKeys.memberships(), queryFn: ({ signal }) => fetchMemberships(signal), enabled, staleTime: 60_000 });
}

function refreshTeam(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: teamKeys.team() });
}

function refreshMemberships(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: teamKeys.memberships() });
}

// The invitation shows in the list at once, from the server's answer.
export function useInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteTeamMember) => inviteTeamMember(input),
    onSuccess: (member) =>
      queryClient.setQueryData<Team>(teamKeys.team(), (team) =>
        team && !team.members.some((row) => row.id === member.id) ? { ...team, members: [...team.members, member] } : team,
      ),
    onSettled: () => refreshTeam(queryClient),
  });
}

export interface RoleChange {
  id: number;
  role: TeamRole;
}

// A new role shows at once (snapshot, put back if refused); only the last of quick changes writes the server's
// answer, so an earlier answer never undoes a later choice on screen.
export function useChangeRoleMutation() {
  const queryClient = useQueryClient();
  const mutationKey = [...teamKeys.team(), 'role'];
  return useMutation({
    mutationKey,
    mutationFn: ({ id, role }: RoleChange) => changeTeamRole(id, role),
    onMutate: async ({ id, role }) => {
      await queryClient.cancelQueries({ queryKey: teamKeys.team() });
      const snapshot = queryClient.getQueryData<Team>(teamKeys.team());
      if (snapshot)
        queryClient.setQueryData<Team>(teamKeys.team(), { ...snapshot, members: snapshot.members.map((row) => (row.id === id ? { ...row, role } : row)) });
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      if (context?.snapshot) queryClient.setQueryData(teamKeys.team(), context.snapshot);
    },
    onSuccess: (member) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<Team>(teamKeys.team(), (team) =>
        team ? { ...team, members: team.members.map((row) => (row.id === member.id ? member : row)) } : team,
      );
    },
  });
}

// Removing a member and withdrawing an invitation: the row goes once the server agrees.
export function useRemoveMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeTeamMember(id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Team>(teamKeys.team(), (team) => (team ? { ...team, members: team.members.filter((row) => row.id !== id) } : team)),
    onSettled: () => refreshTeam(queryClient),
  });
}

// An accepted invitation moves to the teams the member is on.
export function useAcceptInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => acceptInvitation(id),
    onSuccess: (membership) =>
      queryClient.setQueryData<TeamMemberships>(teamKeys.memberships(), (current) =>
        current
          ? {
              invitations: current.invitations.filter((row) => row.id !== membership.id),
              teams: [...current.teams.filter((row) => row.id !== membership.id), membership],
            }
          : current,
      ),
    // A refusal (the team filled, the plan ended, the invitation withdrawn) is read again too: the list then says so.
    onSettled: () => refreshMemberships(queryClient),
  });
}

// Declining an invitation and leaving a team.
export function useLeaveMembershipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => leaveMembership(id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<TeamMemberships>(teamKeys.memberships(), (current) =>
        current ? { invitations: current.invitations.filter((row) => row.id !== id), teams: current.teams.filter((row) => row.id !== id) } : current,
      ),
    onSettled: () => refreshMemberships(queryClient),
  });
}
