import { JOB_SORTS, JOB_TYPES, type JobSort, type JobType } from '@stave/contracts';
import { withoutParams } from '@/lib/url-params';

// What the list shows, read from and written to the URL, so Back and a shared link keep it
// . The server does the filtering and sorting (GET /api/jobs).
export const BOARD_VIEWS = ['all', 'mine', 'saved', 'applications'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export interface JobFilters {
  search: string;
  type?: JobType;
  // Remote true, false or unset.
  remote?: 'true' | 'false';
  location: string;
  // Only when chosen: the server's default is by score when searching, else latest.
  sort?: JobSort;
  mine: boolean;
}

export const PARAM = { search: 'q', type: 'type', remote: 'remote', location: 'location', sort: 'sort', view: 'view' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function readView(params: URLSearchParams): BoardView {
  return oneOf(BOARD_VIEWS, params.get(PARAM.view)) ?? 'all';
}

export function readFilters(params: URLSearchParams): JobFilters {
  const search = (params.get(PARAM.search) ?? '').trim();
  const sort = oneOf(JOB_SORTS, params.get(PARAM.sort));
  return {
    search,
    type: oneOf(JOB_TYPES, params.get(PARAM.type)),
    remote: oneOf(['true', 'false'] as const, params.get(PARAM.remote)),
    location: (params.get(PARAM.location) ?? '').trim(),
    // Relevance means nothing without a query.
    sort: sort === 'relevance' && !search ? undefined : sort,
    mine: readView(params) === 'mine',
  };
}

// The order the dropdown shows (the server's default when none was chosen).
export function effectiveSort(filters: JobFilters): JobSort {
  return filters.sort ?? (filters.search ? 'relevance' : 'latest');
}

export function activeFilterCount(filters: JobFilters): number {
  return [filters.search, filters.type, filters.remote, filters.location].filter(Boolean).length;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = withoutParams(params, [PARAM.search, PARAM.type, PARAM.remote, PARAM.location]);
  if (next.get(PARAM.sort) === 'relevance') next.delete(PARAM.sort);
  return next;
}

export const SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Best match',
  latest: 'Latest',
  oldest: 'Oldest',
  'title-asc': 'Title A-Z',
  'title-desc': 'Title Z-A',
};

// 'full-time' → 'Full-time'.
export function jobTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
