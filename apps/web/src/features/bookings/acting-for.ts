import type { TeamMembership, TeamMemberships } from '@stave/contracts';
import { ROUTES, buildRoute } from '@/routes';

// A business's side of its bookings (docs/bookings.md § Screens): its team members offer as the business (the `post`
// permission) and its admins manage the hirer's side (`manage`), each request sending x-act-as (lib/act-as.ts).
// `null` is the member themself; a number, the business acted for.
export type ActingFor = number | null;

// The URL's `?for=<business id>` on the Bookings page's hirer tab and on a booking opened from it, so Back, a reload
// and a shared link keep acting for the business (anything else: the member themself).
export const FOR_PARAM = 'for';

export function readActingFor(params: URLSearchParams): ActingFor {
  const value = params.get(FOR_PARAM);
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

// The businesses whose bookings the member may manage: teams they have joined as an admin whose Business plan is active.
export function managingTeams(memberships: TeamMemberships | undefined): TeamMembership[] {
  return (memberships?.teams ?? []).filter((team) => team.status === 'active' && team.role === 'admin' && !team.suspended);
}

// The Bookings page on a side's tab: the hirer's of the business acted for, if any.
export function bookingsHref(side: 'musician' | 'hirer', actingFor: ActingFor): string {
  if (side === 'musician') return ROUTES.bookings;
  return actingFor === null ? `${ROUTES.bookings}?as=hirer` : `${ROUTES.bookings}?as=hirer&${FOR_PARAM}=${actingFor}`;
}

// A booking's page, acting for the business when the list it was opened from did.
export function bookingHref(id: number, actingFor: ActingFor): string {
  const path = buildRoute(ROUTES.booking, { id });
  return actingFor === null ? path : `${path}?${FOR_PARAM}=${actingFor}`;
}

// The words of a refusal to act for the business (403 TEAM_NOT_ON_TEAM, TEAM_ROLE_FORBIDDEN, TEAM_SUSPENDED: no longer
// on its team, not an admin, its plan ended), else null.
export function teamRefusal(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, code, detail } = error as { status?: unknown; code?: unknown; detail?: unknown };
  return status === 403 && typeof code === 'string' && code.startsWith('TEAM_') && typeof detail === 'string' && detail ? detail : null;
}
