import { Injectable } from '@nestjs/common';
import { Database, likeEscape, placeholders, queryOne, queryRows, wordStartPatterns } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';
import { USER_COLUMNS, type UserRow } from '../users/user.row';

export interface PeoplePage {
  rows: UserRow[];
  total: number;
}

// A broad word's total is counted up to here, as the other sections cap theirs.
export const PEOPLE_COUNT_CAP = 1000;

// Members whose username, name, type, location, skills or genres hold every word of the query at a word start
// (users.search_text), blocked members left out either way. Each word is its own `LIKE` (the trigram index takes
// one pattern per condition; `LIKE ALL(array)` made a scan of every member, bench/search.mjs), then held to a word
// start. Ranked: the username or name equal to the query, then starting with it, then the better connected, then
// the newest. The total is counted apart, up to PEOPLE_COUNT_CAP (a window count held every match in memory).
@Injectable()
export class PeopleSearchRepository {
  constructor(private readonly database: Database) {}

  async search(viewerId: number, phrase: string, words: string[], offset: number, limit: number): Promise<PeoplePage> {
    const { contains, wordStarts } = wordStartPatterns(words);
    if (contains.length === 0) return { rows: [], total: 0 };
    const matching = (param: (value: unknown) => string) =>
      [
        ...contains.map((pattern) => `search_text LIKE ${param(pattern)}`),
        `search_text ~ ALL(${param(wordStarts)}::text[])`,
        neitherBlockedSql(`${param(viewerId)}::int`, 'users.id'),
      ].join(' AND ');
    const page = placeholders();
    const count = placeholders();
    const prefix = `${likeEscape(phrase)}%`;
    const [rows, counted] = await Promise.all([
      queryRows<UserRow>(
        this.database.pool,
        `SELECT ${USER_COLUMNS} FROM users WHERE ${matching(page.param)}
          ORDER BY (lower(username) = ${page.param(phrase)} OR lower(name) = ${page.param(phrase)}) DESC,
                   (lower(username) LIKE ${page.param(prefix)} OR lower(name) LIKE ${page.param(prefix)}) DESC,
                   connection_count DESC, created_at DESC, id DESC
          LIMIT ${page.param(limit)} OFFSET ${page.param(offset)}`,
        page.params,
      ),
      queryOne<{ total: number }>(
        this.database.pool,
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM users WHERE ${matching(count.param)} LIMIT ${PEOPLE_COUNT_CAP}) capped`,
        count.params,
      ),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }
}
