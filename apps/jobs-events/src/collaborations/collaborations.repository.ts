import { Injectable } from '@nestjs/common';
import { COLLABORATION_GENRES, type PostedBy } from '@stave/contracts';
import { Database, assignments, insertion, likeEscape, placeholders, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql, actorOf, postedBySql, type Acting } from '@stave/domain';
import type { SearchTerms } from '../search-terms';

export interface CollaborationRow {
  id: number;
  title: string;
  userId: number;
  description: string | null;
  lookingFor: string[];
  projectType: string | null;
  genres: string[];
  demoUrl: string | null;
  remote: boolean;
  location: string | null;
  paid: boolean;
  createdAt: Date;
  status: 'open' | 'closed';
  demoDurationSeconds: number | null;
  authorName: string | null;
  authorType: string | null;
  authorImage: string | null;
  responseCount: number;
  hasResponded: boolean;
  postedBy: PostedBy | null;
}

export interface ResponderRow {
  id: number;
  username: string;
  name: string;
  profileImage: string | null;
  type: string;
  respondedAt: Date;
}

export interface CollaborationFields {
  title: string;
  description: string | null;
  lookingFor: string[];
  projectType: string | null;
  genres: string[];
  demoUrl: string | null;
  remote: boolean;
  location: string | null;
  paid: boolean;
}

export interface CollaborationFilters {
  search?: SearchTerms;
  genres?: string[];
  remote?: boolean;
  paid?: boolean;
  mine?: boolean;
  offset: number;
  limit: number;
}

const COLUMNS: Record<keyof CollaborationFields, string> = {
  title: 'title',
  description: 'description',
  lookingFor: 'looking_for',
  projectType: 'project_type',
  genres: 'genres',
  demoUrl: 'demo_url',
  remote: 'remote',
  location: 'location',
  paid: 'paid',
};

// $1 is always the viewer. The demo's length is its upload's (a link elsewhere has none).
const COLLABORATION_SELECT = `
  SELECT c.id, c.title, c.user_id AS "userId", c.description, c.looking_for AS "lookingFor", c.project_type AS "projectType",
         c.genres, c.demo_url AS "demoUrl", c.remote, c.location, c.paid, c.created_at AS "createdAt", c.status,
         (SELECT up.duration_seconds FROM uploads up WHERE c.demo_url LIKE '/demos/%' AND up.key = substr(c.demo_url, 2)) AS "demoDurationSeconds",
         u.name AS "authorName", u.type AS "authorType", u.profile_image AS "authorImage",
         (SELECT count(*)::int FROM collaboration_responses r WHERE r.collaboration_id = c.id) AS "responseCount",
         EXISTS (SELECT 1 FROM collaboration_responses r WHERE r.collaboration_id = c.id AND r.user_id = $1) AS "hasResponded",
         ${postedBySql('c', '$1')} AS "postedBy"
    FROM collaborations c LEFT JOIN user_summaries u ON u.id = c.user_id`;

