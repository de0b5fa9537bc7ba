import { z } from 'zod';
import { entityId } from '../ids';
import { BOOKING_CHARGE_KINDS, BOOKING_CHARGE_STATUSES } from './booking-payments.constants';

// A booking's money at Stripe (docs/bookings.md § Money): what the hirer pays (the musician's share and Stave's booking
// fee on top), what was paid, refunded and disputed. Billing's, read from Stripe; never taken from the browser.

const timestamp = () => z.iso.datetime({ offset: true });

export const BookingChargeSchema = z.object({
  kind: z.enum(BOOKING_CHARGE_KINDS),
  status: z.enum(BOOKING_CHARGE_STATUSES),
  amountPence: z.number().int().describe("The musician's share"),
  bookingFeePence: z.number().int().describe("Stave's booking fee, paid by the hirer on top"),
  totalPence: z.number().int().describe('What the hirer is charged: the share and the booking fee'),
  refundedPence: z.number().int().describe("Of the musician's share, refunded to the hirer"),
  dueAt: timestamp().nullable().describe('When a scheduled charge is taken from the saved card'),
  paidAt: timestamp().nullable(),
  failure: z.string().nullable().describe("The bank's reason, when the last attempt failed"),
  disputed: z.enum(['open', 'won', 'lost']).nullable(),
});
export type BookingCharge = z.infer<typeof BookingChargeSchema>;

export const BookingPaymentSchema = z.object({
  bookingId: z.number().int(),
  payeeReady: z.boolean().describe("Whether the musician's payouts account can take payments (Stripe Connect: charges and payouts enabled)"),
  bookingFeePercent: z.number().describe("Stave's booking fee, as a percentage of each payment, paid by the hirer"),
  charges: z.array(BookingChargeSchema),
  paidPence: z.number().int().describe("The musician's share paid and not refunded"),
  cardSaved: z.boolean().describe("Whether the hirer's card is kept for the balance (saved with the deposit)"),
});
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

export const BookingPaymentParamsSchema = z.object({ id: entityId() });
export const PayBookingSchema = z.object({ charge: z.enum(BOOKING_CHARGE_KINDS) });
export type PayBooking = z.infer<typeof PayBookingSchema>;
export const PayBookingAnswerSchema = z.object({ url: z.url().describe("Stripe's payment page; it returns to the booking") });
// A Checkout Session's id, as Stripe makes them (and nothing else: one line, no spaces).
export const SyncBookingPaymentSchema = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'Checkout session not found') });

export const BookingDisputeSchema = z.object({
  bookingId: z.number().int(),
  kind: z.enum(BOOKING_CHARGE_KINDS),
  amountPence: z.number().int(),
  status: z.enum(['open', 'won', 'lost']),
  hirerId: z.number().int().nullable(),
  musicianId: z.number().int().nullable(),
  role: z.string(),
  startsAt: timestamp(),
  openedAt: timestamp(),
});
export type BookingDispute = z.infer<typeof BookingDisputeSchema>;
export const BookingDisputesQuerySchema = z.object({ status: z.enum(['open', 'won', 'lost']).default('open') });
