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
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';

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
export const fetchTeam = (signal?: AbortSignal): Promise<Team> => getParsed('/api/teams/members', teamSchema, signal);

export const inviteTeamMember = async (input: InviteTeamMember): Promise<TeamMember> =>
  (await requestParsed('POST', '/api/teams/members', memberSchema, { body: input })).data;

export const changeTeamRole = async (id: number, role: TeamRole): Promise<TeamMember> =>
  (await requestParsed('PATCH', `/api/teams/members/${id}`, memberSchema, { body: { role } })).data;

// Removes a member or withdraws an invitation.
export const removeTeamMember = (id: number): Promise<void> => send('DELETE', `/api/teams/members/${id}`);

// The owner's activity log: what their team did as the business, newest first, a page at a time.
export async function fetchTeamActivityPage(before: string | undefined, signal?: AbortSignal): Promise<TeamActivityPage> {
  const { data, headers } = await requestParsed('GET', withQuery('/api/teams/activity', { before, limit: TEAM_ACTIVITY_PAGE_SIZE }), activitySchema, {
    signal,
  });
  return { entries: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

// The member's side: invitations waiting for them, and the business teams they are on.
export const fetchMemberships = (signal?: AbortSignal): Promise<TeamMemberships> => getParsed('/api/teams/memberships', membershipsSchema, signal);

export const acceptInvitation = async (id: number): Promise<TeamMembership> =>
  (await requestParsed('POST', `/api/teams/memberships/${id}/accept`, membershipSchema)).data;

// Declines an invitation or leaves a team.
export const leaveMembership = (id: number): Promise<void> => send('DELETE', `/api/teams/memberships/${id}`);
