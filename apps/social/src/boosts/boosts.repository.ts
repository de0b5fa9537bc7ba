import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { shownInFeedSql } from '../post-views/feed-visibility';
import { POST_VIEW_COLUMNS, POST_VIEW_FROM, type PostRow } from '../post-views/post.row';

export interface BoostRow {
  id: number;
  postId: number;
  content: string;
  boostType: string;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
  viewsGenerated: number;
  engagementBoost: number;
}

const BOOST = `
  SELECT b.id, b.post_id AS "postId", p.content, b.boost_type AS "boostType", b.start_date AS "startDate", b.end_date AS "endDate",
         b.is_active AND b.end_date > now() AS "isActive", b.views_generated AS "viewsGenerated", b.engagement_boost AS "engagementBoost"
    FROM boosted_posts b JOIN posts p ON p.id = b.post_id`;

export interface RunningBoost {
  id: number;
  postId: number;
  authorId: number;
}

// Of the candidate boosts (in the order given), the first $3 member $1 may be shown as promoted: still
// running, not their own, not by someone they follow (they see those anyway), not across a block either
// way. The post's view (counters, mentions, the viewer's likes) is read for the chosen ones only.
const PROMOTED_AMONG_SQL = `
  WITH chosen AS MATERIALIZED (
    SELECT b.id AS boost_id, b.post_id, c.ord FROM unnest($2::int[]) WITH ORDINALITY AS c(id, ord)
      JOIN boosted_posts b ON b.id = c.id JOIN posts q ON q.id = b.post_id
     WHERE b.is_active AND b.end_date > now() AND q.user_id <> $1
       AND NOT EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = $1 AND f.following_id = q.user_id)
       AND ${shownInFeedSql('$1', 'q.user_id')}
     ORDER BY c.ord LIMIT $3)
  SELECT ${POST_VIEW_COLUMNS}, chosen.boost_id AS "boostId" FROM chosen JOIN ${POST_VIEW_FROM} ON p.id = chosen.post_id
   ORDER BY chosen.ord`;

// The only file that writes boosted_posts.
@Injectable()
export class BoostsRepository {
  constructor(private readonly database: Database) {}

  // One member's boosts are decided one at a time (the quota is counted, then a boost added).
  async lockMember(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('boosts'), $1)`, [userId]);
  }

  async countSince(tx: Queryable, userId: number, since: Date): Promise<number> {
    const row = await queryOne<{ n: number }>(tx, `SELECT count(*)::int AS n FROM boosted_posts WHERE user_id = $1 AND start_date >= $2`, [userId, since]);
    return row?.n ?? 0;
  }

  // The post's author, the post share-locked so it cannot go while its boost is added.
  async authorOf(tx: Transaction, postId: number): Promise<number | null> {
    return (await queryOne<{ userId: number }>(tx, `SELECT user_id AS "userId" FROM posts WHERE id = $1 FOR SHARE`, [postId]))?.userId ?? null;
  }

  async activeFor(tx: Transaction, postId: number): Promise<boolean> {
    return (await queryRows(tx, `SELECT 1 FROM boosted_posts WHERE post_id = $1 AND is_active AND end_date > now()`, [postId])).length > 0;
  }

  async insert(tx: Transaction, userId: number, postId: number, days: number): Promise<BoostRow> {
    const inserted = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO boosted_posts (user_id, post_id, end_date) VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING id`,
      [userId, postId, days],
    );
    return (await queryOne<BoostRow>(tx, `${BOOST} WHERE b.id = $1`, [inserted!.id]))!;
  }

  mine(userId: number): Promise<BoostRow[]> {
    return queryRows<BoostRow>(this.database.pool, `${BOOST} WHERE b.user_id = $1 ORDER BY b.start_date DESC, b.id DESC LIMIT 200`, [userId]);
  }

  // Every running boost, with its post's author: what a page's promotion draws from (held in memory).
  running(): Promise<RunningBoost[]> {
    return queryRows<RunningBoost>(
      this.database.pool,
      `SELECT b.id, b.post_id AS "postId", q.user_id AS "authorId" FROM boosted_posts b JOIN posts q ON q.id = b.post_id
        WHERE b.is_active AND b.end_date > now()`,
    );
  }

  // PROMOTED_AMONG_SQL.
  promotedAmong(viewerId: number, boostIds: number[], count: number): Promise<Array<PostRow & { boostId: number }>> {
    // Prepared like the page it joins: planning this statement cost more than running it.
    return this.database.prepared<PostRow & { boostId: number }>('social_promoted_among', PROMOTED_AMONG_SQL, [viewerId, boostIds, count]);
  }

  // Showings counted in memory, added in one statement (boost ids with their counts).
  async addImpressions(counts: Map<number, number>): Promise<void> {
    if (counts.size === 0) return;
    await this.database.pool.query(
      `UPDATE boosted_posts b SET views_generated = views_generated + c.n FROM unnest($1::int[], $2::int[]) AS c(id, n) WHERE b.id = c.id`,
      [[...counts.keys()], [...counts.values()]],
    );
  }

  // The engagement a running boost brought: the member does not follow the post's author (and is not them).
  async countEngagement(tx: Transaction, postId: number, memberId: number): Promise<void> {
    await tx.query(
      `UPDATE boosted_posts b SET engagement_boost = engagement_boost + 1
         FROM posts p
        WHERE b.post_id = $1 AND p.id = b.post_id AND b.is_active AND b.end_date > now() AND p.user_id <> $2
          AND NOT EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = $2 AND f.following_id = p.user_id)`,
      [postId, memberId],
    );
  }

  async expireEnded(): Promise<number> {
    const rows = await queryRows(this.database.pool, `UPDATE boosted_posts SET is_active = false WHERE is_active AND end_date <= now() RETURNING id`);
    return rows.length;
  }
}
