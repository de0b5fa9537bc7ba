import type { BookingChargeKind, BookingPayment, BookingView, CancelBooking, CreateBookingOfferInput } from '@stave/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  cancelBooking,
  fetchBooking,
  fetchBookingsPage,
  fetchCancellationQuote,
  moveBooking,
  offerBooking,
  raiseBookingIssue,
  type BookingMove,
  type BookingsFilter,
} from './bookings.api';
import type { ActingFor } from '../acting-for';
import { fetchBookingPayment, payBooking, syncBookingPayment } from './booking-payments.api';
import { bookingKeys } from './bookings.keys';

// A move answers with the booking: its page shows the answer at once, and every list is read again.
function settle(queryClient: QueryClient, booking: BookingView, actingFor: ActingFor): void {
  queryClient.setQueryData(bookingKeys.one(booking.id, actingFor), booking);
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
}

// One tab of the Bookings page (for the member, or a business they manage), paged by the server's x-next-page ('Load more').
export function useBookingsQuery(filter: BookingsFilter) {
  return useInfiniteQuery({
    queryKey: bookingKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchBookingsPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

export function useBookingQuery(id: number | null, actingFor: ActingFor = null) {
  return useQuery({
    queryKey: bookingKeys.one(id ?? 0, actingFor),
    queryFn: ({ signal }) => fetchBooking(id ?? 0, actingFor, signal),
    enabled: id !== null,
    retry: false,
  });
}

// What cancelling now would make due: asked each time the cancel dialog opens, never cached for long.
export function useCancellationQuoteQuery(id: number, actingFor: ActingFor, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.quote(id, actingFor),
    queryFn: ({ signal }) => fetchCancellationQuote(id, actingFor, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

// The offer, made as the member or as a business whose team they are on (`actingFor`, chosen in the form).
export function useOfferBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, actingFor }: { input: CreateBookingOfferInput; actingFor: ActingFor }) => offerBooking(input, actingFor),
    onSuccess: (booking, { actingFor }) => settle(queryClient, booking, actingFor),
  });
}

export function useMoveBookingMutation(id: number, actingFor: ActingFor) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (move: BookingMove) => moveBooking(id, move, actingFor), onSuccess: (booking) => settle(queryClient, booking, actingFor) });
}

export function useCancelBookingMutation(id: number, actingFor: ActingFor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelBooking) => cancelBooking(id, input, actingFor),
    onSuccess: (booking) => settle(queryClient, booking, actingFor),
  });
}

export function useRaiseIssueMutation(id: number, actingFor: ActingFor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => raiseBookingIssue(id, text, actingFor),
    onSuccess: (booking) => settle(queryClient, booking, actingFor),
  });
}

// `behind`: billing has not yet caught up with the booking's last move (it hears of it a moment later), so the answer is
// asked for again each second until it has.
export function useBookingPaymentQuery(id: number, actingFor: ActingFor, behind: (payment: BookingPayment | undefined) => boolean) {
  return useQuery({
    queryKey: bookingKeys.payment(id, actingFor),
    queryFn: ({ signal }) => fetchBookingPayment(id, actingFor, signal),
    retry: false,
    refetchInterval: (query) => (behind(query.state.data) && query.state.dataUpdateCount + query.state.errorUpdateCount < 30 ? 1000 : false),
  });
}

// The hirer goes to Stripe's payment page; the page sends them back to the booking (?payment=return&session_id=).
export function usePayBookingMutation(id: number, actingFor: ActingFor) {
  return useMutation({ mutationFn: (charge: BookingChargeKind) => payBooking(id, charge, actingFor) });
}

export function useSyncBookingPaymentMutation(id: number, actingFor: ActingFor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => syncBookingPayment(id, sessionId, actingFor),
    onSuccess: (payment) => {
      queryClient.setQueryData(bookingKeys.payment(id, actingFor), payment);
      // A deposit paid confirms the booking (jobs-events hears it from billing a moment later).
      void queryClient.invalidateQueries({ queryKey: bookingKeys.one(id, actingFor) });
    },
  });
}
