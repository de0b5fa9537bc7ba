import type { TeamActivityEntry, TeamMember, TeamMembership, TeamMemberships } from '@stave/contracts';
import { ROUTES, buildRoute } from '@/routes';

// The place count in the team's header: every row takes a place, invited or active (the server's cap counts both).
export function placesUsed(members: readonly TeamMember[], max: number): string {
  return `${members.length} of ${max}`;
}

// Under the count: how many have joined and how many are still to answer.
export function placesBreakdown(members: readonly TeamMember[]): string {
  const active = members.filter((row) => row.status === 'active').length;
  const invited = members.length - active;
  if (members.length === 0) return 'Nobody yet';
  return [active > 0 ? `${active} active` : null, invited > 0 ? `${invited} invited` : null].filter(Boolean).join(' · ');
}

// Joined members first (the earliest first), then invitations (the earliest first).
export function orderMembers(members: readonly TeamMember[]): TeamMember[] {
  const rank = (row: TeamMember) => (row.status === 'active' ? 0 : 1);
  const since = (row: TeamMember) => Date.parse(row.joinedAt ?? row.invitedAt);
  return [...members].sort((a, b) => rank(a) - rank(b) || since(a) - since(b) || a.id - b.id);
}

// The businesses the member may post as now: teams they have joined whose Business plan is active.
export function postingTeams(memberships: TeamMemberships | undefined): TeamMembership[] {
  return (memberships?.teams ?? []).filter((team) => team.status === 'active' && !team.suspended);
}

// Where an activity line's subject lives, for its title's link: the listing's page; the owner's own jobs (the board has
// no page per job); the event opened on the events page; the call shown on the collaborate page; the booking's page. None when the line
// is its deletion: it is gone. (An older line may still link to something deleted since; the page it opens says so.)
export function activitySubjectHref({ action, subject }: Pick<TeamActivityEntry, 'action' | 'subject'>): string | null {
  if (action.endsWith('.deleted')) return null;
  switch (subject.kind) {
    case 'listing':
      return buildRoute(ROUTES.marketplaceListing, { id: subject.id });
    case 'job':
      return `${ROUTES.jobs}?view=mine`;
    case 'event':
      return `${ROUTES.events}?event=${subject.id}`;
    case 'collaboration':
      return `${ROUTES.collaborate}?c=${subject.id}`;
    case 'booking':
      return buildRoute(ROUTES.booking, { id: subject.id });
  }
}
