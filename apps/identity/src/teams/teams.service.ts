import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  PLANS,
  TEAM_MAX_MEMBERS,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  TeamsErrorCode,
  teamActionSubject,
  type InviteTeamMemberSchema,
  type CursorQuery,
  type SubscriptionTier,
  type Team,
  type TeamActivityEntry,
  type TeamMember,
  type TeamMembership,
  type TeamMemberships,
  type TeamRole,
} from '@stave/contracts';
import { APP_CONFIG, Database, domainError, LOGGER, Outbox, pageOf, parseCursor, RateCounter, withinLimit, type Page, type Transaction } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { Mailer } from '../mail/mailer';
import { TeamActivityRepository, type TeamActivityRow } from './team-activity.repository';
import { TeamsRepository, type ChangedRow, type TeamMemberRow, type TeamMembershipRow } from './teams.repository';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
// Invitations an owner may send an hour, whatever their outcome (an unknown email counts too: the limit is also
// what keeps invitations from being a way to test which addresses have an account).
export const TEAM_INVITES_PER_HOUR = 20;
// Invitation mails from one owner to one member a day: removing and inviting again must not fill their mailbox (the
// invitation itself is still made, and shows on their Team page).
const INVITE_MAILS_PER_PAIR_PER_DAY = 3;
// Ours: the contract's texts have none for it (the code is the common RATE_LIMITED).
export const TOO_MANY_INVITES = 'You have sent a lot of team invitations in the last hour. Try again later.';

// The body once the contract has parsed it (trimmed, role member unless chosen).
export type InviteInput = z.output<typeof InviteTeamMemberSchema>;

// Teams come with the Business plan (`PLANS.business.features`: teamAccounts).
export function hasTeams(tier: SubscriptionTier | null): boolean {
  return tier !== null && PLANS[tier].features.includes('teamAccounts');
}

export function toMemberView(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    member: row.member,
    role: row.role,
    status: row.status,
    invitedAt: row.invitedAt.toISOString(),
    joinedAt: row.joinedAt?.toISOString() ?? null,
  };
}

export function toMembershipView(row: TeamMembershipRow): TeamMembership {
  return {
    id: row.id,
    business: row.business,
    role: row.role,
    status: row.status,
    invitedAt: row.invitedAt.toISOString(),
    joinedAt: row.joinedAt?.toISOString() ?? null,
    suspended: !hasTeams(row.businessTier),
  };
}

export function toActivityEntry(row: TeamActivityRow): TeamActivityEntry {
  return {
    id: Number(row.id),
    actor: row.actor,
    action: row.action,
    subject: { kind: teamActionSubject(row.action), id: Number(row.subjectId), title: row.subjectTitle },
    at: row.occurredAt.toISOString(),
  };
}

// 'someone@example.com' is an email; 'riffs' or '@riffs' a username.
export function parseIdentifier(identifier: string): { email: string } | { username: string } {
  const value = identifier.trim();
  const bare = value.startsWith('@') ? value.slice(1) : value;
  return bare.includes('@') ? { email: bare } : { username: bare };
}

