import { describe, expect, it } from '@jest/globals';
import { CASES_PAGE_SIZE, casesPages, readModerationLocation, toModerationParams } from './moderation-url';

const read = (query: string) => readModerationLocation(new URLSearchParams(query));

describe('the moderation page in the URL', () => {
  it('reads the tab, the kind and the page', () => {
    expect(read('tab=decided&kind=comment&page=3')).toEqual({ tab: 'decided', kind: 'comment', page: 3 });
  });

  it.each([
    ['nothing', '', { tab: 'open', page: 1 }],
    ['an unknown tab', 'tab=spam', { tab: 'open', page: 1 }],
    ['an unknown kind', 'kind=venue&page=2', { tab: 'open', page: 2 }],
    ['page 0', 'page=0', { tab: 'open', page: 1 }],
    ['a page that is not a number', 'page=two', { tab: 'open', page: 1 }],
    ['a kind and a page on Appeals', 'tab=appeals&kind=post&page=4', { tab: 'appeals', page: 1 }],
  ])('repairs %s', (_case, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('writes what it reads, leaving out Open, every kind and page 1', () => {
    expect(toModerationParams(read('page=2&kind=post&tab=decided')).toString()).toBe('tab=decided&kind=post&page=2');
    expect(toModerationParams(read('tab=open&page=1')).toString()).toBe('');
    expect(toModerationParams({ tab: 'appeals', kind: 'post', page: 3 }).toString()).toBe('tab=appeals');
  });

  it.each([
    [0, 1],
    [CASES_PAGE_SIZE, 1],
    [CASES_PAGE_SIZE + 1, 2],
  ])('pages %i cases into %i', (total, pages) => {
    expect(casesPages(total)).toBe(pages);
  });
});
