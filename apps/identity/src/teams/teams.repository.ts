import { Injectable } from '@nestjs/common';
import type { SubscriptionTier, TeamMemberStatus, TeamPerson, TeamRole } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';

// A row of the owner's team page: the member as they are called today.
export interface TeamMemberRow {
  id: number;
  member: TeamPerson;
  role: TeamRole;
  status: TeamMemberStatus;
  invitedAt: Date;
  joinedAt: Date | null;
}

// A row of the member's side: the business, and its plan now.
export interface TeamMembershipRow {
  id: number;
  business: TeamPerson;
  businessTier: SubscriptionTier;
  role: TeamRole;
  status: TeamMemberStatus;
  invitedAt: Date;
  joinedAt: Date | null;
}

export interface LockedOwner {
  tier: SubscriptionTier;
  name: string;
  username: string;
}

export interface Invitee {
  id: number;
  email: string;
  name: string;
}

// A row as a change left it, with the time of the change for the event (`changedAt`).
export interface ChangedRow {
  id: number;
  businessId: number;
  memberId: number;
  role: TeamRole;
  status: TeamMemberStatus;
  changedAt: string;
}

export interface LockedInvitation {
  id: number;
  businessId: number;
  status: TeamMemberStatus;
  businessTier: SubscriptionTier;
}