// Business teams (docs/teams.md). A Business member (the owner) invites up to TEAM_MAX_MEMBERS members by
// email or username; an invitee accepts or declines; the owner changes roles and removes members. Each change to an
// active membership is announced (identity.team.membership-changed.v1) in the transaction that makes it, for the
// services where a team member acts as the business. Losing Business suspends the team (invitations, role changes,
// accepting, acting) but keeps its rows, and the owner may still remove members and anyone may leave.
@Injectable()
export class TeamsService {
  constructor(
    private readonly database: Database,
    private readonly teams: TeamsRepository,
    private readonly activityLog: TeamActivityRepository,
    private readonly outbox: Outbox,
    private readonly rates: RateCounter,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private async requireBusiness(ownerId: number): Promise<void> {
    if (!hasTeams(await this.teams.tierOf(ownerId))) throw domainError(TeamsErrorCode.BusinessOnly);
  }

  // Any plan: a former Business member sees who is still on their team, to remove them.
  async team(ownerId: number): Promise<Team> {
    const [tier, rows] = await Promise.all([this.teams.tierOf(ownerId), this.teams.team(ownerId)]);
    return { businessPlan: hasTeams(tier), max: TEAM_MAX_MEMBERS, members: rows.map(toMemberView) };
  }

  // What the owner's team did as the business, newest first (docs/teams.md § Activity). Any plan: a lapsed owner
  // still reads their history.
  async activity(ownerId: number, query: CursorQuery): Promise<Page<TeamActivityEntry>> {
    const rows = await this.activityLog.page(ownerId, parseCursor(query.before), query.limit);
    return pageOf(rows, query.limit, (row) => ({ createdAt: row.occurredAt.toISOString(), id: Number(row.id) }), toActivityEntry);
  }

  // The plan is checked before the limit, so a refused member's attempts use up nothing; every attempt after it
  // counts. Under the owner's lock: the plan again (billing may have changed it), who the identifier names, then the
  // seats, so concurrent invitations never take more than the cap.
  async invite(ownerId: number, input: InviteInput): Promise<TeamMember> {
    await this.requireBusiness(ownerId);
    await withinLimit(this.rates, `identity:teams:invites:${ownerId}`, TEAM_INVITES_PER_HOUR, HOUR_MS, TOO_MANY_INVITES);
    const { owner, invitee, row } = await this.database.transaction(async (tx) => {
      const owner = await this.teams.lockOwner(tx, ownerId);
      if (!owner || !hasTeams(owner.tier)) throw domainError(TeamsErrorCode.BusinessOnly);
      // An unknown email answers as an unknown username, and a blocked pair as both: nothing here tells who exists.
      const invitee = await this.teams.findInvitee(tx, ownerId, parseIdentifier(input.identifier));
      if (!invitee) throw domainError(TeamsErrorCode.NoSuchMember, { path: 'identifier' });
      if (invitee.id === ownerId) throw domainError(TeamsErrorCode.Self, { path: 'identifier' });
      const seats = await this.teams.seats(tx, ownerId, invitee.id);
      if (seats.already) throw domainError(TeamsErrorCode.AlreadyOnTeam);
      if (seats.taken >= TEAM_MAX_MEMBERS) throw domainError(TeamsErrorCode.Full);
      const id = await this.teams.invite(tx, ownerId, invitee.id, input.role);
      return { owner, invitee, row: (await this.teams.findForOwner(tx, id, ownerId))! };
    });
    this.logger.info({ teamMemberId: row.id, businessId: ownerId, memberId: invitee.id, role: row.role }, 'team invitation sent');
    await this.mailInvitation(ownerId, owner, invitee, row.role);
    return toMemberView(row);
  }

  async changeRole(ownerId: number, id: number, role: TeamRole): Promise<TeamMember> {
    await this.requireBusiness(ownerId);
    const row = await this.database.transaction(async (tx) => {
      const changed = await this.teams.setRole(tx, id, ownerId, role);
      if (!changed) throw domainError(TeamsErrorCode.NotFound);
      // An invitation's role is announced when it is accepted.
      if (changed.changed && changed.status === 'active') await this.announce(tx, changed, true);
      return (await this.teams.findForOwner(tx, id, ownerId))!;
    });
    this.logger.info({ teamMemberId: id, businessId: ownerId, role }, 'team role changed');
    return toMemberView(row);
  }

  // Whatever the owner's plan now: a lapsed owner may still tidy up their team.
  async remove(ownerId: number, id: number): Promise<void> {
    const removed = await this.database.transaction(async (tx) => {
      const removed = await this.teams.deleteFor(tx, id, 'business', ownerId);
      if (!removed) throw domainError(TeamsErrorCode.NotFound);
      if (removed.status === 'active') await this.announce(tx, removed, false);
      return removed;
    });
    this.logger.info({ teamMemberId: id, businessId: ownerId, memberId: removed.memberId, status: removed.status }, 'team member removed');
  }

  async memberships(memberId: number): Promise<TeamMemberships> {
    const rows = (await this.teams.memberships(memberId)).map(toMembershipView);
    return { invitations: rows.filter((row) => row.status === 'invited'), teams: rows.filter((row) => row.status === 'active') };
  }

  // Their own invitation only: anyone else's, or one already accepted, is not found. Seats were taken at the
  // invitation, so accepting never overfills the team.
  async accept(memberId: number, id: number): Promise<TeamMembership> {
    const row = await this.database.transaction(async (tx) => {
      const invitation = await this.teams.lockForMember(tx, id, memberId);
      if (!invitation || invitation.status !== 'invited') throw domainError(TeamsErrorCode.InvitationNotFound);
      if (!hasTeams(invitation.businessTier)) throw domainError(TeamsErrorCode.Suspended);
      await this.announce(tx, await this.teams.activate(tx, id), true);
      return (await this.teams.findForMember(tx, id, memberId))!;
    });
    this.logger.info({ teamMemberId: id, businessId: row.business.id, memberId, role: row.role }, 'team invitation accepted');
    return toMembershipView(row);
  }

  // Declining an invitation or leaving a team, whatever the business's plan.
  async leave(memberId: number, id: number): Promise<void> {
    const left = await this.database.transaction(async (tx) => {
      const left = await this.teams.deleteFor(tx, id, 'member', memberId);
      if (!left) throw domainError(TeamsErrorCode.InvitationNotFound);
      if (left.status === 'active') await this.announce(tx, left, false);
      return left;
    });
    this.logger.info({ teamMemberId: id, businessId: left.businessId, memberId, status: left.status }, 'team membership ended');
  }

  // Keyed by the business, so one team's changes stay in order on the topic; `changedAt` orders them anyway.
  private async announce(tx: Transaction, row: ChangedRow, active: boolean): Promise<void> {
    await this.outbox.add(tx, 'identity.team.membership-changed.v1', row.businessId, {
      businessId: row.businessId,
      memberId: row.memberId,
      role: row.role,
      active,
      changedAt: row.changedAt,
    });
  }

  // Plain text, after the answer. A limiter that cannot count sends nothing: the invitation is made either way.
  private async mailInvitation(
    ownerId: number,
    owner: { name: string; username: string },
    invitee: { id: number; email: string; name: string },
    role: TeamRole,
  ) {
    const hit = await this.rates.hit(`identity:teams:invite-mails:${ownerId}:${invitee.id}`, DAY_MS).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'team invitation mail not counted; not sent');
      return null;
    });
    if (!hit || hit.count > INVITE_MAILS_PER_PAIR_PER_DAY) return;
    const inviter = `${oneLine(owner.name)} (@${owner.username})`;
    this.mailer.sendInBackground({
      to: invitee.email,
      subject: `${oneLine(owner.name)} has invited you to their team on Stave`,
      text: [
        `Hello ${invitee.name},`,
        '',
        `${inviter} has invited you to join their business team on Stave as ${role === 'admin' ? 'an admin' : 'a member'}.`,
        '',
        `${TEAM_ROLE_LABELS[role]}: ${TEAM_ROLE_DESCRIPTIONS[role]}.`,
        '',
        `Accept or decline the invitation on your Team page: ${this.teamLink()}`,
        '',
        "If you don't know them, decline it there or ignore this mail: nothing changes until you accept.",
        '',
        'The Stave team',
      ].join('\n'),
    });
  }

  private teamLink(): string {
    return `${this.config.PUBLIC_APP_URL.replace(/\/$/, '')}/team`;
  }
}

// A name typed with line breaks stays one line in a mail's subject and sentence.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
