// Generated from teams/teams.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { TEAMS } from '../teams/teams.routes';

export const team = 'GET /api/teams/members' as RoutePath<(typeof TEAMS)['team']>;
export const invite = 'POST /api/teams/members' as RoutePath<(typeof TEAMS)['invite']>;
export const changeRole = 'PATCH /api/teams/members/:id' as RoutePath<(typeof TEAMS)['changeRole']>;
export const remove = 'DELETE /api/teams/members/:id' as RoutePath<(typeof TEAMS)['remove']>;
export const activity = 'GET /api/teams/activity' as RoutePath<(typeof TEAMS)['activity']>;
export const memberships = 'GET /api/teams/memberships' as RoutePath<(typeof TEAMS)['memberships']>;
export const accept = 'POST /api/teams/memberships/:id/accept' as RoutePath<(typeof TEAMS)['accept']>;
export const leave = 'DELETE /api/teams/memberships/:id' as RoutePath<(typeof TEAMS)['leave']>;
