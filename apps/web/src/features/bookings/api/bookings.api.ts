// Bookings (docs/bookings.md, docs/api.md § Bookings): the lists, one booking, its moves and the cancellation quote.
// Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { BookingListView, BookingSide, BookingView, CancelBooking, CancellationQuote, CreateBookingOfferInput } from '@stave/contracts';
import { BOOKINGS } from '@stave/contracts/paths';
import { actAsHeaders } from '@/lib/act-as';
import { apiCall, apiData } from '@/lib/api-json';
import type { ActingFor } from '../acting-for';

const bookingSchema = async () => (await import('@stave/contracts/bookings')).BookingViewSchema;
const bookingListSchema = async () => (await import('@stave/contracts/bookings')).BookingViewSchema.array();
const quoteSchema = async () => (await import('@stave/contracts/bookings')).CancellationQuoteSchema;

// Restated from the contracts (a value import would pull zod in with this module).
const TOTAL_COUNT_HEADER = 'x-total-count';
const NEXT_PAGE_HEADER = 'x-next-page';

export const BOOKINGS_PAGE_SIZE = 20;

export interface BookingsFilter {
  as: BookingSide;
  view: BookingListView;
  // A business's bookings, read by one of its admins (the hirer's side only).
  actingFor: ActingFor;
}

export interface BookingsPage {
  bookings: BookingView[];
  total: number;
  nextPage: number | null;
}

export async function fetchBookingsPage({ as, view, actingFor }: BookingsFilter, page: number, signal?: AbortSignal): Promise<BookingsPage> {
  const { data, headers } = await apiCall(BOOKINGS.list, bookingListSchema, {
    query: { as, view, page, limit: BOOKINGS_PAGE_SIZE },
    headers: actAsHeaders(actingFor),
    signal,
  });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    bookings: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

// actingFor: as that business, by a member of its team (reading and managing: an admin; offering: any member).
export const fetchBooking = (id: number, actingFor: ActingFor, signal?: AbortSignal): Promise<BookingView> =>
  apiData(BOOKINGS.get, bookingSchema, { params: { id }, headers: actAsHeaders(actingFor), signal });

export const offerBooking = (input: CreateBookingOfferInput, actingFor: ActingFor): Promise<BookingView> =>
  apiData(BOOKINGS.offer, bookingSchema, { body: input, headers: actAsHeaders(actingFor) });

export type BookingMove = 'accept' | 'decline' | 'withdraw';

// The musician accepts or declines an offer (always as themself: a business is never the musician); the hirer
// withdraws one not yet answered.
export function moveBooking(id: number, move: BookingMove, actingFor: ActingFor): Promise<BookingView> {
  if (move === 'accept') return apiData(BOOKINGS.accept, bookingSchema, { params: { id } });
  if (move === 'decline') return apiData(BOOKINGS.decline, bookingSchema, { params: { id } });
  return apiData(BOOKINGS.withdraw, bookingSchema, { params: { id }, headers: actAsHeaders(actingFor) });
}

export const fetchCancellationQuote = (id: number, actingFor: ActingFor, signal?: AbortSignal): Promise<CancellationQuote> =>
  apiData(BOOKINGS.cancellation, quoteSchema, { params: { id }, headers: actAsHeaders(actingFor), signal });

export const cancelBooking = (id: number, input: CancelBooking, actingFor: ActingFor): Promise<BookingView> =>
  apiData(BOOKINGS.cancel, bookingSchema, { params: { id }, body: input, headers: actAsHeaders(actingFor) });

export const raiseBookingIssue = (id: number, text: string, actingFor: ActingFor): Promise<BookingView> =>
  apiData(BOOKINGS.raiseIssue, bookingSchema, { params: { id }, body: { text }, headers: actAsHeaders(actingFor) });
