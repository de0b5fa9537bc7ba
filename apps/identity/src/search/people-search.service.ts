import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@stave/platform';
import { professionalTypeLabel, searchWords, type SearchHit, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import type { UserRow } from '../users/user.row';
import { UsersService } from '../users/users.service';
import { PeopleSearchRepository } from './people-search.repository';

const hit = (row: UserRow): SearchHit => ({
  type: 'people',
  id: row.id,
  title: row.name || row.username,
  subtitle: [`@${row.username}`, professionalTypeLabel(row.type), row.location].filter(Boolean).join(' · '),
  snippet: [...row.skills.slice(0, 4), ...row.genres.slice(0, 3)].join(' · ') || null,
  imageUrl: row.profileImage,
  url: `/user/${row.id}`,
  at: null,
});

// The people section of the global search. Each member it shows counts a search appearance, as the
// member directory's search does; the searcher is never counted as found by their own search. The count is written
// after the answer, not before it: the same few members top a popular word for everyone, and searches queued on
// their rows' locks (bench/search.mjs). A count lost to a crash in between is a lost analytics tick, logged.
@Injectable()
export class PeopleSearchService {
  constructor(
    private readonly repository: PeopleSearchRepository,
    private readonly users: UsersService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async search(viewerId: number, query: SearchSectionQuery): Promise<SearchSection> {
    const { rows, total } = await this.repository.search(viewerId, query.q.toLowerCase(), searchWords(query.q), (query.page - 1) * query.limit, query.limit);
    const found = rows.map((row) => row.id).filter((id) => id !== viewerId);
    void this.users.countSearchAppearances(found).catch((error: unknown) => this.logger.warn({ err: error, found }, 'search appearances not counted'));
    return { type: 'people', hits: rows.map(hit), total, page: query.page, limit: query.limit };
  }
}