const person = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'name', ${alias}.name, 'profileImage', ${alias}.profile_image)`;

// The database's clock to the microsecond, as the event's ISO time. Changes to one row follow one another under its
// lock, so each is later than the last: the services' projections keep the newest by it (a millisecond could tie).
const CHANGED_AT = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CHANGED_COLUMNS = `id, business_id AS "businessId", member_id AS "memberId", role, status, ${CHANGED_AT} AS "changedAt"`;

const MEMBER_SELECT = `
  SELECT t.id, ${person('m')} AS member, t.role, t.status, t.invited_at AS "invitedAt", t.joined_at AS "joinedAt"
    FROM team_members t JOIN users m ON m.id = t.member_id`;

const MEMBERSHIP_SELECT = `
  SELECT t.id, ${person('b')} AS business, b.subscription_tier AS "businessTier", t.role, t.status,
         t.invited_at AS "invitedAt", t.joined_at AS "joinedAt"
    FROM team_members t JOIN users b ON b.id = t.business_id`;

// Business teams: team_members, both sides of it.
@Injectable()
export class TeamsRepository {
  constructor(private readonly database: Database) {}

  async tierOf(memberId: number, db: Queryable = this.database.pool): Promise<SubscriptionTier | null> {
    const row = await queryOne<{ tier: SubscriptionTier }>(db, `SELECT subscription_tier AS tier FROM users WHERE id = $1`, [memberId]);
    return row?.tier ?? null;
  }

  // Held until the invitation commits: one owner's invitations (and a plan change billing announces) happen one
  // after another, so the cap's count cannot be overtaken. NO KEY UPDATE leaves rows that reference the owner free.
  lockOwner(tx: Transaction, ownerId: number): Promise<LockedOwner | null> {
    return queryOne<LockedOwner>(tx, `SELECT subscription_tier AS tier, name, username FROM users WHERE id = $1 FOR NO KEY UPDATE`, [ownerId]);
  }

  // The member an identifier names, by email (as stored: lower case) or username (any case), unless either has
  // blocked the owner. Held until the invitation commits, so their erasure cannot take them away meanwhile.
  findInvitee(tx: Transaction, ownerId: number, by: { email: string } | { username: string }): Promise<Invitee | null> {
    const [column, value] = 'email' in by ? ['email = lower($2)', by.email] : ['lower(username) = lower($2)', by.username];
    return queryOne<Invitee>(
      tx,
      `SELECT id, email, name FROM users WHERE ${column} AND (id = $1 OR ${neitherBlockedSql('$1::int', 'users.id')}) FOR KEY SHARE OF users`,
      [ownerId, value],
    );
  }

  // The owner's rows (invited and active: each holds a seat), and whether one is this member's.
  async seats(tx: Transaction, ownerId: number, memberId: number): Promise<{ taken: number; already: boolean }> {
    const row = await queryOne<{ taken: number; already: boolean }>(
      tx,
      `SELECT count(*)::int AS taken, coalesce(bool_or(member_id = $2), false) AS already FROM team_members WHERE business_id = $1`,
      [ownerId, memberId],
    );
    return row!;
  }

  async invite(tx: Transaction, ownerId: number, memberId: number, role: TeamRole): Promise<number> {
    const row = await queryOne<{ id: number }>(tx, `INSERT INTO team_members (business_id, member_id, role, invited_by) VALUES ($1, $2, $3, $1) RETURNING id`, [
      ownerId,
      memberId,
      role,
    ]);
    return row!.id;
  }

  // The owner's team, in the order the invitations went out.
  team(ownerId: number): Promise<TeamMemberRow[]> {
    return queryRows<TeamMemberRow>(this.database.pool, `${MEMBER_SELECT} WHERE t.business_id = $1 ORDER BY t.invited_at, t.id`, [ownerId]);
  }

  findForOwner(db: Queryable, id: number, ownerId: number): Promise<TeamMemberRow | null> {
    return queryOne<TeamMemberRow>(db, `${MEMBER_SELECT} WHERE t.id = $1 AND t.business_id = $2`, [id, ownerId]);
  }

  // The member's invitations and teams, the newest first.
  memberships(memberId: number): Promise<TeamMembershipRow[]> {
    return queryRows<TeamMembershipRow>(
      this.database.pool,
      `${MEMBERSHIP_SELECT} WHERE t.member_id = $1 ORDER BY coalesce(t.joined_at, t.invited_at) DESC, t.id DESC`,
      [memberId],
    );
  }

  findForMember(db: Queryable, id: number, memberId: number): Promise<TeamMembershipRow | null> {
    return queryOne<TeamMembershipRow>(db, `${MEMBERSHIP_SELECT} WHERE t.id = $1 AND t.member_id = $2`, [id, memberId]);
  }

  // The member's own row, held until the change commits, with the business's plan now.
  lockForMember(tx: Transaction, id: number, memberId: number): Promise<LockedInvitation | null> {
    return queryOne<LockedInvitation>(
      tx,
      `SELECT t.id, t.business_id AS "businessId", t.status, b.subscription_tier AS "businessTier"
         FROM team_members t JOIN users b ON b.id = t.business_id
        WHERE t.id = $1 AND t.member_id = $2 FOR UPDATE OF t`,
      [id, memberId],
    );
  }

  async activate(tx: Transaction, id: number): Promise<ChangedRow> {
    const row = await queryOne<ChangedRow>(tx, `UPDATE team_members SET status = 'active', joined_at = now() WHERE id = $1 RETURNING ${CHANGED_COLUMNS}`, [id]);
    return row!;
  }

  // The owner's row with its role now, or null; unchanged when the role is already that (`changed` false).
  async setRole(tx: Transaction, id: number, ownerId: number, role: TeamRole): Promise<(ChangedRow & { changed: boolean }) | null> {
    const before = await queryOne<{ role: TeamRole }>(tx, `SELECT role FROM team_members WHERE id = $1 AND business_id = $2 FOR UPDATE`, [id, ownerId]);
    if (!before) return null;
    const row = await queryOne<ChangedRow>(tx, `UPDATE team_members SET role = $2 WHERE id = $1 RETURNING ${CHANGED_COLUMNS}`, [id, role]);
    return { ...row!, changed: before.role !== role };
  }

  // Removal by the owner (`side` business) or leaving by the member (`side` member): the row as it was, or null.
  deleteFor(tx: Transaction, id: number, side: 'business' | 'member', memberId: number): Promise<ChangedRow | null> {
    const column = side === 'business' ? 'business_id' : 'member_id';
    return queryOne<ChangedRow>(tx, `DELETE FROM team_members WHERE id = $1 AND ${column} = $2 RETURNING ${CHANGED_COLUMNS}`, [id, memberId]);
  }
}
