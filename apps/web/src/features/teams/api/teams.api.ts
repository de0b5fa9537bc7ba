// Business teams (docs/teams.md): the owner's team (members and invitations) and its activity, and the invitations and teams
// of the signed-in member. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import {
  NEXT_CURSOR_HEADER,
  type InviteTeamMember,
  type Team,
  type TeamActivityEntry,
  type TeamMember,
  type TeamMembership,
  type TeamMemberships,
  type TeamRole,
} from '@stave/contracts';
import { TEAMS } from '@stave/contracts/paths';
import { apiCall, apiData, apiSend } from '@/lib/api-json';

const teamSchema = async () => (await import('@stave/contracts/teams')).TeamSchema;
const memberSchema = async () => (await import('@stave/contracts/teams')).TeamMemberSchema;
const membershipsSchema = async () => (await import('@stave/contracts/teams')).TeamMembershipsSchema;
const membershipSchema = async () => (await import('@stave/contracts/teams')).TeamMembershipSchema;
const activitySchema = async () => (await import('@stave/contracts/teams')).TeamActivityEntrySchema.array();

export const TEAM_ACTIVITY_PAGE_SIZE = 10;

export interface TeamActivityPage {
  entries: TeamActivityEntry[];
  nextCursor: string | null;
}

// The owner's side: who is on their team or invited, the cap, and whether their Business plan is active.
export const fetchTeam = (signal?: AbortSignal): Promise<Team> => apiData(TEAMS.team, teamSchema, { signal });

export const inviteTeamMember = async (input: InviteTeamMember): Promise<TeamMember> => apiData(TEAMS.invite, memberSchema, { body: input });

export const changeTeamRole = async (id: number, role: TeamRole): Promise<TeamMember> =>
  apiData(TEAMS.changeRole, memberSchema, { params: { id }, body: { role } });

// Removes a member or withdraws an invitation.
export const removeTeamMember = (id: number): Promise<void> => apiSend(TEAMS.remove, { params: { id } });

// The owner's activity log: what their team did as the business, newest first, a page at a time.
export async function fetchTeamActivityPage(before: string | undefined, signal?: AbortSignal): Promise<TeamActivityPage> {
  const { data, headers } = await apiCall(TEAMS.activity, activitySchema, { query: { before, limit: TEAM_ACTIVITY_PAGE_SIZE }, signal });
  return { entries: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

// The member's side: invitations waiting for them, and the business teams they are on.
export const fetchMemberships = (signal?: AbortSignal): Promise<TeamMemberships> => apiData(TEAMS.memberships, membershipsSchema, { signal });

export const acceptInvitation = async (id: number): Promise<TeamMembership> => apiData(TEAMS.accept, membershipSchema, { params: { id } });

// Declines an invitation or leaves a team.
export const leaveMembership = (id: number): Promise<void> => apiSend(TEAMS.leave, { params: { id } });
