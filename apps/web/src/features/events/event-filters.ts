import { EVENT_WHEN, UK_REGIONS, type UkRegion } from '@stave/contracts';
import { withoutParams } from '@/lib/url-params';

// What the list shows, read from and written to the URL, so Back and a shared link keep it
// . The server filters and orders (GET /api/events): upcoming soonest first, past latest first.
export type EventWhen = (typeof EVENT_WHEN)[number];

export interface EventFilters {
  when: EventWhen;
  search: string;
  region?: UkRegion;
  location: string;
  // Events the member organises or answered; the only list that keeps their cancelled ones.
  mine: boolean;
}

export const PARAM = { when: 'when', search: 'q', region: 'region', location: 'location', event: 'event', mine: 'mine' } as const;
export type FilterKey = 'search' | 'region' | 'location' | 'mine';

export const WHEN_LABELS: Record<EventWhen, string> = { upcoming: 'Upcoming', past: 'Past', all: 'All' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function readFilters(params: URLSearchParams): EventFilters {
  return {
    // Upcoming by default.
    when: oneOf(EVENT_WHEN, params.get(PARAM.when)) ?? 'upcoming',
    search: (params.get(PARAM.search) ?? '').trim(),
    region: oneOf(UK_REGIONS, params.get(PARAM.region)),
    location: (params.get(PARAM.location) ?? '').trim(),
    mine: params.get(PARAM.mine) === 'true',
  };
}

// The event a shared link points at (/events?event=<id>).
export function readSharedEvent(params: URLSearchParams): number | null {
  const id = Number(params.get(PARAM.event));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function activeFilterCount(filters: EventFilters): number {
  return [filters.search, filters.region, filters.location, filters.mine].filter(Boolean).length;
}

export const withoutFilters = (params: URLSearchParams): URLSearchParams => withoutParams(params, [PARAM.search, PARAM.region, PARAM.location, PARAM.mine]);

// The link Share Event copies: this page, opened on that event.
export function eventShareUrl(eventId: number): string {
  return `${window.location.origin}/events?${PARAM.event}=${eventId}`;
}
