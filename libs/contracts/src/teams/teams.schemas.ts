import { z } from 'zod';
import { entityId } from '../ids';
import { singleLine } from '../single-line';

// Teams (team_members; Business includes up to 5 team members). A Business member (the
// owner) invites members by email or username; an invitee accepts or declines; the owner changes roles or removes
// them. A team member then acts as the business: the web sends `X-Act-As: <business id>` and the service records
// the business as the owner and the member as the actor. docs/teams.md.
export const TEAM_MAX_MEMBERS = 5;

// The request header that asks to act as a business one is on the team of (its value is the business's id).
export const ACT_AS_HEADER = 'x-act-as';

// admin: post as the business and manage everything it owns (edit, delete, applications, its inbox).
// member: post as the business; what they post is the business's, managed by the owner and admins.
export const TEAM_ROLES = ['admin', 'member'] as const;
export const TeamRoleSchema = z.enum(TEAM_ROLES, { error: 'Choose admin or member' });
export type TeamRole = z.infer<typeof TeamRoleSchema>;
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { admin: 'Admin', member: 'Member' };
export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  admin: 'Posts jobs, events, collaborations and listings as the business, manages them and answers its messages',
  member: 'Posts jobs, events, collaborations and listings as the business',
};

// invited: waiting for the invitee; active: on the team. A declined, withdrawn or removed row is deleted.
export const TEAM_MEMBER_STATUSES = ['invited', 'active'] as const;
export const TeamMemberStatusSchema = z.enum(TEAM_MEMBER_STATUSES);
export type TeamMemberStatus = z.infer<typeof TeamMemberStatusSchema>;

// What a capability asks of the actor's role: post (create as the business) or manage (everything else).
export type TeamCapability = 'post' | 'manage';

export const TEAM_MESSAGES = {
  identifierRequired: 'Enter their email or username',
  businessOnly: 'Teams come with the Business plan. Upgrade to invite up to 5 people to post and answer messages as your business.',
  full: `Your team is full: the Business plan includes up to ${TEAM_MAX_MEMBERS} team members. Remove someone to invite another.`,
  noSuchMember: 'No Stave member has that email or username',
  self: "You can't invite yourself",
  alreadyOnTeam: 'They are already on your team or invited',
  notFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  notOnTeam: "You are not on that business's team",
  roleForbidden: "Your role on this business's team doesn't allow that. Ask its owner or an admin.",
  suspended: "Team features are paused because this business's Business plan has ended. Nothing has been deleted.",
  invited: 'Invitation sent',
  actAsUnsupported:
    "This can't be done as a business: only jobs, events, collaborations, listings and the business's messages can. Do it as yourself, without X-Act-As.",
} as const;

export const InviteTeamMemberSchema = z.object({
  identifier: singleLine(254, { required: TEAM_MESSAGES.identifierRequired, tooLong: TEAM_MESSAGES.noSuchMember }),
  role: TeamRoleSchema.default('member'),
});
export type InviteTeamMember = z.input<typeof InviteTeamMemberSchema>;

export const UpdateTeamMemberSchema = z.object({ role: TeamRoleSchema });
export type UpdateTeamMember = z.infer<typeof UpdateTeamMemberSchema>;

export const TeamMemberParamsSchema = z.object({ id: entityId(TEAM_MESSAGES.notFound) });
export const InvitationParamsSchema = z.object({ id: entityId(TEAM_MESSAGES.invitationNotFound) });

const person = z.object({ id: z.number().int(), username: z.string(), name: z.string(), profileImage: z.string().nullable() });
export type TeamPerson = z.infer<typeof person>;

