import type { SearchHit, SearchResults, SearchType } from '@stave/contracts';
import { hitPath, searchPath } from './search-url';

// The choices the search box's list offers, in the order the arrow keys walk them: each section's hits
// and its 'See all', then 'All results'; or, with the box empty, the recent searches.
export type SearchOption =
  | { kind: 'hit'; id: string; index: number; hit: SearchHit; href: string }
  | { kind: 'see-all'; id: string; index: number; type: SearchType; total: number; href: string }
  | { kind: 'all-results'; id: string; index: number; href: string }
  | { kind: 'recent'; id: string; index: number; term: string; href: string };

export interface PreviewGroup {
  type: SearchType;
  total: number;
  hits: Array<Extract<SearchOption, { kind: 'hit' }>>;
  seeAll: Extract<SearchOption, { kind: 'see-all' }> | null;
}

export interface Preview {
  groups: PreviewGroup[];
  allResults: Extract<SearchOption, { kind: 'all-results' }> | null;
  options: SearchOption[];
}

// `prefix` makes the options' element ids unique on the page (aria-activedescendant points at them).
export function buildPreview(results: SearchResults, prefix: string): Preview {
  const options: SearchOption[] = [];
  const groups: PreviewGroup[] = [];
  for (const section of results.sections) {
    if (section.hits.length === 0) continue;
    const hits = section.hits.map((hit) => {
      const option = {
        kind: 'hit' as const,
        id: `${prefix}-${section.type}-${hit.id}`,
        index: options.length,
        hit,
        href: hitPath(hit.url) ?? searchPath({ q: results.query, type: section.type }),
      };
      options.push(option);
      return option;
    });
    let seeAll: PreviewGroup['seeAll'] = null;
    if (section.total > section.hits.length) {
      seeAll = {
        kind: 'see-all',
        id: `${prefix}-${section.type}-all`,
        index: options.length,
        type: section.type,
        total: section.total,
        href: searchPath({ q: results.query, type: section.type }),
      };
      options.push(seeAll);
    }
    groups.push({ type: section.type, total: section.total, hits, seeAll });
  }
  let allResults: Preview['allResults'] = null;
  if (groups.length > 0) {
    allResults = { kind: 'all-results', id: `${prefix}-all-results`, index: options.length, href: searchPath({ q: results.query }) };
    options.push(allResults);
  }
  return { groups, allResults, options };
}

export function recentOptions(terms: readonly string[], prefix: string): Array<Extract<SearchOption, { kind: 'recent' }>> {
  return terms.map((term, index) => ({ kind: 'recent', id: `${prefix}-recent-${index}`, index, term, href: searchPath({ q: term }) }));
}

// ArrowDown / ArrowUp over `count` options, -1 meaning none (the caret stays in the box): from none, Down
// goes to the first and Up to the last; past either end it wraps round.
export function moveActive(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}
