import { z } from 'zod';
import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { BookingsErrorCode } from '../error-codes';
import { TOTAL_COUNT_HEADER } from '../identity/user.schemas';
import { NEXT_PAGE_HEADER } from '../jobs/jobs.schemas';
import {
  BookingParamsSchema,
  BookingsQuerySchema,
  BookingViewSchema,
  CancelBookingSchema,
  CancellationQuoteSchema,
  CreateBookingOfferSchema,
  RaiseBookingIssueSchema,
} from './bookings.schemas';

// Bookings (the jobs-events service; docs/bookings.md). Every booking is its hirer's and its musician's only: anyone
// else is answered 404, as for one that does not exist. A hirer that is a business is managed by its team (X-Act-As).
const bookings = { owner: 'jobs-events' as const, auth: 'required' as const };
const one = { ...bookings, params: BookingParamsSchema } as const;
const moved = [BookingsErrorCode.NotFound, BookingsErrorCode.WrongState];

export const BOOKINGS = defineRoutes({
  offer: {
    ...bookings,
    method: 'POST',
    path: '/api/bookings',
    summary:
      'Offer a member a booking: what, when (London times; earlier than the call time is after midnight), where, the fee, a deposit, the cancellation terms (default: the full fee once confirmed, as in the Musicians’ Union’s contracts) and when the offer expires. From an application to your job, a response to your collaboration call, or directly',
    body: CreateBookingOfferSchema,
    responses: { 201: BookingViewSchema },
    errors: [
      BookingsErrorCode.OwnBooking,
      BookingsErrorCode.MemberNotFound,
      BookingsErrorCode.SourceNotFound,
      BookingsErrorCode.StartInPast,
      BookingsErrorCode.ExpiryInvalid,
      BookingsErrorCode.DepositTooHigh,
    ],
    actAs: 'post',
  },
  list: {
    ...bookings,
    method: 'GET',
    path: '/api/bookings',
    summary:
      'Your bookings ?as=musician|hirer, ?view=upcoming (accepted or confirmed, soonest first) | offers (open offers, soonest first) | past (completed, latest first) | cancelled (and declined, withdrawn, expired; latest first); page by ?page=&limit= with the total in x-total-count and the next page in x-next-page',
    query: BookingsQuerySchema,
    responses: { 200: z.array(BookingViewSchema) },
    headers: [TOTAL_COUNT_HEADER, NEXT_PAGE_HEADER],
    actAs: 'manage',
  },
  get: {
    ...one,
    method: 'GET',
    path: '/api/bookings/:id',
    summary: 'One booking with its timeline, to its hirer or its musician',
    responses: { 200: BookingViewSchema },
    errors: [BookingsErrorCode.NotFound],
    actAs: 'manage',
  },
  accept: {
    ...one,
    method: 'POST',
    path: '/api/bookings/:id/accept',
    summary: 'The musician accepts an open offer: confirmed at once when there is no deposit, otherwise accepted until the deposit is paid',
    responses: { 200: BookingViewSchema },
    errors: [...moved, BookingsErrorCode.OfferExpired],
  },
  decline: {
    ...one,
    method: 'POST',
    path: '/api/bookings/:id/decline',
    summary: 'The musician declines an open offer',
    responses: { 200: BookingViewSchema },
    errors: [...moved, BookingsErrorCode.OfferExpired],
  },
  withdraw: {
    ...one,
    method: 'POST',
    path: '/api/bookings/:id/withdraw',
    summary: 'The hirer withdraws an offer not yet answered',
    responses: { 200: BookingViewSchema },
    errors: moved,
    actAs: 'manage',
  },
  cancellation: {
    ...one,
    method: 'GET',
    path: '/api/bookings/:id/cancellation',
    summary: 'What cancelling now would make due, by the booking’s terms, before you confirm it (accepted or confirmed bookings, until the engagement starts)',
    responses: { 200: CancellationQuoteSchema },
    errors: [...moved, BookingsErrorCode.Started],
    actAs: 'manage',
  },
  cancel: {
    ...one,
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    summary:
      'Cancel an accepted or confirmed booking before the engagement starts, sending the fee due you were shown (GET …/cancellation): if the terms now make another amount due (a day has passed), nothing is cancelled (409 BOOKING_DUE_CHANGED)',
    body: CancelBookingSchema,
    responses: { 200: BookingViewSchema },
    errors: [...moved, BookingsErrorCode.DueChanged, BookingsErrorCode.Started],
    actAs: 'manage',
  },
  raiseIssue: {
    ...one,
    method: 'POST',
    path: '/api/bookings/:id/issue',
    summary: 'Say something went wrong with a completed engagement, within 7 days of its end (once per booking)',
    body: RaiseBookingIssueSchema,
    responses: { 200: BookingViewSchema },
    errors: [...moved, BookingsErrorCode.IssueWindow, BookingsErrorCode.IssueRaised],
    actAs: 'manage',
  },
});
export const BOOKINGS_ROUTES: RouteContract[] = routeList(BOOKINGS);
