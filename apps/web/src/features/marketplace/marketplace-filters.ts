import { LISTING_CONDITIONS, LISTING_SORTS, type ListingSort } from '@stave/contracts';

// The Marketplace page's state lives in the URL: the tab, every filter and the page, so a
// reload or a shared link shows the same results. The server filters, sorts and pages
// (GET /api/marketplace/listings).
export const MARKETPLACE_TABS = ['browse', 'categories', 'mine', 'watching', 'reports', 'verifications'] as const;
export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number];

export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

export interface ListingFilters {
  search: string;
  categoryId?: number;
  condition?: ListingCondition;
  // Whole pounds (the API's minPrice/maxPrice).
  minPrice?: number;
  maxPrice?: number;
  location: string;
  // Only when chosen: the server's default is relevance when searching, else newest.
  sort?: ListingSort;
  page: number;
}

// The URL's names for them; `tab` is the tab.
const KEYS = {
  search: 'q',
  categoryId: 'category',
  condition: 'condition',
  minPrice: 'min',
  maxPrice: 'max',
  location: 'location',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof ListingFilters, string>;
const TAB_KEY = 'tab';

export type FilterKey = Exclude<keyof ListingFilters, 'page' | 'sort'>;

// The API's bounds for a price filter (decimalInt(0, 100_000_000)).
const PRICE_LIMIT = 100_000_000;

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
}

function member<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => value === text);
}

export function readFilters(params: URLSearchParams): ListingFilters {
  const search = (params.get(KEYS.search) ?? '').trim();
  const sort = member(LISTING_SORTS, params.get(KEYS.sort));
  return {
    search,
    categoryId: wholeNumber(params.get(KEYS.categoryId), 1, Number.MAX_SAFE_INTEGER),
    condition: member(LISTING_CONDITIONS, params.get(KEYS.condition)),
    minPrice: wholeNumber(params.get(KEYS.minPrice), 0, PRICE_LIMIT),
    maxPrice: wholeNumber(params.get(KEYS.maxPrice), 0, PRICE_LIMIT),
    location: (params.get(KEYS.location) ?? '').trim(),
    // Best match means nothing without a query.
    sort: sort === 'relevance' && !search ? undefined : sort,
    page: wholeNumber(params.get(KEYS.page), 1, 10_000) ?? 1,
  };
}

// Which tab shows: Mine and Watching need a member, Reports and Verifications ('s storefront badge) a
// moderator; anything else is Browse.
export function readTab(params: URLSearchParams, { signedIn, moderator }: { signedIn: boolean; moderator: boolean }): MarketplaceTab {
  const tab = member(MARKETPLACE_TABS, params.get(TAB_KEY)) ?? 'browse';
  if ((tab === 'mine' || tab === 'watching') && !signedIn) return 'browse';
  if ((tab === 'reports' || tab === 'verifications') && !moderator) return 'browse';
  return tab;
}

// The whole URL query for a tab and its filters, in one fixed order (Browse and the default page and
// sort are left out, so the plain page is /marketplace).
export function toSearchParams(tab: MarketplaceTab, filters: ListingFilters): URLSearchParams {
  const entries: Array<[string, string | number | undefined]> = [
    [TAB_KEY, tab === 'browse' ? undefined : tab],
    [KEYS.search, filters.search || undefined],
    [KEYS.categoryId, filters.categoryId],
    [KEYS.condition, filters.condition],
    [KEYS.minPrice, filters.minPrice],
    [KEYS.maxPrice, filters.maxPrice],
    [KEYS.location, filters.location || undefined],
    [KEYS.sort, filters.sort],
    [KEYS.page, filters.page > 1 ? filters.page : undefined],
  ];
  return new URLSearchParams(entries.flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}

// The listings call's query (GET /api/marketplace/listings).
export function toApiQuery(filters: ListingFilters): Record<string, string | number | undefined> {
  return {
    search: filters.search || undefined,
    categoryId: filters.categoryId,
    condition: filters.condition,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    location: filters.location || undefined,
    sort: filters.sort,
    page: filters.page,
  };
}

// A filter changed: back to the first page; a search cleared drops Best match with it.
export function withFilter<K extends FilterKey>(filters: ListingFilters, key: K, value: ListingFilters[K] | undefined): ListingFilters {
  const text = key === 'search' || key === 'location';
  const next: ListingFilters = { ...filters, [key]: text ? (typeof value === 'string' ? value.trim() : '') : value, page: 1 };
  if (!next.search && next.sort === 'relevance') next.sort = undefined;
  return next;
}

export const NO_FILTERS: ListingFilters = { search: '', location: '', page: 1 };

// Clear Filters keeps the sort unless it was Best match (which needs the search it clears).
export function clearedFilters(filters: ListingFilters): ListingFilters {
  return { ...NO_FILTERS, sort: filters.sort === 'relevance' ? undefined : filters.sort };
}

export function isFiltered(filters: ListingFilters): boolean {
  return activeFilters(filters).length > 0;
}

// The filters in force, in the order their chips show.
export function activeFilters(filters: ListingFilters): FilterKey[] {
  const keys: FilterKey[] = ['search', 'categoryId', 'condition', 'minPrice', 'maxPrice', 'location'];
  return keys.filter((key) => filters[key] !== undefined && filters[key] !== '');
}

// The order the dropdown shows (the server's default when none was chosen).
export function effectiveSort(filters: ListingFilters): ListingSort {
  return filters.sort ?? (filters.search ? 'relevance' : 'newest');
}

export const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  relevance: 'Best match',
};

// Condition select.
export const CONDITION_LABELS: Record<ListingCondition, string> = {
  new: 'New',
  like_new: 'Like New',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
