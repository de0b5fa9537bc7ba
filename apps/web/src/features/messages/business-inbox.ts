import type { PostedBy, TeamMembership, TeamMemberships, TeamsErrorCode } from '@stave/contracts';

// A business's admins answer its messages from their own Messages page, acting as the business (every
// request carries x-act-as, lib/act-as.ts). `null` is the member's own inbox; a number, the business whose inbox it is.
export type InboxId = number | null;

// The URL's `?inbox=<business id>` (anything else: the member's own).
export const INBOX_PARAM = 'inbox';

export function readInbox(params: URLSearchParams): InboxId {
  const value = params.get(INBOX_PARAM);
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

// The businesses whose inbox the member may open: teams they have joined as an admin whose Business plan is active.
export function inboxTeams(memberships: TeamMemberships | undefined): TeamMembership[] {
  return (memberships?.teams ?? []).filter((team) => team.status === 'active' && team.role === 'admin' && !team.suspended);
}

// The member's place on that business's team (undefined: not among their teams, or not loaded yet).
export function inboxTeam(memberships: TeamMemberships | undefined, inbox: InboxId): TeamMembership | undefined {
  return inbox === null ? undefined : memberships?.teams.find((team) => team.business.id === inbox && team.status === 'active');
}

// The contracts' refusals of acting as the business and their TEAM_MESSAGES, restated (a value import would pull zod
// into the Messages chunk); the types make the compiler reject a drift.
type TeamMessages = (typeof import('@stave/contracts'))['TEAM_MESSAGES'];
type Refusal = `${TeamsErrorCode.NotOnTeam | TeamsErrorCode.RoleForbidden | TeamsErrorCode.Suspended}`;
export const SUSPENDED_MESSAGE: TeamMessages['suspended'] =
  "Team features are paused because this business's Business plan has ended. Nothing has been deleted.";
const REFUSALS: Record<Refusal, string> = {
  TEAM_NOT_ON_TEAM: "You are not on that business's team" satisfies TeamMessages['notOnTeam'],
  TEAM_ROLE_FORBIDDEN: "Your role on this business's team doesn't allow that. Ask its owner or an admin." satisfies TeamMessages['roleForbidden'],
  TEAM_SUSPENDED: SUSPENDED_MESSAGE,
};

// What to tell the member when the business's inbox refused them (an ApiError, 403 TEAM_*), else null.
export function teamRefusal(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 403 && typeof code === 'string' && Object.hasOwn(REFUSALS, code) ? REFUSALS[code as Refusal] : null;
}

// Under a message the business sent, which team member wrote it: 'Sent by you' for the viewer's own, else their name.
// Null when the business (its owner) wrote it, or on the other member's side (the API says nothing there).
export function sentByLabel(sentBy: PostedBy | null, viewerId: number | undefined): string | null {
  if (!sentBy) return null;
  return sentBy.id === viewerId ? 'Sent by you' : `Sent by ${sentBy.name || sentBy.username}`;
}
