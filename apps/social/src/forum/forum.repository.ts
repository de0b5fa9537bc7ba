import { Injectable } from '@nestjs/common';
import type { CreateForumPost, ForumCategory, UpdateForumPost } from '@stave/contracts';
import { Database, placeholders, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';
import { REPLY_COLUMNS, THREAD_FROM, THREAD_SUMMARY_COLUMNS, type CategoryCountRow, type ReplyRow, type ThreadRow, type ThreadSummaryRow } from './forum.rows';

export interface ThreadFilter {
  category?: ForumCategory;
  sort: 'active' | 'newest';
  // A to_tsquery of the search's words as prefixes ('strat:* & amp:*').
  tsquery?: string;
  tag?: string;
  limit: number;
  offset: number;
}

// $1 is the viewer in every read: a thread or reply whose author and the viewer have blocked each other (either
// way; the platform's `blocks` projection) is not there for them, in a list, a count, by id or to act on.
const THREAD_VISIBLE = neitherBlockedSql('$1::int', 'p.user_id');
const REPLY_VISIBLE = neitherBlockedSql('$1::int', 'c.user_id');

// The members the viewer ($1) has blocked or been blocked by.
const HIDDEN_AUTHORS = `SELECT bl.blocked_id FROM blocks bl WHERE bl.blocker_id = $1 AND bl.blocked
                        UNION SELECT bl.blocker_id FROM blocks bl WHERE bl.blocked_id = $1 AND bl.blocked`;

// How many threads match `conditions` as the viewer sees them: all of them, less those of the members hidden from
// them. Counted so, the first count reads only an index (the sorts' indexes hold the category, not the author) and
// the second only the hidden members' threads (forum_posts_author_idx); checking every thread's author against the
// blocks reads every row instead: 20 ms against 1 for a category of 10,000 threads.
const visibleThreadCount = (conditions: string) =>
  `((SELECT count(*) FROM forum_posts p WHERE ${conditions})
    - (SELECT count(*) FROM forum_posts p WHERE ${conditions} AND p.user_id IN (${HIDDEN_AUTHORS})))::int`;

const ORDER = { active: 'p.last_activity_at DESC, p.id DESC', newest: 'p.created_at DESC, p.id DESC' } as const;

const EDITABLE = { title: 'title', content: 'content', category: 'category', tags: 'tags' } as const;

// Times are date_trunc'd to milliseconds as the columns' defaults are, so a reply's time and its thread's latest
// activity are the same instant, and both round-trip through a JS Date.
const NOW = `date_trunc('milliseconds', now())`;

@Injectable()
export class ForumRepository {
  constructor(private readonly database: Database) {}

  // ---- threads

  // A page in the asked order with the total of the filter, in one statement. The page's ids are found first (the
  // order's index walked to the page, or a search's matches sorted), and only then their columns read: the excerpt's
  // text work and the author are done for the page's threads, not for every match (a search matching 60,000 threads:
  // 0.1 s against 1.7 s). A page past the end has no row to carry the total: it is counted apart.
  async threads(viewerId: number, filter: ThreadFilter): Promise<{ rows: ThreadSummaryRow[]; total: number }> {
    const { params, param } = placeholders([viewerId]);
    const where = ['true'];
    if (filter.category) where.push(`p.category = ${param(filter.category)}`);
    if (filter.tsquery) where.push(`p.search_vector @@ to_tsquery('simple', ${param(filter.tsquery)})`);
    if (filter.tag) where.push(`p.tags @> ARRAY[${param(filter.tag)}::text]`);
    const conditions = where.join(' AND ');
    const countParams = [...params];
    const rows = await queryRows<ThreadSummaryRow & { total: number }>(
      this.database.pool,
      `SELECT ${THREAD_SUMMARY_COLUMNS}, ${visibleThreadCount(conditions)} AS total
         FROM (SELECT p.id FROM forum_posts p WHERE ${conditions} AND ${THREAD_VISIBLE}
                ORDER BY ${ORDER[filter.sort]} LIMIT ${param(filter.limit)} OFFSET ${param(filter.offset)}) page
         JOIN forum_posts p ON p.id = page.id LEFT JOIN user_summaries u ON u.id = p.user_id
        ORDER BY ${ORDER[filter.sort]}`,
      params,
    );
    if (rows.length > 0 || filter.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    const counted = await queryOne<{ total: number }>(this.database.pool, `SELECT ${visibleThreadCount(conditions)} AS total`, countParams);
    return { rows, total: counted?.total ?? 0 };
  }

  // Every category's thread count and latest activity as the viewer sees them (0 and null without a thread). The
  // latest is the first thread along the category's index that the viewer can see.
  categories(viewerId: number, categories: readonly ForumCategory[]): Promise<CategoryCountRow[]> {
    return queryRows<CategoryCountRow>(
      this.database.pool,
      `SELECT category.id, ${visibleThreadCount('p.category = category.id')} AS "threadCount",
              (SELECT p.last_activity_at FROM forum_posts p WHERE p.category = category.id AND ${THREAD_VISIBLE}
                ORDER BY p.last_activity_at DESC, p.id DESC LIMIT 1) AS "lastActivityAt"
         FROM unnest($2::text[]) AS category (id)`,
      [viewerId, categories],
    );
  }

  thread(viewerId: number, postId: number, db: Queryable = this.database.pool): Promise<ThreadRow | null> {
    return queryOne<ThreadRow>(db, `SELECT ${THREAD_SUMMARY_COLUMNS}, p.content FROM ${THREAD_FROM} WHERE p.id = $2 AND ${THREAD_VISIBLE}`, [viewerId, postId]);
  }

  async insertThread(tx: Transaction, authorId: number, thread: CreateForumPost): Promise<number> {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO forum_posts (user_id, title, content, category, tags) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [authorId, thread.title, thread.content, thread.category, thread.tags],
    );
    return row!.id;
  }

  // The author's edit of the fields given; marked edited only when one of them changed. False when it is not the
  // author's thread (or there is none).
  async updateThread(tx: Transaction, postId: number, authorId: number, changes: UpdateForumPost): Promise<boolean> {
    const { params, param } = placeholders([postId, authorId]);
    const fields = (Object.keys(EDITABLE) as Array<keyof typeof EDITABLE>).filter((field) => changes[field] !== undefined);
    if (fields.length === 0) return (await queryOne(tx, `SELECT 1 FROM forum_posts WHERE id = $1 AND user_id = $2`, params)) !== null;
    const values = fields.map((field) => param(changes[field]));
    const columns = fields.map((field) => EDITABLE[field]);
    const rows = await queryRows(
      tx,
      `UPDATE forum_posts
          SET ${columns.map((column, i) => `${column} = ${values[i]}`).join(', ')},
              edited_at = CASE WHEN ROW(${columns.join(', ')}) IS DISTINCT FROM ROW(${values.join(', ')}) THEN ${NOW} ELSE edited_at END
        WHERE id = $1 AND user_id = $2 RETURNING id`,
      params,
    );
    return rows.length > 0;
  }

  // The author's thread, and its replies with it (ON DELETE CASCADE). False when it is not theirs (or there is none).
  async deleteThread(tx: Transaction, postId: number, authorId: number): Promise<boolean> {
    return (await queryRows(tx, `DELETE FROM forum_posts WHERE id = $1 AND user_id = $2 RETURNING id`, [postId, authorId])).length > 0;
  }

  // ---- replies

  // A page of a thread's replies, oldest first, with their total counted once in the same statement (a page past the
  // end is counted apart).
  async replies(viewerId: number, postId: number, limit: number, offset: number): Promise<{ rows: ReplyRow[]; total: number }> {
    const total = `(SELECT count(*)::int FROM forum_comments c WHERE c.post_id = $2 AND ${REPLY_VISIBLE})`;
    const rows = await queryRows<ReplyRow & { total: number }>(
      this.database.pool,
      `SELECT ${REPLY_COLUMNS}, ${total} AS total FROM forum_comments c LEFT JOIN user_summaries u ON u.id = c.user_id
        WHERE c.post_id = $2 AND ${REPLY_VISIBLE} ORDER BY c.created_at, c.id LIMIT $3 OFFSET $4`,
      [viewerId, postId, limit, offset],
    );
    if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    const counted = await queryOne<{ total: number }>(this.database.pool, `SELECT ${total} AS total`, [viewerId, postId]);
    return { rows, total: counted?.total ?? 0 };
  }

  // A reply the viewer can see, on a thread they can see; with its author.
  reply(viewerId: number, postId: number, commentId: number, db: Queryable = this.database.pool): Promise<ReplyRow | null> {
    return queryOne<ReplyRow>(
      db,
      `SELECT ${REPLY_COLUMNS} FROM forum_comments c JOIN forum_posts p ON p.id = c.post_id LEFT JOIN user_summaries u ON u.id = c.user_id
        WHERE c.id = $3 AND c.post_id = $2 AND ${THREAD_VISIBLE} AND ${REPLY_VISIBLE}`,
      [viewerId, postId, commentId],
    );
  }

  // The thread counts one more reply and is active now; its row stays locked until the transaction ends, so a
  // deletion of the thread either went first (nothing here: a 404) or waits and takes the reply with it. False when
  // the viewer cannot see the thread.
  async bumpForReply(tx: Transaction, viewerId: number, postId: number): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `UPDATE forum_posts p SET reply_count = p.reply_count + 1, last_activity_at = greatest(p.last_activity_at, ${NOW})
        WHERE p.id = $2 AND ${THREAD_VISIBLE} RETURNING p.id`,
      [viewerId, postId],
    );
    return rows.length > 0;
  }

  async insertReply(tx: Transaction, postId: number, authorId: number, content: string): Promise<ReplyRow> {
    const row = await queryOne<ReplyRow>(
      tx,
      `WITH added AS (INSERT INTO forum_comments (post_id, user_id, content, created_at) VALUES ($1, $2, $3, ${NOW}) RETURNING *)
       SELECT ${REPLY_COLUMNS} FROM added c LEFT JOIN user_summaries u ON u.id = c.user_id`,
      [postId, authorId, content],
    );
    return row!;
  }

  // The author's reply on a thread they can still see; marked edited only when the text changed.
  updateReply(tx: Transaction, authorId: number, postId: number, commentId: number, content: string): Promise<ReplyRow | null> {
    return queryOne<ReplyRow>(
      tx,
      `WITH edited AS (
         UPDATE forum_comments c SET content = $4, edited_at = CASE WHEN c.content IS DISTINCT FROM $4 THEN ${NOW} ELSE c.edited_at END
           FROM forum_posts p
          WHERE c.id = $3 AND c.post_id = $2 AND c.user_id = $1 AND p.id = c.post_id AND ${THREAD_VISIBLE}
         RETURNING c.*)
       SELECT ${REPLY_COLUMNS} FROM edited c LEFT JOIN user_summaries u ON u.id = c.user_id`,
      [authorId, postId, commentId, content],
    );
  }

  // Held before a reply is deleted: a thread's deletion locks the thread and then cascades to its replies, so taking
  // them the other way round (the reply, then the thread's counter) could deadlock with it. False when it is gone.
  async lockThread(tx: Transaction, postId: number): Promise<boolean> {
    return (await queryOne(tx, `SELECT 1 FROM forum_posts WHERE id = $1 FOR NO KEY UPDATE`, [postId])) !== null;
  }

  // Under lockThread: the author's reply, and one reply fewer on the thread. Its latest activity stays: a reply
  // taken back does not make the thread older.
  async deleteReply(tx: Transaction, postId: number, commentId: number, authorId: number): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `WITH gone AS (DELETE FROM forum_comments WHERE id = $2 AND post_id = $1 AND user_id = $3 RETURNING post_id)
       UPDATE forum_posts p SET reply_count = p.reply_count - 1 FROM gone WHERE p.id = gone.post_id RETURNING p.id`,
      [postId, commentId, authorId],
    );
    return rows.length > 0;
  }

  // The thread of a reply by this author (a moderator's decision names only the reply).
  async threadOfReply(tx: Transaction, commentId: number, authorId: number): Promise<number | null> {
    return (
      (await queryOne<{ postId: number }>(tx, `SELECT post_id AS "postId" FROM forum_comments WHERE id = $1 AND user_id = $2`, [commentId, authorId]))
        ?.postId ?? null
    );
  }
}
