import { Injectable } from '@nestjs/common';
import { searchWords, snippetAround, type SearchHit, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { PostSearchRepository, type PostHitRow } from './post-search.repository';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const hit = (row: PostHitRow, query: string): SearchHit => ({
  type: 'posts',
  id: row.id,
  title: row.authorName ?? 'Stave member',
  subtitle: [row.authorUsername ? `@${row.authorUsername}` : null, plural(row.likes, 'like'), plural(row.comments, 'comment')].filter(Boolean).join(' · '),
  snippet: snippetAround(row.content, query),
  imageUrl: row.authorImage,
  // Any signed-in page opens one post over itself at ?post=ID (the web's PostDialogHost).
  url: `/activity-feed?post=${row.id}`,
  at: row.createdAt.toISOString(),
});

@Injectable()
export class PostSearchService {
  constructor(private readonly repository: PostSearchRepository) {}

  async search(viewerId: number, query: SearchSectionQuery): Promise<SearchSection> {
    const { rows, total } = await this.repository.search(viewerId, searchWords(query.q), (query.page - 1) * query.limit, query.limit);
    return { type: 'posts', hits: rows.map((row) => hit(row, query.q)), total, page: query.page, limit: query.limit };
  }
}
