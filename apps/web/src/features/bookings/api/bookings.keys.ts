import type { BookingsFilter } from './bookings.api';

// Every bookings query sits under ['bookings'], so a bell line (booking-frames.ts) or a move refreshes them all.
export const bookingKeys = {
  root: ['bookings'] as const,
  lists: () => [...bookingKeys.root, 'list'] as const,
  list: (filter: BookingsFilter) => [...bookingKeys.lists(), filter] as const,
  one: (id: number) => [...bookingKeys.root, 'one', id] as const,
  quote: (id: number) => [...bookingKeys.root, 'quote', id] as const,
};
