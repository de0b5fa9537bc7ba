import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

@Injectable()
export class FollowsRepository {
  constructor(private readonly database: Database) {}

  // Serialises follow toggles of one pair until the transaction ends. Without it two parallel
  // toggles both found no follow, both inserted (one silently), and both answered following:true.
  async lockPair(tx: Transaction, followerId: number, followingId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`social:follow:${followerId}:${followingId}`]);
  }

  // True when this call created the follow.
  async insert(tx: Transaction, followerId: number, followingId: number): Promise<boolean> {
    const created = await queryRows(tx, `INSERT INTO user_follows (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING follower_id`, [
      followerId,
      followingId,
    ]);
    return created.length > 0;
  }

  // True when this call removed the follow.
  async delete(tx: Transaction, followerId: number, followingId: number): Promise<boolean> {
    const removed = await queryRows(tx, `DELETE FROM user_follows WHERE follower_id = $1 AND following_id = $2 RETURNING follower_id`, [
      followerId,
      followingId,
    ]);
    return removed.length > 0;
  }

  async isFollowing(followerId: number, followingId: number, db: Queryable = this.database.pool): Promise<boolean> {
    return (await queryRows(db, `SELECT 1 FROM user_follows WHERE follower_id = $1 AND following_id = $2`, [followerId, followingId])).length > 0;
  }

  async countFollowers(db: Queryable, memberId: number): Promise<number> {
    return (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM user_follows WHERE following_id = $1`, [memberId]))?.n ?? 0;
  }
}
