import { z } from 'zod';
import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { TeamsErrorCode } from '../error-codes';
import { NEXT_CURSOR_HEADER } from '../pagination';
import { CursorQuerySchema } from '../pagination';
import {
  TeamActivityEntrySchema,
  InvitationParamsSchema,
  InviteTeamMemberSchema,
  TeamMemberParamsSchema,
  TeamMemberSchema,
  TeamMembershipSchema,
  TeamMembershipsSchema,
  TeamSchema,
  UpdateTeamMemberSchema,
} from './teams.schemas';

// Identity keeps the teams: it knows each member's plan and email, and announces memberships to the services
// that let a team member act as the business (identity.team.membership-changed.v1).
const identity = { owner: 'identity' as const, auth: 'required' as const };

export const TEAMS = defineRoutes({
  team: {
    ...identity,
    method: 'GET',
    path: '/api/teams/members',
    summary: 'Your business team: members and invitations, the cap, and whether your Business plan is active',
    responses: { 200: TeamSchema },
  },
  invite: {
    ...identity,
    method: 'POST',
    path: '/api/teams/members',
    summary: 'Invite a member by email or username (Business; 403 TEAM_BUSINESS_ONLY, 409 TEAM_FULL at 5); they are emailed',
    body: InviteTeamMemberSchema,
    responses: { 201: TeamMemberSchema },
    errors: [TeamsErrorCode.AlreadyOnTeam, TeamsErrorCode.BusinessOnly, TeamsErrorCode.Full, TeamsErrorCode.NoSuchMember, TeamsErrorCode.Self],
  },
  changeRole: {
    ...identity,
    method: 'PATCH',
    path: '/api/teams/members/:id',
    summary: "Change a team member's role (the owner; Business)",
    params: TeamMemberParamsSchema,
    body: UpdateTeamMemberSchema,
    responses: { 200: TeamMemberSchema },
    errors: [TeamsErrorCode.BusinessOnly, TeamsErrorCode.NotFound],
  },
  remove: {
    ...identity,
    method: 'DELETE',
    path: '/api/teams/members/:id',
    summary: 'Remove a team member or withdraw an invitation (the owner, whatever the plan)',
    params: TeamMemberParamsSchema,
    responses: { 204: null },
    errors: [TeamsErrorCode.NotFound],
  },
  activity: {
    ...identity,
    method: 'GET',
    path: '/api/teams/activity',
    summary: 'What your team members did as your business, newest first (the owner; any plan). Next page: x-next-cursor',
    query: CursorQuerySchema,
    responses: { 200: z.array(TeamActivityEntrySchema) },
    headers: [NEXT_CURSOR_HEADER],
  },
  memberships: {
    ...identity,
    method: 'GET',
    path: '/api/teams/memberships',
    summary: 'Invitations waiting for you and the business teams you are on',
    responses: { 200: TeamMembershipsSchema },
  },
  accept: {
    ...identity,
    method: 'POST',
    path: '/api/teams/memberships/:id/accept',
    summary: 'Accept an invitation (409 TEAM_FULL if the team filled meanwhile; 403 TEAM_SUSPENDED if its plan ended)',
    params: InvitationParamsSchema,
    responses: { 200: TeamMembershipSchema },
    errors: [TeamsErrorCode.InvitationNotFound, TeamsErrorCode.Suspended],
  },
  leave: {
    ...identity,
    method: 'DELETE',
    path: '/api/teams/memberships/:id',
    summary: 'Decline an invitation or leave a team',
    params: InvitationParamsSchema,
    responses: { 204: null },
    errors: [TeamsErrorCode.InvitationNotFound],
  },
});
export const TEAMS_ROUTES: RouteContract[] = routeList(TEAMS);
