import { Inject, Injectable } from '@nestjs/common';
import type { Cursor } from '@stave/contracts';
import { APP_CONFIG, queryOne, queryRows, Database, type Transaction } from '@stave/platform';
import { POST_VIEW_COLUMNS, POST_VIEW_FROM, type PostRow } from '../post-views/post.row';
import { shownInFeedSql } from '../post-views/feed-visibility';
import type { SocialEnv } from '../config';

// The home feed's storage (docs/performance.md#feed-design): per-member rows pushed when a post is published, capped
// at FEED_CAP, kept only for members seen in FEED_ACTIVE_DAYS and rebuilt by the pull query when one
// returns. Authors with more than FEED_PUSH_MAX_FOLLOWERS followers are never pushed; their posts
// are merged in at read time.
// $1 owner, $2/$3 the cursor (created_at, post id), $4 the page size (exported for bench/feed's bare
// Fastify + pg baseline, which runs the same statement). A full page of pushed entries
// is a floor: a big author's post older than its oldest entry cannot make the page, so each big
// author's probe stops there (typically a few rows instead of a page each).
export const FEED_PAGE_VIEWS_SQL = `
  WITH pushed AS (
    SELECT fe.post_id AS "postId", fe.created_at AS "createdAt" FROM feed_entries fe
     WHERE fe.owner_id = $1 AND fe.created_at <= COALESCE($2::timestamptz, 'infinity')
       AND ($2::timestamptz IS NULL OR (fe.created_at, fe.post_id) < ($2, $3))
     ORDER BY fe.created_at DESC, fe.post_id DESC LIMIT $4),
  floor AS (SELECT COALESCE(CASE WHEN count(*) = $4 THEN min("createdAt") END, '-infinity') AS at FROM pushed),
  page AS (
    SELECT "postId", "createdAt" FROM pushed
    UNION
    SELECT big.id, big.created_at FROM user_follows f
      JOIN big_authors b ON b.user_id = f.following_id AND ${shownInFeedSql('$1', 'f.following_id')}
      CROSS JOIN floor
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM posts p
         WHERE p.user_id = f.following_id AND p.created_at BETWEEN floor.at AND COALESCE($2::timestamptz, 'infinity')
           AND ($2::timestamptz IS NULL OR (p.created_at, p.id) < ($2, $3))
         ORDER BY p.created_at DESC, p.id DESC LIMIT $4) big
     WHERE f.follower_id = $1
    ORDER BY "createdAt" DESC, "postId" DESC LIMIT $4)
  SELECT ${POST_VIEW_COLUMNS} FROM page JOIN ${POST_VIEW_FROM} ON p.id = page."postId"
   WHERE ${shownInFeedSql('$1', 'p.user_id')}
   ORDER BY page."createdAt" DESC, page."postId" DESC`;

// A feed seen within the hour needs no visit recorded for a while: this process remembers that for
// FRESH_FOR_MS and skips the state query (one round trip of the two a page read cost). A stale memory
// only delays the hourly `last_seen_at` touch; feeds never go cold in under FEED_ACTIVE_DAYS.
const FRESH_FOR_MS = 5 * 60_000;
const FRESH_MEMORY_MAX = 50_000;

// Every INSERT … SELECT from posts locks what it copies FOR KEY SHARE: a post deleted at that instant is
// left out (the lock waits for the delete, then skips the row) instead of failing the insert on its
// foreign key, which was a 500 on the follow or the feed read that triggered it.
@Injectable()
export class FeedRepository {
  private readonly freshUntil = new Map<number, number>();

  constructor(
    private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: SocialEnv,
  ) {}

  // 'fresh': warm and seen recently; 'touch': warm, record the visit; 'rebuild': not materialised.
  async state(ownerId: number): Promise<'fresh' | 'touch' | 'rebuild'> {
    const until = this.freshUntil.get(ownerId);
    if (until !== undefined && until > Date.now()) return 'fresh';
    const state = await this.readState(ownerId);
    if (state !== 'rebuild') this.rememberFresh(ownerId);
    return state;
  }

  private rememberFresh(ownerId: number): void {
    this.freshUntil.delete(ownerId);
    // Oldest first in a Map: past the cap, forget the one remembered longest ago.
    if (this.freshUntil.size >= FRESH_MEMORY_MAX) this.freshUntil.delete(this.freshUntil.keys().next().value!);
    this.freshUntil.set(ownerId, Date.now() + FRESH_FOR_MS);
  }

