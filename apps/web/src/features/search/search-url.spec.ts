import { describe, expect, it } from '@jest/globals';
import { SEARCH_QUERY_MAX } from './search-sections';
import { hitPath, readSearchLocation, searchPath, toSearchParams, totalPages } from './search-url';

const read = (query: string) => readSearchLocation(new URLSearchParams(query));

describe('the results page in the URL', () => {
  it('reads the query, the section and its page', () => {
    expect(read('q=synth&type=gear&page=3')).toEqual({ q: 'synth', type: 'gear', page: 3 });
  });

  it.each([
    ['an unknown section', 'q=synth&type=venues&page=2', { q: 'synth', page: 1 }],
    ['a page without a section', 'q=synth&page=2', { q: 'synth', page: 1 }],
    ['page 0', 'q=synth&type=jobs&page=0', { q: 'synth', type: 'jobs', page: 1 }],
    ['a page past the API’s last', 'q=synth&type=jobs&page=101', { q: 'synth', type: 'jobs', page: 1 }],
    ['a page that is not a number', 'q=synth&type=jobs&page=two', { q: 'synth', type: 'jobs', page: 1 }],
    ['spaces around and inside the query', 'q=%20%20modular%20%20synth%20', { q: 'modular synth', page: 1 }],
  ])('repairs %s', (_case, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('cuts a query longer than the API takes', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('writes what it reads, leaving out All and page 1', () => {
    expect(toSearchParams(read('page=2&type=posts&q=synth')).toString()).toBe('q=synth&type=posts&page=2');
    expect(toSearchParams(read('q=synth&type=posts&page=1')).toString()).toBe('q=synth&type=posts');
    expect(searchPath({ q: 'modular synth' })).toBe('/search?q=modular+synth');
    expect(searchPath({ q: '' })).toBe('/search');
  });
});

describe(hitPath.name, () => {
  it.each([
    ['/user/12', '/user/12'],
    ['/activity-feed?post=5', '/activity-feed?post=5'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (url, expected) => {
    expect(hitPath(url)).toBe(expected);
  });
});

describe(totalPages.name, () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [5000, 10, 100],
  ])('%i hits at %i a page make %i pages', (total, limit, pages) => {
    expect(totalPages(total, limit)).toBe(pages);
  });
});
