import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';

export interface PostHitRow {
  id: number;
  userId: number;
  content: string;
  likes: number;
  comments: number;
  createdAt: Date;
  authorName: string | null;
  authorUsername: string | null;
  authorImage: string | null;
}

// A broad word's total is counted up to here ("1,000+"), as the marketplace caps its counts.
export const POST_SEARCH_COUNT_CAP = 1000;

// Posts holding every word of the query at a word start (posts.search_vector), newest first; posts of members
// blocked either way are left out.
@Injectable()
export class PostSearchRepository {
  constructor(private readonly database: Database) {}

  async search(viewerId: number, words: string[], offset: number, limit: number): Promise<{ rows: PostHitRow[]; total: number }> {
    const prefixes = words.filter((word) => /^[\p{L}\p{N}]+$/u.test(word)).map((word) => `${word}:*`);
    if (prefixes.length === 0) return { rows: [], total: 0 };
    const matches = `p.search_vector @@ to_tsquery('simple', $2) AND ${neitherBlockedSql('$1::int', 'p.user_id')}`;
    const tsquery = prefixes.join(' & ');
    // The count first: it says which way to read the page. Fewer matches than the cap are read from the text index
    // and sorted (`+ interval '0 s'` keeps the planner off the newest-first index, which it walked past 45k posts to
    // find 5 of a rare word, bench/search.mjs); a broad word's newest come soonest by walking that index.
    const counted = await queryOne<{ total: number }>(
      this.database.pool,
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM posts p WHERE ${matches} LIMIT ${POST_SEARCH_COUNT_CAP}) capped`,
      [viewerId, tsquery],
    );
    const total = counted?.total ?? 0;
    if (total === 0 || offset >= total) return { rows: [], total };
    const newest = total < POST_SEARCH_COUNT_CAP ? `p.created_at + interval '0 s' DESC, p.id DESC` : 'p.created_at DESC, p.id DESC';
    const rows = await queryRows<PostHitRow>(
      this.database.pool,
      `SELECT p.id, p.user_id AS "userId", p.content, p.likes, p.comments, p.created_at AS "createdAt",
              u.name AS "authorName", u.username AS "authorUsername", u.profile_image AS "authorImage"
         FROM posts p LEFT JOIN user_summaries u ON u.id = p.user_id
        WHERE ${matches}
        ORDER BY ${newest} LIMIT $3 OFFSET $4`,
      [viewerId, tsquery, limit, offset],
    );
    return { rows, total };
  }
}
