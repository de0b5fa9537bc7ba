import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@stave/contracts';
import { queryOne, queryRows, Database, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';
import { USER_COLUMNS, type UserRow } from './user.row';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  type: string;
  name: string;
  location: string | null;
  isFoundingMember: boolean;
  badges: string[];
}

// The columns a profile edit may touch, and nothing else (docs/reliability.md#mass-assignment).
const EDITABLE_COLUMNS = {
  name: 'name',
  username: 'username',
  email: 'email',
  type: 'type',
  location: 'location',
  bio: 'bio',
  websiteUrl: 'website_url',
  skills: 'skills',
  genres: 'genres',
  profileImage: 'profile_image',
  coverImage: 'cover_image',
} as const;
export type EditableUserFields = Partial<Record<keyof typeof EDITABLE_COLUMNS, string | string[] | null>>;

export type PlanAnnouncement = PayloadOf<'billing.subscription.changed.v1'>;

// Known badges that come with a paid plan (docs/billing.md § What a plan gives).
export const PLAN_BADGES = ['Pro Member', 'Verified Professional'];

@Injectable()
export class UsersRepository {
  constructor(private readonly database: Database) {}

  async insert(tx: Transaction, user: NewUser): Promise<UserRow> {
    const row = await queryOne<UserRow>(
      tx,
      `INSERT INTO users (username, email, password_hash, type, name, location, is_founding_member, badges)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${USER_COLUMNS}`,
      [user.username, user.email, user.passwordHash, user.type, user.name, user.location, user.isFoundingMember, user.badges],
    );
    return row!;
  }

  // Row-locked counter: concurrent registrations can't both take the last slot.
  async takeFoundingSlot(tx: Transaction, limit: number): Promise<boolean> {
    const rows = await queryRows(tx, `UPDATE founding_slots SET taken = taken + 1 WHERE id = 1 AND taken < $1 RETURNING taken`, [limit]);
    return rows.length > 0;
  }

  // The member as `viewerId` may see them: null when either has blocked the other.
  async findVisible(id: number, viewerId: number | undefined): Promise<UserRow | null> {
    return queryOne<UserRow>(
      this.database.pool,
      `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND ($2::int IS NULL OR ${neitherBlockedSql('$2::int', 'users.id')})`,
      [id, viewerId ?? null],
    );
  }

  async findById(id: number, db: Queryable = this.database.pool): Promise<UserRow | null> {
    return queryOne<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  }

  async findCredentialsByEmail(email: string): Promise<{ id: number; passwordHash: string } | null> {
    return queryOne<{ id: number; passwordHash: string }>(this.database.pool, `SELECT id, password_hash AS "passwordHash" FROM users WHERE email = $1`, [
      email,
    ]);
  }

  async findPasswordHash(id: number): Promise<string | null> {
    const row = await queryOne<{ passwordHash: string }>(this.database.pool, `SELECT password_hash AS "passwordHash" FROM users WHERE id = $1`, [id]);
    return row?.passwordHash ?? null;
  }

  async findIdByEmail(email: string): Promise<number | null> {
    const row = await queryOne<{ id: number }>(this.database.pool, `SELECT id FROM users WHERE email = $1`, [email]);
    return row?.id ?? null;
  }

