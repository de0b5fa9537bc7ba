import { Injectable } from '@nestjs/common';
import type { Cursor } from '@stave/contracts';
import { queryOne, queryRows, Database, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';
import { POST_VIEW_COLUMNS, POST_VIEW_FROM, VISIBLE_TO_VIEWER, type PostRow } from '../post-views/post.row';

export interface NewPost {
  userId: number;
  content: string;
  type: string;
  hashtags: string[];
  mentionedUsers: number[];
  mediaUrl: string | null;
  mediaType: string | null;
}

@Injectable()
export class PostsRepository {
  constructor(private readonly database: Database) {}

  async insert(tx: Transaction, post: NewPost): Promise<{ id: number; createdAt: Date }> {
    const row = await queryOne<{ id: number; createdAt: Date }>(
      tx,
      `INSERT INTO posts (user_id, content, type, hashtags, mentioned_users, media_url, media_type) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, created_at AS "createdAt"`,
      [post.userId, post.content, post.type, post.hashtags, post.mentionedUsers, post.mediaUrl, post.mediaType],
    );
    return row!;
  }

  async view(viewerId: number, postId: number, db: Queryable = this.database.pool): Promise<PostRow | null> {
    return queryOne<PostRow>(db, `SELECT ${POST_VIEW_COLUMNS} FROM ${POST_VIEW_FROM} WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER}`, [viewerId, postId]);
  }

  async visibleTo(viewerId: number, postId: number): Promise<boolean> {
    return (await queryOne(this.database.pool, `SELECT 1 FROM posts p WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER}`, [viewerId, postId])) !== null;
  }

  async content(db: Queryable, postId: number): Promise<string | null> {
    return (await queryOne<{ content: string }>(db, `SELECT content FROM posts WHERE id = $1`, [postId]))?.content ?? null;
  }

  async updateForAuthor(tx: Transaction, postId: number, authorId: number, content: string, hashtags: string[], mentionedUsers: number[]): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `UPDATE posts SET content = $3, hashtags = $4, mentioned_users = $5, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id`,
      [postId, authorId, content, hashtags, mentionedUsers],
    );
    return rows.length > 0;
  }

  // Likes, comments, saves, views, feed entries and its media row go with it (ON DELETE CASCADE).
  // Null when it is not the author's post; else the media file to remove after commit.
  async deleteForAuthor(tx: Transaction, postId: number, authorId: number): Promise<{ mediaUrl: string | null } | null> {
    return queryOne<{ mediaUrl: string | null }>(tx, `DELETE FROM posts WHERE id = $1 AND user_id = $2 RETURNING media_url AS "mediaUrl"`, [postId, authorId]);
  }

  async byAuthor(viewerId: number, authorId: number, before: Cursor | null, limit: number): Promise<PostRow[]> {
    return queryRows<PostRow>(
      this.database.pool,
      `SELECT ${POST_VIEW_COLUMNS} FROM ${POST_VIEW_FROM}
        WHERE p.user_id = $2 AND ${VISIBLE_TO_VIEWER} AND ($3::timestamptz IS NULL OR (p.created_at, p.id) < ($3, $4))
        ORDER BY p.created_at DESC, p.id DESC LIMIT $5`,
      [viewerId, authorId, before?.createdAt ?? null, before?.id ?? 0, limit],
    );
  }

  async saved(viewerId: number, before: Cursor | null, limit: number): Promise<Array<PostRow & { savedAt: Date }>> {
    return queryRows(
      this.database.pool,
      `SELECT ${POST_VIEW_COLUMNS}, sp.created_at AS "savedAt" FROM saved_posts sp JOIN ${POST_VIEW_FROM} ON p.id = sp.post_id
        WHERE sp.user_id = $1 AND ${VISIBLE_TO_VIEWER} AND ($2::timestamptz IS NULL OR (sp.created_at, sp.post_id) < ($2, $3))
        ORDER BY sp.created_at DESC, sp.post_id DESC LIMIT $4`,
      [viewerId, before?.createdAt ?? null, before?.id ?? 0, limit],
    );
  }

  // Engagement in the window, weighted toward comments and decayed by age (a small HN-style gravity).
  async trending(viewerId: number, windowDays: number, limit: number): Promise<PostRow[]> {
    return queryRows<PostRow>(
      this.database.pool,
      `SELECT ${POST_VIEW_COLUMNS} FROM ${POST_VIEW_FROM}
        WHERE p.created_at > now() - make_interval(days => $2) AND ${VISIBLE_TO_VIEWER} AND (p.likes + p.comments + p.views) > 0
        ORDER BY (p.likes * 2 + p.comments * 3 + p.views * 0.2)
                 / power(extract(epoch FROM now() - p.created_at) / 3600 + 2, 1.5) DESC, p.id DESC
        LIMIT $3`,
      [viewerId, windowDays, limit],
    );
  }

  async popularHashtags(windowDays: number, limit: number): Promise<Array<{ tag: string; count: number }>> {
    return queryRows(
      this.database.pool,
      `SELECT min(tag) AS tag, count(*)::int AS count
         FROM posts p, unnest(p.hashtags) AS tag
        WHERE p.created_at > now() - make_interval(days => $1)
        GROUP BY lower(tag) ORDER BY count(*) DESC, lower(tag) LIMIT $2`,
      [windowDays, limit],
    );
  }

  // Tagged posts, newest first: the GIN index over social_lower_tags(hashtags) finds them
  // (hashtag-index.migration.ts); `tag` is lower-cased by the caller.
  async byHashtag(viewerId: number, tag: string, before: Cursor | null, limit: number): Promise<PostRow[]> {
    return queryRows<PostRow>(
      this.database.pool,
      `SELECT ${POST_VIEW_COLUMNS} FROM ${POST_VIEW_FROM}
        WHERE social_lower_tags(p.hashtags) @> ARRAY[$2::text] AND ${VISIBLE_TO_VIEWER} AND ($3::timestamptz IS NULL OR (p.created_at, p.id) < ($3, $4))
        ORDER BY p.created_at DESC, p.id DESC LIMIT $5`,
      [viewerId, tag, before?.createdAt ?? null, before?.id ?? 0, limit],
    );
  }

  // The members an author's '@name's name, but the author and anyone either of them has blocked (a
  // mention of them stays text, is not linked and tells no one).
  async resolveMentions(authorId: number, usernames: string[]): Promise<number[]> {
    if (usernames.length === 0) return [];
    const rows = await queryRows<{ id: number }>(
      this.database.pool,
      `SELECT id FROM user_summaries WHERE lower(username) = ANY($2) AND id <> $1 AND ${neitherBlockedSql('$1::int', 'id')}`,
      [authorId, usernames.map((name) => name.toLowerCase())],
    );
    return rows.map((row) => row.id);
  }
}
