import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, Database, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';

export interface CommentRow {
  id: number;
  postId: number;
  userId: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  authorUsername: string | null;
  authorType: string | null;
  authorImage: string | null;
}

const COMMENT_COLUMNS = `c.id, c.post_id AS "postId", c.user_id AS "userId", c.content, c.created_at AS "createdAt", c.updated_at AS "updatedAt",
  u.name AS "authorName", u.username AS "authorUsername", u.type AS "authorType", u.profile_image AS "authorImage"`;

// Counters move only with the row that justifies them: the insert or delete that actually
// happened (RETURNING), so parallel likes by one member count once.
@Injectable()
export class EngagementRepository {
  constructor(private readonly database: Database) {}

  // The post's author, with the row held FOR KEY SHARE until the transaction ends; null when it is
  // gone. Every write of a like, save, view or comment takes this first, so it can never meet a
  // deletion half way (a foreign-key violation, a 500): a DELETE already committed, or committing
  // while we wait, leaves no row here (404); once we hold it, a DELETE waits for our commit and then
  // cascades to what we added. KEY SHARE, not SHARE: it does not conflict with the counter UPDATEs
  // (likes = likes + 1) that parallel engagements make, so they cannot deadlock on each other.
  // Mapping SQLSTATE 23503 to 404 instead would cover the insert only: not a comment deleted while
  // its post's deletion waits for it (a deadlock, 40P01), nor any later foreign key, whose violation
  // it would misreport as 'Post not found'. Deciding the race up front, before any write, covers all.
  // With `viewerId`, a post whose author and the viewer have blocked each other is not found either (a
  // blocked member can neither like, save, view nor comment on it).
  async lockPost(tx: Transaction, postId: number, viewerId?: number): Promise<number | null> {
    const row = await queryOne<{ userId: number }>(
      tx,
      viewerId === undefined
        ? `SELECT user_id AS "userId" FROM posts WHERE id = $1 FOR KEY SHARE`
        : `SELECT user_id AS "userId" FROM posts p WHERE id = $1 AND ${neitherBlockedSql('$2::int', 'p.user_id')} FOR KEY SHARE OF p`,
      viewerId === undefined ? [postId] : [postId, viewerId],
    );
    return row?.userId ?? null;
  }

  // Serialises toggles of one (member, post) pair until the transaction ends: the second of two
  // parallel saves sees what the first did and undoes it, so each answers the state it produced.
  async lockSaveToggle(tx: Transaction, postId: number, userId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`social:save:${userId}:${postId}`]);
  }

  async like(tx: Transaction, postId: number, userId: number): Promise<boolean> {
    const inserted = await queryRows(tx, `INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING post_id`, [
      postId,
      userId,
    ]);
    if (inserted.length) await tx.query(`UPDATE posts SET likes = likes + 1 WHERE id = $1`, [postId]);
    return inserted.length > 0;
  }

  async unlike(tx: Transaction, postId: number, userId: number): Promise<boolean> {
    const deleted = await queryRows(tx, `DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING post_id`, [postId, userId]);
    if (deleted.length) await tx.query(`UPDATE posts SET likes = likes - 1 WHERE id = $1`, [postId]);
    return deleted.length > 0;
  }

  async likeCount(postId: number, db: Queryable = this.database.pool): Promise<number> {
    return (await queryOne<{ likes: number }>(db, `SELECT likes FROM posts WHERE id = $1`, [postId]))?.likes ?? 0;
  }

  // Under lockSaveToggle: a delete, else an insert; true when the post is now saved.
  async toggleSave(tx: Transaction, postId: number, userId: number): Promise<boolean> {
    const removed = await queryRows(tx, `DELETE FROM saved_posts WHERE user_id = $1 AND post_id = $2 RETURNING post_id`, [userId, postId]);
    if (removed.length) return false;
    await tx.query(`INSERT INTO saved_posts (user_id, post_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, postId]);
    return true;
  }

  async recordView(tx: Transaction, postId: number, viewerId: number): Promise<void> {
    const counted = await queryRows(
      tx,
      `INSERT INTO post_views (post_id, viewer_id, day) VALUES ($1, $2, current_date) ON CONFLICT DO NOTHING RETURNING post_id`,
      [postId, viewerId],
    );
    if (counted.length) await tx.query(`UPDATE posts SET views = views + 1 WHERE id = $1`, [postId]);
  }

  // The comments the viewer may see: none by a member either of them has blocked.
  async comments(postId: number, viewerId: number): Promise<CommentRow[]> {
    return queryRows<CommentRow>(
      this.database.pool,
      `SELECT ${COMMENT_COLUMNS} FROM post_comments c LEFT JOIN user_summaries u ON u.id = c.user_id
        WHERE c.post_id = $1 AND ${neitherBlockedSql('$2::int', 'c.user_id')} ORDER BY c.created_at, c.id LIMIT 500`,
      [postId, viewerId],
    );
  }

  async addComment(tx: Transaction, postId: number, userId: number, content: string): Promise<number> {
    const row = await queryOne<{ id: number }>(tx, `INSERT INTO post_comments (post_id, user_id, content) VALUES ($1, $2, $3) RETURNING id`, [
      postId,
      userId,
      content,
    ]);
    await tx.query(`UPDATE posts SET comments = comments + 1 WHERE id = $1`, [postId]);
    return row!.id;
  }

  async comment(commentId: number, db: Queryable = this.database.pool): Promise<CommentRow | null> {
    return queryOne<CommentRow>(db, `SELECT ${COMMENT_COLUMNS} FROM post_comments c LEFT JOIN user_summaries u ON u.id = c.user_id WHERE c.id = $1`, [
      commentId,
    ]);
  }

  async deleteComment(tx: Transaction, postId: number, commentId: number, userId: number): Promise<boolean> {
    const deleted = await queryRows(tx, `DELETE FROM post_comments WHERE id = $1 AND post_id = $2 AND user_id = $3 RETURNING id`, [commentId, postId, userId]);
    if (deleted.length) await tx.query(`UPDATE posts SET comments = comments - 1 WHERE id = $1`, [postId]);
    return deleted.length > 0;
  }
}
