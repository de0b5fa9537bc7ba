import { EVENT_WHEN, UK_REGIONS, WITHIN_MILES_CHOICES, outcodeOf, type UkRegion } from '@stave/contracts';
import { withoutParams } from '@/lib/url-params';

// What the list shows, read from and written to the URL, so Back and a shared link keep it
// . The server filters and orders (GET /api/events): upcoming soonest first, past latest first.
export type EventWhen = (typeof EVENT_WHEN)[number];

export interface EventFilters {
  when: EventWhen;
  search: string;
  region?: UkRegion;
  location: string;
  // Near a postcode or district (as typed; asked of the server once it reads as one), within `within` miles.
  near: string;
  within: number;
  // Events the member organises or answered; the only list that keeps their cancelled ones.
  mine: boolean;
}

export const PARAM = {
  when: 'when',
  search: 'q',
  region: 'region',
  location: 'location',
  event: 'event',
  mine: 'mine',
  near: 'near',
  within: 'within',
} as const;
export type FilterKey = 'search' | 'region' | 'location' | 'mine' | 'near' | 'within';
export const DEFAULT_WITHIN = 25;

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
    near: (params.get(PARAM.near) ?? '').trim(),
    within: WITHIN_MILES_CHOICES.find((miles) => String(miles) === params.get(PARAM.within)) ?? DEFAULT_WITHIN,
    mine: params.get(PARAM.mine) === 'true',
  };
}

// The event a shared link points at (/events?event=<id>).
export function readSharedEvent(params: URLSearchParams): number | null {
  const id = Number(params.get(PARAM.event));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function activeFilterCount(filters: EventFilters): number {
  return [filters.search, filters.region, filters.location, nearOutcode(filters), filters.mine].filter(Boolean).length;
}

export const withoutFilters = (params: URLSearchParams): URLSearchParams =>
  withoutParams(params, [PARAM.search, PARAM.region, PARAM.location, PARAM.mine, PARAM.near, PARAM.within]);

// The postcode the list is near, once what is typed reads as one.
export const nearOutcode = (filters: EventFilters): string | null => (filters.near ? outcodeOf(filters.near) : null);

// The link Share Event copies: this page, opened on that event.
export function eventShareUrl(eventId: number): string {
  return `${window.location.origin}/events?${PARAM.event}=${eventId}`;
}
