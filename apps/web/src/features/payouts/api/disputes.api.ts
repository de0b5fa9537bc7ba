// The payments team's queue of disputed booking payments (docs/bookings.md § Money; PAYMENTS_STAFF). Answers are
// checked against the contracts' schema, loaded on demand (lib/api-json.ts).
import type { BookingDispute } from '@stave/contracts';
import { BILLING } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

export type { BookingDispute };
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

const disputesSchema = async () => (await import('@stave/contracts/billing')).BookingDisputeSchema.array();

export const fetchBookingDisputes = (status: DisputeStatus, signal?: AbortSignal): Promise<BookingDispute[]> =>
  apiData(BILLING.bookingDisputes, disputesSchema, { query: { status }, signal });
