import type { ActingFor } from '../acting-for';
import type { BookingsFilter } from './bookings.api';

// Every bookings query sits under ['bookings'], so a bell line (booking-frames.ts) or a move refreshes them all. Each
// names who it is read for (the member, or a business they act for), so switching never shows the other's cached answer.
export const bookingKeys = {
  root: ['bookings'] as const,
  lists: () => [...bookingKeys.root, 'list'] as const,
  list: (filter: BookingsFilter) => [...bookingKeys.lists(), filter] as const,
  one: (id: number, actingFor: ActingFor = null) => [...bookingKeys.root, 'one', id, actingFor] as const,
  quote: (id: number, actingFor: ActingFor = null) => [...bookingKeys.root, 'quote', id, actingFor] as const,
  // Its money at Stripe (billing's answer), refreshed with the rest when either side moves.
  payment: (id: number, actingFor: ActingFor = null) => [...bookingKeys.root, 'payment', id, actingFor] as const,
};