// A row of the owner's team page.
export const TeamMemberSchema = z.object({
  id: z.number().int(),
  member: person,
  role: TeamRoleSchema,
  status: TeamMemberStatusSchema,
  invitedAt: z.iso.datetime({ offset: true }),
  joinedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSchema = z.object({
  // False once the owner's Business plan has ended: the rows are kept, invites and acting as the business are not.
  businessPlan: z.boolean(),
  max: z.number().int(),
  members: z.array(TeamMemberSchema),
});
export type Team = z.infer<typeof TeamSchema>;

// An invitation waiting for the signed-in member, or a team they are on.
export const TeamMembershipSchema = z.object({
  id: z.number().int(),
  business: person,
  role: TeamRoleSchema,
  status: TeamMemberStatusSchema,
  invitedAt: z.iso.datetime({ offset: true }),
  joinedAt: z.iso.datetime({ offset: true }).nullable(),
  // The business's plan has ended: acting as it is refused until it returns.
  suspended: z.boolean(),
});
export type TeamMembership = z.infer<typeof TeamMembershipSchema>;

// On a job, event, call or listing a team member posted as the business: who did. Shown to the business's owner
// and to that member only (null for everyone else, and when the owner posted it themself).
export const PostedBySchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });
export type PostedBy = z.infer<typeof PostedBySchema>;

export const TeamMembershipsSchema = z.object({
  invitations: z.array(TeamMembershipSchema),
  teams: z.array(TeamMembershipSchema),
});
export type TeamMemberships = z.infer<typeof TeamMembershipsSchema>;

// "Every action records who did it": what a team member did as the business, announced by the service where it was
// done (`jobs-events.team.action.v1`, `marketplace.team.action.v1`, in the action's own transaction) and kept by
// identity for the owner's team page. The owner's own actions are theirs and not listed; messages carry `sentBy`.
export const TEAM_ACTIONS = [
  'job.posted',
  'job.edited',
  'job.deleted',
  'job.application-shortlisted',
  'job.application-declined',
  'event.created',
  'event.edited',
  'event.deleted',
  'collaboration.posted',
  'collaboration.edited',
  'collaboration.deleted',
  'listing.created',
  'listing.edited',
  'listing.deleted',
  'listing.sold',
  'listing.relisted',
  'listing.renewed',
  'listing.photos-changed',
  'booking.offered',
  'booking.withdrawn',
  'booking.cancelled',
] as const;
export const TeamActionSchema = z.enum(TEAM_ACTIONS);
export type TeamAction = z.infer<typeof TeamActionSchema>;
export type TeamActionSubject = 'job' | 'event' | 'collaboration' | 'listing' | 'booking';

export function teamActionSubject(action: TeamAction): TeamActionSubject {
  return action.slice(0, action.indexOf('.')) as TeamActionSubject;
}

// "<member> posted the job “Session bassist”": the verb phrase before the subject's title.
export const TEAM_ACTION_LABELS: Record<TeamAction, string> = {
  'job.posted': 'posted the job',
  'job.edited': 'edited the job',
  'job.deleted': 'deleted the job',
  'job.application-shortlisted': 'shortlisted an applicant to',
  'job.application-declined': 'declined an applicant to',
  'event.created': 'created the event',
  'event.edited': 'edited the event',
  'event.deleted': 'deleted the event',
  'collaboration.posted': 'posted the collaboration call',
  'collaboration.edited': 'edited the collaboration call',
  'collaboration.deleted': 'deleted the collaboration call',
  'listing.created': 'listed',
  'listing.edited': 'edited the listing',
  'listing.deleted': 'deleted the listing',
  'listing.sold': 'marked as sold',
  'listing.relisted': 'relisted',
  'listing.renewed': 'renewed',
  'listing.photos-changed': 'changed the photos of',
  'booking.offered': 'offered the booking',
  'booking.withdrawn': 'withdrew the booking offer',
  'booking.cancelled': 'cancelled the booking',
};

// The longest subject title an action keeps (titles are at most 150 characters today).
export const TEAM_ACTION_TITLE_MAX = 200;

// One line of the owner's team activity, newest first. `actor` is null once that member's account is erased
// ('Former member'); `subject.id` may name something deleted since (the line keeps its title).
export const TeamActivityEntrySchema = z.object({
  id: z.number().int(),
  actor: person.nullable(),
  action: TeamActionSchema,
  subject: z.object({ kind: z.enum(['job', 'event', 'collaboration', 'listing', 'booking']), id: z.number().int(), title: z.string() }),
  at: z.iso.datetime({ offset: true }),
});
export type TeamActivityEntry = z.infer<typeof TeamActivityEntrySchema>;
