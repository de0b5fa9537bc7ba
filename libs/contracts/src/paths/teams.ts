// Generated from TEAMS by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { TEAMS as R } from '../teams/teams.routes';
import { routePath as p } from './route-path';

export const TEAMS_PATHS = {
  team: p<typeof R.team>('team', 'GET', '/api/teams/members'),
  invite: p<typeof R.invite>('invite', 'POST', '/api/teams/members'),
  changeRole: p<typeof R.changeRole>('changeRole', 'PATCH', '/api/teams/members/:id'),
  remove: p<typeof R.remove>('remove', 'DELETE', '/api/teams/members/:id'),
  activity: p<typeof R.activity>('activity', 'GET', '/api/teams/activity'),
  memberships: p<typeof R.memberships>('memberships', 'GET', '/api/teams/memberships'),
  accept: p<typeof R.accept>('accept', 'POST', '/api/teams/memberships/:id/accept'),
  leave: p<typeof R.leave>('leave', 'DELETE', '/api/teams/memberships/:id'),
} as const;
