import type { BookingView, CancelBooking, CreateBookingOfferInput } from '@stave/contracts';
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
import { bookingKeys } from './bookings.keys';

// A move answers with the booking: its page shows the answer at once, and every list is read again.
function settle(queryClient: QueryClient, booking: BookingView): void {
  queryClient.setQueryData(bookingKeys.one(booking.id), booking);
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
}

// One tab of the Bookings page, paged by the server's x-next-page ('Load more').
export function useBookingsQuery(filter: BookingsFilter) {
  return useInfiniteQuery({
    queryKey: bookingKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchBookingsPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

export function useBookingQuery(id: number | null) {
  return useQuery({ queryKey: bookingKeys.one(id ?? 0), queryFn: ({ signal }) => fetchBooking(id ?? 0, signal), enabled: id !== null, retry: false });
}

// What cancelling now would make due: asked each time the cancel dialog opens, never cached for long.
export function useCancellationQuoteQuery(id: number, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.quote(id),
    queryFn: ({ signal }) => fetchCancellationQuote(id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useOfferBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: CreateBookingOfferInput) => offerBooking(input), onSuccess: (booking) => settle(queryClient, booking) });
}

export function useMoveBookingMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (move: BookingMove) => moveBooking(id, move), onSuccess: (booking) => settle(queryClient, booking) });
}

export function useCancelBookingMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: CancelBooking) => cancelBooking(id, input), onSuccess: (booking) => settle(queryClient, booking) });
}

export function useRaiseIssueMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (text: string) => raiseBookingIssue(id, text), onSuccess: (booking) => settle(queryClient, booking) });
}
