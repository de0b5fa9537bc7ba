import type { SearchType } from '@stave/contracts';
import { ROUTES } from '@/routes';
import { SEARCH_QUERY_MAX, isSearchType } from './search-sections';

// The results page's state lives in the URL (/search?q=&type=&page=), so a reload, Back or a shared link
// shows the same results. `type` is one section's tab with its pages; without it, All.
export interface SearchLocation {
  q: string;
  type?: SearchType;
  page: number;
}

// A section's results page shows this many hits (the API takes up to 50).
export const SEARCH_PAGE_SIZE = 10;
// The API's last page (SearchQuerySchema: decimalInt(1, 100)).
export const SEARCH_PAGE_MAX = 100;

export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX).trim();
}

function pageOf(text: string | null): number {
  if (text === null || !/^\d{1,3}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= SEARCH_PAGE_MAX ? page : 1;
}

export function readSearchLocation(params: URLSearchParams): SearchLocation {
  const q = normaliseQuery(params.get('q') ?? '');
  const type = params.get('type');
  if (!isSearchType(type)) return { q, page: 1 };
  return { q, type, page: pageOf(params.get('page')) };
}

// The URL query, in one fixed order, leaving out the defaults (All, page 1).
export function toSearchParams({ q, type, page }: SearchLocation): URLSearchParams {
  const params = new URLSearchParams();
  const query = normaliseQuery(q);
  if (query) params.set('q', query);
  if (type) params.set('type', type);
  if (type && page > 1) params.set('page', String(page));
  return params;
}

export function searchPath(location: Omit<SearchLocation, 'page'> & { page?: number }): string {
  const params = toSearchParams({ page: 1, ...location }).toString();
  return params ? `${ROUTES.search}?${params}` : ROUTES.search;
}

// A hit's url is a path in the web app (/user/12, /activity-feed?post=5); anything else (another site,
// a protocol-relative //host) is not followed.
export function hitPath(url: string): string | null {
  return /^\/(?![/\\])/.test(url) ? url : null;
}

export function totalPages(total: number, limit: number): number {
  return Math.min(SEARCH_PAGE_MAX, Math.max(1, Math.ceil(total / Math.max(1, limit))));
}
