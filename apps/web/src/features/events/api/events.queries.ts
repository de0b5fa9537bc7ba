import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CreateEvent, EventView, RsvpStatus, UpdateEvent } from '@stave/contracts';
import type { EventFilters } from '../event-filters';
import {
  createEvent,
  deleteCalendarFeed,
  deleteEvent,
  fetchAttendees,
  fetchCalendarFeed,
  fetchEvent,
  fetchEventsPage,
  fetchFeaturedEvents,
  resetCalendarFeed,
  rsvpToEvent,
  updateEvent,
  withdrawRsvp,
  type EventPage,
} from './events.api';
import { numberedPagesOptions } from '@/lib/numbered-pages';

// Every cache that holds event cards sits under cards(), so an RSVP, an edit or a cancellation
// reaches the list, the featured strip and an open event alike.
export const eventKeys = {
  root: ['events'] as const,
  cards: () => [...eventKeys.root, 'cards'] as const,
  list: (filters: EventFilters) => [...eventKeys.cards(), 'list', filters] as const,
  featured: () => [...eventKeys.cards(), 'featured'] as const,
  detail: (eventId: number) => [...eventKeys.cards(), 'detail', eventId] as const,
  attendees: (eventId: number) => [...eventKeys.root, 'attendees', eventId] as const,
  calendarFeed: () => [...eventKeys.root, 'calendar-feed'] as const,
};

type CardData = InfiniteData<EventPage, number> | EventView[] | EventView | undefined;

// Applies fn to every cached card (null removes it).
function mapCards(queryClient: QueryClient, fn: (event: EventView) => EventView | null): void {
  const mapList = (events: EventView[]) => events.flatMap((event) => fn(event) ?? []);
  queryClient.setQueriesData<CardData>({ queryKey: eventKeys.cards() }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return mapList(data);
    if ('pages' in data) return { ...data, pages: data.pages.map((page) => ({ ...page, events: mapList(page.events) })) };
    return fn(data) ?? undefined;
  });
}

const patchEvent = (queryClient: QueryClient, eventId: number, patch: Partial<EventView>) =>
  mapCards(queryClient, (event) => (event.id === eventId ? { ...event, ...patch } : event));

export function useEventsQuery(filters: EventFilters) {
  return useInfiniteQuery(numberedPagesOptions(eventKeys.list(filters), (page, signal) => fetchEventsPage(filters, page, signal)));
}

export function useFeaturedEventsQuery() {
  return useQuery({ queryKey: eventKeys.featured(), queryFn: ({ signal }) => fetchFeaturedEvents(signal) });
}

export function useEventQuery(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(eventId ?? 0),
    queryFn: ({ signal }) => fetchEvent(eventId ?? 0, signal),
    enabled: eventId !== null,
    retry: false,
  });
}

export function useAttendeesQuery(eventId: number, enabled: boolean) {
  return useQuery({ queryKey: eventKeys.attendees(eventId), queryFn: ({ signal }) => fetchAttendees(eventId, signal), enabled });
}

export function useCalendarFeedQuery() {
  return useQuery({ queryKey: eventKeys.calendarFeed(), queryFn: ({ signal }) => fetchCalendarFeed(signal) });
}

export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, actAs }: { input: CreateEvent; actAs: number | null }) => createEvent(input, actAs),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.cards() }),
  });
}

export function useUpdateEventMutation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateEvent) => updateEvent(eventId, patch),
    onSuccess: (event) => patchEvent(queryClient, event.id, event),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.cards() }),
  });
}

export function useDeleteEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => deleteEvent(eventId),
    onSuccess: (_answer, eventId) => mapCards(queryClient, (event) => (event.id === eventId ? null : event)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.cards() }),
  });
}

// What an answer does to the counts, for the optimistic step.
function counted(event: Pick<EventView, 'myRsvp' | 'goingCount' | 'interestedCount'>, next: RsvpStatus | null) {
  const delta = (status: RsvpStatus) => (next === status ? 1 : 0) - (event.myRsvp === status ? 1 : 0);
  return { myRsvp: next, goingCount: event.goingCount + delta('going'), interestedCount: event.interestedCount + delta('interested') };
}

// Optimistic (STYLE: toggles are): the answer shows at once, rolls back on failure, and the
// server's counts settle it. The same answer again withdraws it.
export function useRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, status }: { event: EventView; status: RsvpStatus | null }) => (status ? rsvpToEvent(event.id, status) : withdrawRsvp(event.id)),
    onMutate: async ({ event, status }) => {
      await queryClient.cancelQueries({ queryKey: eventKeys.cards() });
      patchEvent(queryClient, event.id, counted(event, status));
      return { previous: { myRsvp: event.myRsvp, goingCount: event.goingCount, interestedCount: event.interestedCount } };
    },
    onError: (_error, { event }, context) => {
      if (context) patchEvent(queryClient, event.id, context.previous);
    },
    onSuccess: ({ eventId, ...counts }) => patchEvent(queryClient, eventId, counts),
    onSettled: (_answer, _error, { event }) => queryClient.invalidateQueries({ queryKey: eventKeys.attendees(event.id) }),
  });
}

export function useResetCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(eventKeys.calendarFeed(), { active: feed.active, createdAt: feed.createdAt }),
  });
}

export function useDeleteCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.setQueryData(eventKeys.calendarFeed(), { active: false, createdAt: null }),
  });
}
