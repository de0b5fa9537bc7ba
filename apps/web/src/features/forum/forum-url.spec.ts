import { describe, expect, it } from '@jest/globals';
import { forumPath, normaliseTag, readForumFilters, toForumParams, totalPages, withFilters } from './forum-url';

const read = (query: string) => readForumFilters(new URLSearchParams(query));

describe('forum filters in the URL', () => {
  it('reads every filter a shared link carries', () => {
    expect(read('category=recording&sort=newest&q=drum%20room&tag=mics&page=3')).toEqual({
      category: 'recording',
      sort: 'newest',
      search: 'drum room',
      tag: 'mics',
      page: 3,
    });
  });

  it.each([
    ['an unknown category', 'category=jazz', { sort: 'active', search: '', page: 1 }],
    ['an unknown sort', 'sort=top', { sort: 'active', search: '', page: 1 }],
    ['a page that is not a number', 'page=two', { sort: 'active', search: '', page: 1 }],
    ['page 0', 'page=0', { sort: 'active', search: '', page: 1 }],
    ['a tag the server would refuse', 'tag=two%20words', { sort: 'active', search: '', page: 1 }],
  ])('ignores %s', (_case, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('reads a tag as the server stores it', () => {
    expect(read('tag=%23Home-Studio').tag).toBe('home-studio');
  });

  it('cuts a search to the API limit', () => {
    expect(read(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes the filters in one order, leaving out the defaults', () => {
    expect(toForumParams({ sort: 'active', search: '', page: 1 }).toString()).toBe('');
    expect(toForumParams({ category: 'gear', sort: 'newest', search: ' amps ', tag: 'valves', page: 2 }).toString()).toBe(
      'category=gear&sort=newest&q=amps&tag=valves&page=2',
    );
  });

  it('starts again at page 1 when what is shown changes', () => {
    expect(withFilters({ sort: 'active', search: '', page: 4 }, { sort: 'newest' })).toEqual({ sort: 'newest', search: '', page: 1 });
  });

  it('builds links to a category or a tag', () => {
    expect(forumPath()).toBe('/forum');
    expect(forumPath({ category: 'business' })).toBe('/forum?category=business');
    expect(forumPath({ tag: 'royalties' })).toBe('/forum?tag=royalties');
  });

  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
  ])('counts %i threads at %i a page as %i pages', (total, limit, pages) => {
    expect(totalPages(total, limit)).toBe(pages);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['-leading-dash', undefined],
    ['Über', 'über'],
  ])('normalises the tag %p to %p', (text, tag) => {
    expect(normaliseTag(text)).toBe(tag);
  });
});
