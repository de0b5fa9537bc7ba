import { FORUM_CATEGORIES, FORUM_SORTS, ForumPostsQuerySchema, type ForumCategory } from '@stave/contracts';
import { ROUTES } from '@/routes';
import { pageParam } from '@/lib/url-location';

// The forum list's state lives in the URL (/forum?category=&sort=&q=&tag=&page=), so a reload, Back or a shared link
// shows the same threads. The server filters, sorts and pages (GET /api/forum/posts).
export type ForumSort = (typeof FORUM_SORTS)[number];

export interface ForumFilters {
  category?: ForumCategory;
  sort: ForumSort;
  search: string;
  tag?: string;
  page: number;
}

const KEYS = { category: 'category', sort: 'sort', search: 'q', tag: 'tag', page: 'page' } as const satisfies Record<keyof ForumFilters, string>;

// The API's bounds (ForumPostsQuerySchema): a search of at most this many characters, pages up to 10,000.
export const FORUM_SEARCH_MAX = ForumPostsQuerySchema.shape.search.unwrap().maxLength ?? 100;
const PAGE_LIMIT = 10_000;

export const SORT_LABELS: Record<ForumSort, string> = { active: 'Active', newest: 'Newest' };

function oneOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => value === text);
}

export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, FORUM_SEARCH_MAX).trim();
}

// A tag as the server stores it (trimmed, lower case; a leading '#' typed out of habit dropped), or undefined when
// it is not one (the same rule the server applies).
export function normaliseTag(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const parsed = ForumPostsQuerySchema.shape.tag.safeParse(text.trim().replace(/^#+/, ''));
  return parsed.success ? parsed.data : undefined;
}

export function readForumFilters(params: URLSearchParams): ForumFilters {
  return {
    category: oneOf(FORUM_CATEGORIES, params.get(KEYS.category)),
    sort: oneOf(FORUM_SORTS, params.get(KEYS.sort)) ?? 'active',
    search: normaliseSearch(params.get(KEYS.search) ?? ''),
    tag: normaliseTag(params.get(KEYS.tag)),
    page: pageParam(params.get(KEYS.page), PAGE_LIMIT),
  };
}

// The URL query in one fixed order, leaving out the defaults (every category, Active, page 1), so the plain list is
// /forum.
export function toForumParams(filters: ForumFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set(KEYS.category, filters.category);
  if (filters.sort !== 'active') params.set(KEYS.sort, filters.sort);
  const search = normaliseSearch(filters.search);
  if (search) params.set(KEYS.search, search);
  if (filters.tag) params.set(KEYS.tag, filters.tag);
  if (filters.page > 1) params.set(KEYS.page, String(filters.page));
  return params;
}

export const DEFAULT_FILTERS: ForumFilters = { sort: 'active', search: '', page: 1 };

// Any change of what is shown starts again at page 1.
export function withFilters(filters: ForumFilters, change: Partial<Omit<ForumFilters, 'page'>>): ForumFilters {
  return { ...filters, ...change, page: 1 };
}

export function forumPath(filters: Partial<ForumFilters> = {}): string {
  const params = toForumParams({ ...DEFAULT_FILTERS, ...filters }).toString();
  return params ? `${ROUTES.forum}?${params}` : ROUTES.forum;
}

export function isFiltered(filters: ForumFilters): boolean {
  return Boolean(filters.search || filters.tag);
}

export function totalPages(total: number, limit: number): number {
  return Math.min(PAGE_LIMIT, Math.max(1, Math.ceil(total / Math.max(1, limit))));
}