// The only file that touches collaborations and their responses in SQL.
@Injectable()
export class CollaborationsRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Transaction, acting: Acting, fields: CollaborationFields, now: Date): Promise<number> {
    const { params, param } = placeholders();
    const { columns, values } = insertion(COLUMNS, fields, param);
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO collaborations (user_id, actor_id, created_at, updated_at, ${columns})
       VALUES (${param(acting.ownerId)}, ${param(actorOf(acting))}, ${param(now)}, ${param(now)}, ${values}) RETURNING id`,
      params,
    );
    return row!.id;
  }

  find(db: Queryable, viewerId: number, id: number): Promise<CollaborationRow | null> {
    return queryOne<CollaborationRow>(db, `${COLLABORATION_SELECT} WHERE c.id = $2`, [viewerId, id]);
  }

  // The author's own call, locked for an edit; null when it is not theirs.
  lockOwned(tx: Transaction, authorId: number, id: number): Promise<{ remote: boolean; location: string | null; demoUrl: string | null } | null> {
    return queryOne(tx, `SELECT remote, location, demo_url AS "demoUrl" FROM collaborations WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, authorId]);
  }

  async update(tx: Transaction, id: number, changes: Partial<CollaborationFields> & { status?: 'open' | 'closed' }): Promise<void> {
    const { params, param } = placeholders();
    const sets = ['updated_at = now()', ...assignments({ ...COLUMNS, status: 'status' }, changes, param)];
    await tx.query(`UPDATE collaborations SET ${sets.join(', ')} WHERE id = ${param(id)}`, params);
  }

  // The deleted call; null when it is not the author's (or is gone).
  delete(authorId: number, id: number, db: Queryable = this.db.pool): Promise<{ id: number; title: string } | null> {
    return queryOne(db, `DELETE FROM collaborations WHERE id = $1 AND user_id = $2 RETURNING id, title`, [id, authorId]);
  }

  async list(viewerId: number, filters: CollaborationFilters): Promise<{ rows: CollaborationRow[]; total: number }> {
    const page = placeholders([viewerId]);
    const count = placeholders();
    const [rows, total] = await Promise.all([
      // Newest first.
      queryRows<CollaborationRow>(
        this.db.pool,
        `${COLLABORATION_SELECT} WHERE ${listWhere(viewerId, filters, page.param)}
          ORDER BY c.created_at DESC, c.id DESC OFFSET ${page.param(filters.offset)} LIMIT ${page.param(filters.limit)}`,
        page.params,
      ),
      queryOne<{ total: number }>(
        this.db.pool,
        `SELECT count(*)::int AS total FROM collaborations c WHERE ${listWhere(viewerId, filters, count.param)}`,
        count.params,
      ),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  // Genres on open calls with their use: the presets first (most used first, then in preset order),
  // then members' own genres, most used first. A member's 'rock' counts as the preset 'Rock'.
  popularGenres(limit: number): Promise<{ genre: string; count: number }[]> {
    return queryRows(
      this.db.pool,
      `WITH presets AS (SELECT genre, ordinality AS position FROM unnest($1::text[]) WITH ORDINALITY AS p(genre, ordinality)),
            used AS (
              SELECT lower(g) AS key, min(g) AS genre, count(*)::int AS count
                FROM collaborations c, unnest(c.genres) AS g
               WHERE c.status = 'open'
               GROUP BY lower(g))
       SELECT coalesce(p.genre, u.genre) AS genre, coalesce(u.count, 0) AS count
         FROM presets p FULL JOIN used u ON u.key = lower(p.genre)
        ORDER BY p.position IS NULL, coalesce(u.count, 0) DESC, p.position, u.genre
        LIMIT $2`,
      [COLLABORATION_GENRES, limit],
    );
  }

  // The call, locked against a concurrent close until the response commits.
  lockForResponse(tx: Transaction, id: number): Promise<{ userId: number; status: 'open' | 'closed' } | null> {
    return queryOne(tx, `SELECT user_id AS "userId", status FROM collaborations WHERE id = $1 FOR SHARE`, [id]);
  }

  // Whether the member answered the owner's call.
  async answered(tx: Transaction, ownerId: number, id: number, memberId: number): Promise<boolean> {
    const row = await queryOne(
      tx,
      `SELECT 1 FROM collaboration_responses r JOIN collaborations c ON c.id = r.collaboration_id
        WHERE c.id = $1 AND c.user_id = $2 AND r.user_id = $3`,
      [id, ownerId, memberId],
    );
    return row !== null;
  }

  // A page of who answered the owner's call, newest first, with their total; null when the call is not the owner's.
  // Members blocked either way are left out, and so are erased ones (their summary is gone; erasure also deletes
  // their responses).
  async responders(ownerId: number, id: number, offset: number, limit: number): Promise<{ rows: ResponderRow[]; total: number } | null> {
    const owned = await queryOne(this.db.pool, `SELECT 1 FROM collaborations WHERE id = $1 AND user_id = $2`, [id, ownerId]);
    if (!owned) return null;
    const from = `FROM collaboration_responses r JOIN user_summaries u ON u.id = r.user_id
                  WHERE r.collaboration_id = $1 AND ${neitherBlockedSql('$2::int', 'r.user_id')}`;
    const [rows, total] = await Promise.all([
      queryRows<ResponderRow>(
        this.db.pool,
        `SELECT r.user_id AS id, u.username, u.name, u.profile_image AS "profileImage", u.type, r.created_at AS "respondedAt"
           ${from} ORDER BY r.created_at DESC, r.user_id DESC OFFSET $3 LIMIT $4`,
        [id, ownerId, offset, limit],
      ),
      queryOne<{ total: number }>(this.db.pool, `SELECT count(*)::int AS total ${from}`, [id, ownerId]),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async respond(tx: Transaction, id: number, memberId: number): Promise<void> {
    await tx.query(`INSERT INTO collaboration_responses (collaboration_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, memberId]);
  }
}

// The list's conditions; each placeholder is made as it is written (Postgres refuses an unused one).
function listWhere(viewerId: number, filters: CollaborationFilters, param: (value: unknown) => string): string {
  // Another member's calls only when neither has blocked the other.
  const where = filters.mine ? [`c.user_id = ${param(viewerId)}`] : [`c.status = 'open'`, neitherBlockedSql(`${param(viewerId)}::int`, 'c.user_id')];
  if (filters.search) {
    // Every word somewhere in the call (one trigram-indexed LIKE each).
    const words = filters.search.words.length ? filters.search.words : [likeEscape(filters.search.phrase)];
    for (const word of words) where.push(`c.search_doc LIKE ${param(`%${word}%`)}`);
  }
  if (filters.genres?.length) where.push(`c.genres_lower && ${param(filters.genres.map((genre) => genre.toLowerCase()))}::text[]`);
  if (filters.remote) where.push(`c.remote`);
  if (filters.paid) where.push(`c.paid`);
  return where.join(' AND ');
}
