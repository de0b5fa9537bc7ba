// A booking's money (docs/bookings.md § Money; billing's routes in docs/api.md § Billing): its charges, the hirer's
// payment page, and the return from it. Answers are checked against the contracts' schemas, loaded on demand.
import type { BookingChargeKind, BookingPayment } from '@stave/contracts';
import { BILLING } from '@stave/contracts/paths';
import { actAsHeaders } from '@/lib/act-as';
import { apiData } from '@/lib/api-json';
import type { ActingFor } from '../acting-for';

const paymentSchema = async () => (await import('@stave/contracts/billing')).BookingPaymentSchema;
const pageSchema = async () => (await import('@stave/contracts/billing')).PayBookingAnswerSchema;

export const fetchBookingPayment = (id: number, actingFor: ActingFor, signal?: AbortSignal): Promise<BookingPayment> =>
  apiData(BILLING.bookingPayment, paymentSchema, { params: { id }, headers: actAsHeaders(actingFor), signal });

// The hirer's payment page at Stripe for one charge (the same page while it is open).
export const payBooking = (id: number, charge: BookingChargeKind, actingFor: ActingFor): Promise<{ url: string }> =>
  apiData(BILLING.payBooking, pageSchema, { params: { id }, body: { charge }, headers: actAsHeaders(actingFor) });

// Back from the payment page: the payment read from Stripe now (the page's return proves nothing by itself).
export const syncBookingPayment = (id: number, sessionId: string, actingFor: ActingFor): Promise<BookingPayment> =>
  apiData(BILLING.syncBookingPayment, paymentSchema, { params: { id }, body: { sessionId }, headers: actAsHeaders(actingFor) });
