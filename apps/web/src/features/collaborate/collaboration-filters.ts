import { withoutParams } from '@/lib/url-params';

// What the Collaboration Hub shows, read from and written to the URL, so Back and a shared link
// keep it. The server filters (GET /api/collaborations).
export const HUB_VIEWS = ['all', 'mine'] as const;
export type HubView = (typeof HUB_VIEWS)[number];

export interface CollaborationFilters {
  search: string;
  // Any of them (?genre= repeats).
  genres: string[];
  remote: boolean;
  paid: boolean;
  mine: boolean;
}

// `c` is a collaboration opened from a shared link (Share copies /collaborate?c=<id>).
export const PARAM = { search: 'q', genre: 'genre', remote: 'remote', paid: 'paid', view: 'view', shared: 'c' } as const;

export function readView(params: URLSearchParams): HubView {
  return params.get(PARAM.view) === 'mine' ? 'mine' : 'all';
}

export function readFilters(params: URLSearchParams): CollaborationFilters {
  const genres = params
    .getAll(PARAM.genre)
    .map((genre) => genre.trim())
    .filter(Boolean);
  return {
    search: (params.get(PARAM.search) ?? '').trim(),
    genres: genres.filter((genre, index) => genres.findIndex((other) => other.toLowerCase() === genre.toLowerCase()) === index),
    remote: params.get(PARAM.remote) === 'true',
    paid: params.get(PARAM.paid) === 'true',
    mine: readView(params) === 'mine',
  };
}

export function readSharedId(params: URLSearchParams): number | null {
  const id = Number(params.get(PARAM.shared));
  return Number.isInteger(id) && id > 0 ? id : null;
}

// What the Filters button counts: the panel's choices (each genre, Remote only, Paid only).
export function activeFilterCount(filters: CollaborationFilters): number {
  return filters.genres.length + Number(filters.remote) + Number(filters.paid);
}

export const hasGenre = (filters: CollaborationFilters, genre: string): boolean =>
  filters.genres.some((chosen) => chosen.toLowerCase() === genre.toLowerCase());

export function withGenre(params: URLSearchParams, genre: string, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  const kept = next.getAll(PARAM.genre).filter((chosen) => chosen.toLowerCase() !== genre.toLowerCase());
  next.delete(PARAM.genre);
  for (const chosen of on ? [...kept, genre] : kept) next.append(PARAM.genre, chosen);
  return next;
}

// The panel's Clear Filters keeps the search; the empty list's way out clears it too.
export function withoutFilters(params: URLSearchParams, { search = false } = {}): URLSearchParams {
  return withoutParams(params, [PARAM.genre, PARAM.remote, PARAM.paid, ...(search ? [PARAM.search] : [])]);
}
