// Events (events calls). Answers are checked against the contracts' schemas,
// loaded on demand (lib/api-json.ts). Filtering, ordering and paging are the server's.
import type { CalendarFeed, CreateEvent, EventAttendee, EventView, RsvpResult, RsvpStatus, UpdateEvent } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';
import { postFile } from '@/lib/upload';
import type { EventFilters } from '../event-filters';

const eventSchema = async () => (await import('@stave/contracts/event-listings')).EventViewSchema;
const eventListSchema = async () => (await import('@stave/contracts/event-listings')).EventViewSchema.array();
const rsvpResultSchema = async () => (await import('@stave/contracts/event-listings')).RsvpResultSchema;
const attendeeListSchema = async () => (await import('@stave/contracts/event-listings')).EventAttendeeSchema.array();
const calendarFeedSchema = async () => (await import('@stave/contracts/event-listings')).CalendarFeedSchema;

// Restated from the contracts (a value import would pull zod in with this module).
const TOTAL_COUNT_HEADER = 'x-total-count';
const NEXT_PAGE_HEADER = 'x-next-page';

export const EVENTS_PAGE_SIZE = 20;

export interface EventPage {
  events: EventView[];
  total: number;
  nextPage: number | null;
}

export async function fetchEventsPage(filters: EventFilters, page: number, signal?: AbortSignal): Promise<EventPage> {
  const path = withQuery('/api/events', {
    when: filters.when,
    search: filters.search || undefined,
    region: filters.region,
    location: filters.location || undefined,
    mine: filters.mine ? 'true' : undefined,
    page,
    limit: EVENTS_PAGE_SIZE,
  });
  const { data, headers } = await requestParsed('GET', path, eventListSchema, { signal });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    events: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

export const fetchFeaturedEvents = (signal?: AbortSignal): Promise<EventView[]> => getParsed('/api/events/featured', eventListSchema, signal);
export const fetchEvent = (eventId: number, signal?: AbortSignal): Promise<EventView> => getParsed(`/api/events/${eventId}`, eventSchema, signal);
export const fetchAttendees = (eventId: number, signal?: AbortSignal): Promise<EventAttendee[]> =>
  getParsed(`/api/events/${eventId}/attendees`, attendeeListSchema, signal);

// actAs: created as that business, by a member of its team.
export const createEvent = async (input: CreateEvent, actAs?: number | null): Promise<EventView> =>
  (await requestParsed('POST', '/api/events', eventSchema, { body: input, headers: actAsHeaders(actAs) })).data;
export const updateEvent = async (eventId: number, patch: UpdateEvent): Promise<EventView> =>
  (await requestParsed('PATCH', `/api/events/${eventId}`, eventSchema, { body: patch })).data;
export const deleteEvent = (eventId: number): Promise<void> => send('DELETE', `/api/events/${eventId}`);

export const rsvpToEvent = async (eventId: number, status: RsvpStatus): Promise<RsvpResult> =>
  (await requestParsed('POST', `/api/events/${eventId}/rsvp`, rsvpResultSchema, { body: { status } })).data;
export const withdrawRsvp = async (eventId: number): Promise<RsvpResult> =>
  (await requestParsed('DELETE', `/api/events/${eventId}/rsvp`, rsvpResultSchema)).data;

// The .ics needs the bearer token, so it is fetched here and handed over as a blob.
export async function fetchEventIcs(eventId: number): Promise<Blob> {
  const res = await apiFetch('GET', `/api/events/${eventId}/ics`);
  await throwIfNotOk(res);
  return res.blob();
}

export const fetchCalendarFeed = (signal?: AbortSignal): Promise<CalendarFeed> => getParsed('/api/events/calendar-feed', calendarFeedSchema, signal);
export const resetCalendarFeed = async (): Promise<CalendarFeed> => (await requestParsed('POST', '/api/events/calendar-feed', calendarFeedSchema)).data;
export const deleteCalendarFeed = (): Promise<void> => send('DELETE', '/api/events/calendar-feed');

// An uploaded image's path (/event-images/…), to send as the event's imageUrl.
export async function uploadEventImage(file: File): Promise<string> {
  const { EventImageUploadSchema } = await import('@stave/contracts/event-listings');
  return EventImageUploadSchema.parse(await postFile('/api/events/image', 'image', file)).imageUrl;
}
