import { Injectable } from '@nestjs/common';
import type { BlockedMember } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

// The only file that touches member_blocks in SQL.
@Injectable()
export class BlocksRepository {
  constructor(private readonly db: Database) {}

  // The time the block began when this call made it; null when it was already in place.
  async block(tx: Transaction, blockerId: number, blockedId: number): Promise<Date | null> {
    const row = await queryOne<{ at: Date }>(
      tx,
      `INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING created_at AS at`,
      [blockerId, blockedId],
    );
    return row?.at ?? null;
  }

  // The time the block was lifted when this call lifted it; null when there was none.
  async unblock(tx: Transaction, blockerId: number, blockedId: number): Promise<Date | null> {
    const row = await queryOne<{ at: Date }>(tx, `DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING clock_timestamp() AS at`, [
      blockerId,
      blockedId,
    ]);
    return row?.at ?? null;
  }

  // Either member blocked the other.
  async eitherWay(db: Queryable, a: number, b: number): Promise<boolean> {
    const row = await queryOne(db, `SELECT 1 FROM member_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`, [
      a,
      b,
    ]);
    return row !== null;
  }

  async blockedBy(blockerId: number): Promise<BlockedMember[]> {
    const rows = await queryRows<{ userId: number; name: string | null; profileImage: string | null; blockedAt: Date }>(
      this.db.pool,
      `SELECT b.blocked_id AS "userId", u.name, u.profile_image AS "profileImage", b.created_at AS "blockedAt"
         FROM member_blocks b LEFT JOIN user_summaries u ON u.id = b.blocked_id
        WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
      [blockerId],
    );
    return rows.map((row) => ({ ...row, name: row.name ?? 'Stave member', blockedAt: row.blockedAt.toISOString() }));
  }
}
