import { Injectable } from '@nestjs/common';
import { Database, neitherBlockedSql, queryRows, wordStartPatterns } from '@stave/platform';
import { USER_COLUMNS, type UserRow } from '../users/user.row';

export interface PeoplePage {
  rows: UserRow[];
  total: number;
}

// Members whose username, name, type, location, skills or genres hold every word of the query at a word start
// (users.search_text, trigram-indexed), blocked members left out either way. Ranked: the username or name equal
// to the query, then starting with it, then the better connected, then the newest.
@Injectable()
export class PeopleSearchRepository {
  constructor(private readonly database: Database) {}

  async search(viewerId: number, phrase: string, words: string[], offset: number, limit: number): Promise<PeoplePage> {
    const { contains, wordStarts } = wordStartPatterns(words);
    if (contains.length === 0) return { rows: [], total: 0 };
    const rows = await queryRows<UserRow & { total: number }>(
      this.database.pool,
      `SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS total FROM users
        WHERE search_text LIKE ALL($2) AND search_text ~ ALL($3) AND ${neitherBlockedSql('$1::int', 'users.id')}
        ORDER BY (lower(username) = $4 OR lower(name) = $4) DESC,
                 (lower(username) LIKE $5 OR lower(name) LIKE $5) DESC,
                 connection_count DESC, created_at DESC, id DESC
        LIMIT $6 OFFSET $7`,
      [viewerId, contains, wordStarts, phrase, `${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit, offset],
    );
    // A page past the end has no row to carry the count: asked again without the page.
    const total = rows[0]?.total ?? (offset > 0 ? (await this.search(viewerId, phrase, words, 0, 1)).total : 0);
    return { rows, total };
  }
}
