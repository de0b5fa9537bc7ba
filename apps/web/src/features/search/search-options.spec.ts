import { describe, expect, it } from '@jest/globals';
import type { SearchHit, SearchResults, SearchSection, SearchType } from '@stave/contracts';
import { buildPreview, moveActive, recentOptions } from './search-options';

function hit(type: SearchType, id: number, overrides: Partial<SearchHit> = {}): SearchHit {
  return { type, id, title: `${type} ${id}`, subtitle: null, snippet: null, imageUrl: null, url: `/${type}/${id}`, at: null, ...overrides };
}

function section(type: SearchType, hits: number, total = hits): SearchSection {
  return { type, hits: Array.from({ length: hits }, (_, index) => hit(type, index + 1)), total, page: 1, limit: 5 };
}

function results(sections: SearchSection[], query = 'synth'): SearchResults {
  return { query, sections, degraded: [] };
}

describe(buildPreview.name, () => {
  it('lists each section’s hits, its See all when there are more, then All results, indexed in that order', () => {
    const preview = buildPreview(results([section('people', 2), section('posts', 0), section('gear', 1, 9)]), 'box');

    expect(preview.options.map((option) => [option.kind, option.index, option.href])).toEqual([
      ['hit', 0, '/people/1'],
      ['hit', 1, '/people/2'],
      ['hit', 2, '/gear/1'],
      ['see-all', 3, '/search?q=synth&type=gear'],
      ['all-results', 4, '/search?q=synth'],
    ]);
    expect(preview.groups.map((group) => group.type)).toEqual(['people', 'gear']);
    expect(preview.groups[0]!.seeAll).toBeNull();
  });

  it('gives every option an id of its own', () => {
    const preview = buildPreview(results([section('people', 5, 20), section('posts', 5, 20)]), 'box');

    const ids = preview.options.map((option) => option.id);

    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('box-'))).toBe(true);
  });

  it('offers nothing, not even All results, when nothing was found', () => {
    const preview = buildPreview(results([section('people', 0), section('jobs', 0)]), 'box');

    expect(preview.options).toEqual([]);
    expect(preview.allResults).toBeNull();
  });

  it('sends a hit whose url is not a path in the app to its section’s results instead', () => {
    const answer = results([
      { ...section('posts', 0), hits: [hit('posts', 1, { url: 'https://elsewhere.example/x' }), hit('posts', 2, { url: '//evil.example' })], total: 2 },
    ]);

    const hrefs = buildPreview(answer, 'box').options.map((option) => option.href);

    expect(hrefs.slice(0, 2)).toEqual(['/search?q=synth&type=posts', '/search?q=synth&type=posts']);
  });
});

describe(recentOptions.name, () => {
  it('turns each recent search into a link to its results', () => {
    expect(recentOptions(['modular synth'], 'box')).toEqual([
      { kind: 'recent', id: 'box-recent-0', index: 0, term: 'modular synth', href: '/search?q=modular+synth' },
    ]);
  });
});

describe(moveActive.name, () => {
  it.each([
    ['Down from none goes to the first', -1, 1, 0],
    ['Up from none goes to the last', -1, -1, 4],
    ['Down moves one on', 1, 1, 2],
    ['Up moves one back', 3, -1, 2],
    ['Down from the last wraps to the first', 4, 1, 0],
    ['Up from the first wraps to the last', 0, -1, 4],
    ['an index past the list starts again', 9, 1, 0],
  ] as const)('%s', (_case, index, step, expected) => {
    expect(moveActive(index, 5, step)).toBe(expected);
  });

  it('points at nothing in an empty list', () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(2, 0, -1)).toBe(-1);
  });
});
