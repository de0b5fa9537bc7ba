import { describe, expect, it } from '@jest/globals';
import {
  activeFilters,
  clearedFilters,
  effectiveSort,
  readFilters,
  readTab,
  toApiQuery,
  toSearchParams,
  withFilter,
  type ListingFilters,
} from './marketplace-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));
const signedIn = { signedIn: true, moderator: false };

describe('marketplace filters in the URL', () => {
  it('reads every filter a shared link carries', () => {
    expect(read('q=fender&category=101&condition=like_new&min=100&max=900&location=Leeds&sort=price-asc&page=3')).toEqual({
      search: 'fender',
      categoryId: 101,
      condition: 'like_new',
      minPrice: 100,
      maxPrice: 900,
      location: 'Leeds',
      sort: 'price-asc',
      page: 3,
    });
  });

  it.each([
    ['an unknown condition', 'condition=mint', { condition: undefined }],
    ['a category that is not a whole number', 'category=guitars', { categoryId: undefined }],
    ['a negative price', 'min=-5', { minPrice: undefined }],
    ['a price with pence', 'max=12.50', { maxPrice: undefined }],
    ['a price over the API’s bound', 'max=100000001', { maxPrice: undefined }],
    ['page 0', 'page=0', { page: 1 }],
    ['an unknown sort', 'sort=cheapest', { sort: undefined }],
    ['Best match without a search', 'sort=relevance', { sort: undefined }],
  ])('ignores %s', (_case, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('writes what it reads, in one order, leaving out the defaults', () => {
    const filters = read('page=2&sort=newest&q=juno&category=3');

    const written = toSearchParams('browse', filters).toString();

    expect(written).toBe('q=juno&category=3&sort=newest&page=2');
    expect(read(written)).toEqual(filters);
    expect(toSearchParams('browse', read('')).toString()).toBe('');
  });

  it('keeps the tab beside the filters', () => {
    expect(toSearchParams('categories', read('q=amp')).toString()).toBe('tab=categories&q=amp');
  });

  it.each([
    ['mine', { signedIn: false, moderator: false }, 'browse'],
    ['watching', { signedIn: false, moderator: false }, 'browse'],
    ['mine', signedIn, 'mine'],
    ['reports', signedIn, 'browse'],
    ['reports', { signedIn: true, moderator: true }, 'reports'],
    ['verifications', signedIn, 'browse'],
    ['verifications', { signedIn: true, moderator: true }, 'verifications'],
    ['nonsense', signedIn, 'browse'],
  ] as const)('shows tab=%s as %s to this viewer', (tab, viewer, shown) => {
    expect(readTab(new URLSearchParams({ tab }), viewer)).toBe(shown);
  });
});

describe('changing the filters', () => {
  const filtered: ListingFilters = { search: 'juno', categoryId: 3, location: '', sort: 'relevance', page: 4 };

  it('goes back to the first page', () => {
    expect(withFilter(filtered, 'condition', 'good')).toMatchObject({ condition: 'good', page: 1 });
  });

  it('drops Best match with the search it needs', () => {
    expect(withFilter(filtered, 'search', undefined)).toMatchObject({ search: '', sort: undefined });
  });

  it('clears every filter but keeps a chosen order', () => {
    expect(clearedFilters({ ...filtered, sort: 'price-desc' })).toEqual({ search: '', location: '', page: 1, sort: 'price-desc' });
    expect(clearedFilters(filtered).sort).toBeUndefined();
  });

  it('lists the filters in force for their chips', () => {
    expect(activeFilters({ search: '', location: 'Leeds', minPrice: 0, page: 1 })).toEqual(['minPrice', 'location']);
  });

  it('shows the server’s default order when none is chosen', () => {
    expect(effectiveSort(read('q=juno'))).toBe('relevance');
    expect(effectiveSort(read(''))).toBe('newest');
  });

  it('sends the API its own names, blanks left out', () => {
    expect(toApiQuery(read('q=juno&min=0'))).toEqual({
      search: 'juno',
      categoryId: undefined,
      condition: undefined,
      minPrice: 0,
      maxPrice: undefined,
      location: undefined,
      sort: undefined,
      page: 1,
    });
  });
});
