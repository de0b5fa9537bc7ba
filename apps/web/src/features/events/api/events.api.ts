// Events (events calls). Answers are checked against the contracts' schemas,
// loaded on demand (lib/api-json.ts). Filtering, ordering and paging are the server's.
import type { CalendarFeed, CreateEvent, EventAttendee, EventView, RsvpResult, RsvpStatus, UpdateEvent } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { EVENTS } from '@stave/contracts/paths';
import { throwIfNotOk } from '@/lib/api-client';
import { apiCall, apiData, apiResponse, apiSend } from '@/lib/api-json';
import { postFile } from '@/lib/upload';
import { nearOutcode, type EventFilters } from '../event-filters';

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
  const query = {
    when: filters.when,
    search: filters.search || undefined,
    region: filters.region,
    location: filters.location || undefined,
    mine: filters.mine ? 'true' : undefined,
    // Nearest first within the distance (docs/places.md).
    ...(nearOutcode(filters) ? { near: filters.near, withinMiles: String(filters.within), sort: 'distance' as const } : {}),
    page,
    limit: EVENTS_PAGE_SIZE,
  };
  const { data, headers } = await apiCall(EVENTS.list, eventListSchema, { query, signal });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    events: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

export const fetchFeaturedEvents = (signal?: AbortSignal): Promise<EventView[]> => apiData(EVENTS.featured, eventListSchema, { signal });
export const fetchEvent = (eventId: number, signal?: AbortSignal): Promise<EventView> => apiData(EVENTS.get, eventSchema, { params: { id: eventId }, signal });
export const fetchAttendees = (eventId: number, signal?: AbortSignal): Promise<EventAttendee[]> =>
  apiData(EVENTS.attendees, attendeeListSchema, { params: { id: eventId }, signal });

// actAs: created as that business, by a member of its team.
export const createEvent = (input: CreateEvent, actAs?: number | null): Promise<EventView> =>
  apiData(EVENTS.create, eventSchema, { body: input, headers: actAsHeaders(actAs) });
export const updateEvent = (eventId: number, patch: UpdateEvent): Promise<EventView> =>
  apiData(EVENTS.update, eventSchema, { params: { id: eventId }, body: patch });
export const deleteEvent = (eventId: number): Promise<void> => apiSend(EVENTS.delete, { params: { id: eventId } });

export const rsvpToEvent = (eventId: number, status: RsvpStatus): Promise<RsvpResult> =>
  apiData(EVENTS.rsvp, rsvpResultSchema, { params: { id: eventId }, body: { status } });
export const withdrawRsvp = (eventId: number): Promise<RsvpResult> => apiData(EVENTS.withdraw, rsvpResultSchema, { params: { id: eventId } });

// The .ics needs the bearer token, so it is fetched here and handed over as a blob.
export async function fetchEventIcs(eventId: number): Promise<Blob> {
  const res = await apiResponse(EVENTS.ics, { params: { id: eventId } });
  await throwIfNotOk(res);
  return res.blob();
}

export const fetchCalendarFeed = (signal?: AbortSignal): Promise<CalendarFeed> => apiData(EVENTS.calendarFeed, calendarFeedSchema, { signal });
export const resetCalendarFeed = (): Promise<CalendarFeed> => apiData(EVENTS.resetCalendarFeed, calendarFeedSchema);
export const deleteCalendarFeed = (): Promise<void> => apiSend(EVENTS.removeCalendarFeed);

// An uploaded image's path (/event-images/…), to send as the event's imageUrl.
export async function uploadEventImage(file: File): Promise<string> {
  const { EventImageUploadSchema } = await import('@stave/contracts/event-listings');
  return EventImageUploadSchema.parse(await postFile(EVENTS.uploadImage, 'image', file)).imageUrl;
}