  private async readState(ownerId: number): Promise<'fresh' | 'touch' | 'rebuild'> {
    const [row] = await this.database.prepared<{ warm: boolean; recent: boolean }>(
      'social_feed_state',
      `SELECT last_seen_at > now() - make_interval(days => $2) AS warm, last_seen_at > now() - interval '1 hour' AS recent
         FROM member_feeds WHERE owner_id = $1`,
      [ownerId, this.config.FEED_ACTIVE_DAYS],
    );
    if (!row?.warm) return 'rebuild';
    return row.recent ? 'fresh' : 'touch';
  }

  async touch(ownerId: number): Promise<void> {
    await this.database.pool.query(`UPDATE member_feeds SET last_seen_at = now() WHERE owner_id = $1`, [ownerId]);
  }

  // The pull query, once: own posts and pushed authors' posts, newest FEED_CAP of them.
  async rebuild(ownerId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('feed'), $1)`, [ownerId]);
      await tx.query(`DELETE FROM feed_entries WHERE owner_id = $1`, [ownerId]);
      const built = await queryOne<{ entries: number }>(
        tx,
        `WITH built AS (
           INSERT INTO feed_entries (owner_id, created_at, post_id)
           SELECT $1, p.created_at, p.id FROM posts p
            WHERE p.user_id = $1
               OR p.user_id IN (SELECT f.following_id FROM user_follows f WHERE f.follower_id = $1
                                 AND NOT EXISTS (SELECT 1 FROM big_authors b WHERE b.user_id = f.following_id)
                                 AND ${shownInFeedSql('$1', 'f.following_id')})
            ORDER BY p.created_at DESC, p.id DESC LIMIT $2
              FOR KEY SHARE OF p
           RETURNING 1)
         SELECT count(*)::int AS entries FROM built`,
        [ownerId, this.config.FEED_CAP],
      );
      await tx.query(
        `INSERT INTO member_feeds (owner_id, last_seen_at, built_at, truncated) VALUES ($1, now(), now(), $2)
         ON CONFLICT (owner_id) DO UPDATE SET last_seen_at = now(), built_at = now(), truncated = EXCLUDED.truncated`,
        [ownerId, (built?.entries ?? 0) >= this.config.FEED_CAP],
      );
    });
  }

  // One page of the home feed with the viewer's flags. The hot path is a single statement: the
  // pushed entries, merged with the newest posts of each big author followed, joined to their views
  // ($1 is both the feed's owner and the viewer). Past the materialised window (when a rebuild or a
  // trim left older posts out) the page continues with the pull query, so an old feed still reads to
  // its end; a feed whose fan-out is merely behind is not filled in (it would shrink on the next read).
  async pageViews(ownerId: number, before: Cursor | null, limit: number): Promise<PostRow[]> {
    const rows = await this.database.prepared<PostRow>('social_feed_page', FEED_PAGE_VIEWS_SQL, [ownerId, before?.createdAt ?? null, before?.id ?? 0, limit]);
    if (rows.length === limit || !(await this.truncated(ownerId))) return rows;
    const last = rows.at(-1);
    const from = last ? { createdAt: last.createdAt.toISOString(), id: last.id } : before;
    const pulled = await queryRows<PostRow>(
      this.database.pool,
      `SELECT ${POST_VIEW_COLUMNS} FROM ${POST_VIEW_FROM}
        WHERE (p.user_id = $1 OR p.user_id IN (SELECT following_id FROM user_follows WHERE follower_id = $1))
          AND ${shownInFeedSql('$1', 'p.user_id')}
          AND ($2::timestamptz IS NULL OR (p.created_at, p.id) < ($2, $3))
        ORDER BY p.created_at DESC, p.id DESC LIMIT $4`,
      [ownerId, from?.createdAt ?? null, from?.id ?? 0, limit - rows.length],
    );
    return [...rows, ...pulled];
  }

  private async truncated(ownerId: number): Promise<boolean> {
    const row = await queryOne<{ truncated: boolean }>(this.database.pool, `SELECT truncated FROM member_feeds WHERE owner_id = $1`, [ownerId]);
    return row?.truncated ?? false;
  }

  // Fan-out of one post to the warm feeds of its author's followers, in the consumer's transaction.
  // Returns false when the author is big (their posts are merged at read time instead).
  // The follows read are held (KEY SHARE) until the push commits: an unfollow deleting one waits for it,
  // and its removal of the author's entries, a later statement, then sees the pushed entry too. (Without
  // the lock a push racing an unfollow could leave the unfollowed author's post in the feed.)
  async pushToFollowers(tx: Transaction, postId: number, authorId: number): Promise<boolean> {
    const count = await queryOne<{ followers: number }>(tx, `SELECT count(*)::int AS followers FROM user_follows WHERE following_id = $1`, [authorId]);
    if ((count?.followers ?? 0) > this.config.FEED_PUSH_MAX_FOLLOWERS) {
      await tx.query(`INSERT INTO big_authors (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [authorId]);
      return false;
    }
    await tx.query(`DELETE FROM big_authors WHERE user_id = $1`, [authorId]);
    const owners = await queryRows<{ ownerId: number }>(
      tx,
      `INSERT INTO feed_entries (owner_id, created_at, post_id)
       SELECT f.follower_id, p.created_at, p.id FROM posts p
         JOIN user_follows f ON f.following_id = p.user_id
         JOIN member_feeds m ON m.owner_id = f.follower_id AND m.last_seen_at > now() - make_interval(days => $2)
        WHERE p.id = $1 AND ${shownInFeedSql('f.follower_id', 'p.user_id')}
          FOR KEY SHARE OF p, f
       ON CONFLICT DO NOTHING RETURNING owner_id AS "ownerId"`,
      [postId, this.config.FEED_ACTIVE_DAYS],
    );
    // Trimming every feed on every push would double the write; one push in ten trims (Misskey's FTT does the same).
    if (owners.length > 0 && Math.random() < 0.1)
      await this.trim(
        tx,
        owners.map((owner) => owner.ownerId),
      );
    return true;
  }

  async addEntry(tx: Transaction, ownerId: number, postId: number, createdAt: Date): Promise<void> {
    await tx.query(`INSERT INTO feed_entries (owner_id, created_at, post_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [ownerId, createdAt, postId]);
  }

  // A new follow shows the followed member's recent posts at once; an unfollow takes them out.
  async backfillAuthor(tx: Transaction, ownerId: number, authorId: number): Promise<void> {
    await tx.query(
      `INSERT INTO feed_entries (owner_id, created_at, post_id)
       SELECT $1, p.created_at, p.id FROM posts p
        WHERE p.user_id = $2 AND EXISTS (SELECT 1 FROM member_feeds m WHERE m.owner_id = $1) AND ${shownInFeedSql('$1', '$2')}
        ORDER BY p.created_at DESC, p.id DESC LIMIT 50
          FOR KEY SHARE OF p
       ON CONFLICT DO NOTHING`,
      [ownerId, authorId],
    );
  }

  // After a block is lifted: the author's recent posts again, if the owner follows them (and nothing else keeps
  // them out).
  async restoreAuthor(tx: Transaction, ownerId: number, authorId: number): Promise<void> {
    if (!(await queryOne(tx, `SELECT 1 AS ok FROM user_follows WHERE follower_id = $1 AND following_id = $2`, [ownerId, authorId]))) return;
    await this.backfillAuthor(tx, ownerId, authorId);
  }

  async removeAuthor(tx: Transaction, ownerId: number, authorId: number): Promise<void> {
    await tx.query(`DELETE FROM feed_entries fe USING posts p WHERE fe.owner_id = $1 AND p.id = fe.post_id AND p.user_id = $2`, [ownerId, authorId]);
  }

  private async trim(tx: Transaction, ownerIds: number[]): Promise<void> {
    await tx.query(
      `WITH gone AS (
         DELETE FROM feed_entries fe
          USING (SELECT owner_id, created_at, post_id FROM (
                   SELECT owner_id, created_at, post_id,
                          row_number() OVER (PARTITION BY owner_id ORDER BY created_at DESC, post_id DESC) AS rank
                     FROM feed_entries WHERE owner_id = ANY($1)) ranked
                 WHERE rank > $2) old
          WHERE fe.owner_id = old.owner_id AND fe.created_at = old.created_at AND fe.post_id = old.post_id
         RETURNING fe.owner_id)
       UPDATE member_feeds SET truncated = true WHERE owner_id IN (SELECT owner_id FROM gone) AND NOT truncated`,
      [ownerIds, this.config.FEED_CAP],
    );
  }
}