  // Bumps `version` so consumers can order snapshots; returns the row as it now is.
  async update(tx: Transaction, id: number, fields: EditableUserFields): Promise<UserRow | null> {
    const entries = Object.entries(fields).filter(([key, value]) => value !== undefined && Object.hasOwn(EDITABLE_COLUMNS, key));
    const assignments = entries.map(([key], index) => `${EDITABLE_COLUMNS[key as keyof typeof EDITABLE_COLUMNS]} = $${index + 2}`);
    return queryOne<UserRow>(
      tx,
      `UPDATE users SET ${[...assignments, 'version = version + 1', 'updated_at = now()'].join(', ')}
        WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      [id, ...entries.map(([, value]) => value)],
    );
  }

  // The plan billing announced, unless a later one was applied already (`version`): tier, expiry, trial
  // end, Stripe's ids, and the plan's badges — 'Pro Member' and 'Verified Professional' (verifiedProfile)
  // while on a paid plan. Null when the announcement is older than what the row holds.
  async applyPlan(tx: Transaction, plan: PlanAnnouncement): Promise<UserRow | null> {
    const paid = plan.tier !== 'free';
    return queryOne<UserRow>(
      tx,
      `UPDATE users
          SET subscription_tier = $3, subscription_expires_at = $4, trial_ends_at = $5, stripe_customer_id = $6, stripe_subscription_id = $7,
              badges = ARRAY(SELECT b FROM unnest(badges) b WHERE b <> ALL ($8::text[])) || CASE WHEN $9 THEN $8::text[] ELSE '{}' END,
              verified_profile = $9, billing_version = $2, version = version + 1, updated_at = now()
        WHERE id = $1 AND billing_version < $2
        RETURNING ${USER_COLUMNS}`,
      [plan.userId, plan.version, plan.tier, plan.expiresAt, plan.trialEndsAt, plan.stripeCustomerId, plan.stripeSubscriptionId, PLAN_BADGES, paid],
    );
  }

  async updatePasswordHash(id: number, passwordHash: string, db: Queryable = this.database.pool): Promise<void> {
    await db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
  }

  // Case-insensitive substring over username, name, location and skills (My Network);
  // exact username matches first, then the newest members.
  // Members either of whom has blocked the viewer or been blocked by them are left out.
  async search(viewerId: number, term: string | undefined, page: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
    const pattern = term ? `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    // $1 the pattern, $2 the viewer in both statements.
    const visible = neitherBlockedSql('$2::int', 'users.id');
    const where = pattern
      ? `WHERE (username ILIKE $1 OR name ILIKE $1 OR location ILIKE $1
           OR EXISTS (SELECT 1 FROM unnest(skills) AS skill WHERE skill ILIKE $1)) AND ${visible}`
      : `WHERE $1::text IS NULL AND ${visible}`;
    const [rows, counted] = await Promise.all([
      queryRows<UserRow>(
        this.database.pool,
        `SELECT ${USER_COLUMNS} FROM users ${where}
          ORDER BY (lower(username) = lower($5)) DESC, created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [pattern, viewerId, limit, (page - 1) * limit, term ?? ''],
      ),
      queryOne<{ total: number }>(this.database.pool, `SELECT count(*)::int AS total FROM users ${where}`, [pattern, viewerId]),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async countSearchAppearances(ids: number[], db: Queryable = this.database.pool): Promise<void> {
    if (ids.length === 0) return;
    await db.query(`UPDATE users SET search_appearances = search_appearances + 1 WHERE id = ANY($1)`, [ids]);
  }

  // One view per viewer per profile per day; true when this call counted it.
  async recordProfileView(tx: Transaction, viewerId: number, viewedId: number): Promise<boolean> {
    const inserted = await queryRows(
      tx,
      `INSERT INTO profile_views (viewer_id, viewed_id, day) VALUES ($1, $2, current_date) ON CONFLICT DO NOTHING RETURNING viewed_id`,
      [viewerId, viewedId],
    );
    if (inserted.length === 0) return false;
    await tx.query(`UPDATE users SET profile_views = profile_views + 1 WHERE id = $1`, [viewedId]);
    return true;
  }

  async incrementReferralCount(tx: Transaction, id: number): Promise<number> {
    const row = await queryOne<{ referralCount: number }>(
      tx,
      `UPDATE users SET referral_count = referral_count + 1 WHERE id = $1 RETURNING referral_count AS "referralCount"`,
      [id],
    );
    return row!.referralCount;
  }

  // Signing in during a deletion's grace period keeps the account. True when there was one to cancel.
  async cancelDeletion(userId: number): Promise<boolean> {
    const rows = await queryRows(
      this.database.pool,
      `UPDATE users SET deletion_scheduled_for = NULL WHERE id = $1 AND deletion_scheduled_for IS NOT NULL RETURNING 1`,
      [userId],
    );
    return rows.length > 0;
  }
}
