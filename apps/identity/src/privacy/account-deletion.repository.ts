import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Transaction } from '@stave/platform';
import { erasePlatformRows } from '@stave/domain';

// Identity's side of an erasure: the deletion scheduled on the account, the accounts due, what files they hold,
// and their rows across identity's tables.
@Injectable()
export class AccountDeletionRepository {
  constructor(private readonly database: Database) {}

  // Answers when, and the address to tell; null when a deletion is already scheduled.
  schedule(userId: number, graceDays: number): Promise<{ scheduledFor: Date; email: string } | null> {
    return queryOne<{ scheduledFor: Date; email: string }>(
      this.database.pool,
      `UPDATE users SET deletion_scheduled_for = now() + make_interval(days => $2)
        WHERE id = $1 AND deletion_scheduled_for IS NULL RETURNING deletion_scheduled_for AS "scheduledFor", email`,
      [userId, graceDays],
    );
  }

  async due(limit: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.database.pool,
      `SELECT id FROM users WHERE deletion_scheduled_for <= now() ORDER BY deletion_scheduled_for LIMIT ${Number(limit)}`,
    );
    return rows.map((row) => row.id);
  }

  // The account, locked, if its grace has ended (null: signed in meanwhile, or erased already).
  lockDue(tx: Transaction, userId: number): Promise<{ profileImage: string | null; coverImage: string | null } | null> {
    return queryOne<{ profileImage: string | null; coverImage: string | null }>(
      tx,
      `SELECT profile_image AS "profileImage", cover_image AS "coverImage" FROM users WHERE id = $1 AND deletion_scheduled_for <= now() FOR UPDATE`,
      [userId],
    );
  }

  // The portfolio's stored images and uploads.
  storedFiles(tx: Transaction, userId: number): Promise<Array<{ image: string | null; key: string | null }>> {
    return queryRows<{ image: string | null; key: string | null }>(
      tx,
      `SELECT image, NULL AS key FROM portfolio_items WHERE user_id = $1 UNION ALL SELECT NULL, key FROM portfolio_uploads WHERE user_id = $1`,
      [userId],
    );
  }

  async eraseRows(tx: Transaction, userId: number): Promise<void> {
    // Counts kept on other members' rows.
    await tx.query(
      `UPDATE users SET connection_count = greatest(connection_count - 1, 0)
        WHERE id IN (SELECT other_id FROM member_connections WHERE member_id = $1 AND connected)`,
      [userId],
    );
    // An invitation that brought this member in stays the inviter's, without the address or the member.
    await tx.query(`UPDATE referrals SET email = '', new_user_id = NULL WHERE new_user_id = $1`, [userId]);
    await tx.query(`DELETE FROM profile_views WHERE viewer_id = $1`, [userId]);
    // Their reports leave the queue's counts; an open case only they reported goes.
    await tx.query(`UPDATE moderation_cases c SET report_count = report_count - 1 FROM moderation_reports r WHERE r.case_id = c.id AND r.reporter_id = $1`, [
      userId,
    ]);
    await tx.query(`DELETE FROM moderation_reports WHERE reporter_id = $1`, [userId]);
    await tx.query(`DELETE FROM moderation_cases WHERE status = 'open' AND report_count <= 0`);
    // Decisions and appeal answers they gave as a moderator stay on the record, without their author.
    await tx.query(`UPDATE moderation_decisions SET moderator_id = NULL WHERE moderator_id = $1`, [userId]);
    await tx.query(`UPDATE standing_appeals SET decided_by = NULL WHERE decided_by = $1`, [userId]);
    // The account: sessions, two-factor, profile items, standing, appeals, archives, support tickets (with their
    // conversations) and business-team rows on either side go with it (ON DELETE CASCADE); advertising inquiries and
    // support tickets assigned to them stay, unassigned, and an agent's replies on other members' tickets stay without
    // an author (ON DELETE SET NULL: the inquiry is a company's, the ticket the other member's). Their business's team
    // activity goes too (ON DELETE CASCADE); the lines of what they did on another business's team stay that
    // business's, without them (actor_id ON DELETE SET NULL: 'Former member'). No team event is announced for the
    // memberships that go: identity.user.erased.v1 removes every team_memberships row naming the member in each
    // service (erasePlatformRows), and a membership-changed event (another topic, so possibly later) would only put a
    // row naming them back.
    await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
    // Cases about them (their items or themselves), with the reports and decisions in them.
    await tx.query(`DELETE FROM moderation_cases WHERE subject_id = $1`, [userId]);
    await erasePlatformRows(tx, userId);
  }
}
