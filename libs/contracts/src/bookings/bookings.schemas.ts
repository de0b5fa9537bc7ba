import { z } from 'zod';
import { decimalInt, entityId, jsonId } from '../ids';
import { MAX_PAGE_SIZE } from '../pagination';
import { singleLine } from '../single-line';
import { optionalLine, optionalText, timestamp } from '../jobs/fields';
import { BOOKING_FEE_MAX_PENCE, BOOKING_SETS_MAX, BOOKING_TERMS_MAX, DEFAULT_CANCELLATION_TERMS, type CancellationTerm } from './booking-terms';

// Bookings: an offer of an engagement from a hirer to a musician, and its life (docs/bookings.md).

export const BOOKING_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn', 'confirmed', 'completed', 'paid', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_FEE_UNITS = ['gig', 'session', 'day'] as const;
export const BOOKING_INCLUDES = ['travel', 'porterage', 'backline', 'meals'] as const;
export const BOOKING_SOURCES = ['application', 'collaboration', 'direct'] as const;
// The Bookings page's lists: upcoming (accepted or confirmed, not yet over), offers (open), past (completed),
// cancelled (cancelled, declined, withdrawn, expired); past also holds paid ones.
export const BOOKING_VIEWS = ['upcoming', 'offers', 'past', 'cancelled'] as const;
export const BOOKING_SIDES = ['musician', 'hirer'] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];
export type BookingListView = (typeof BOOKING_VIEWS)[number];

export const BOOKING_ROLE_MAX_LENGTH = 100;
export const BOOKING_TEXT_MAX_LENGTH = 2_000;
export const BOOKING_LINE_MAX_LENGTH = 200;
export const BOOKING_REASON_MAX_LENGTH = 500;

export const BOOKING_MESSAGES = {
  roleRequired: 'Say what the booking is for (a role or instrument)',
  roleTooLong: `Keep the role under ${BOOKING_ROLE_MAX_LENGTH} characters`,
  textTooLong: `Keep this under ${BOOKING_TEXT_MAX_LENGTH} characters`,
  lineTooLong: `Keep this under ${BOOKING_LINE_MAX_LENGTH} characters`,
  reasonTooLong: `Keep the reason under ${BOOKING_REASON_MAX_LENGTH} characters`,
  invalidDate: 'Enter the date as YYYY-MM-DD',
  invalidTime: 'Enter a time as HH:MM',
  venueRequired: 'Enter the venue’s name',
  invalidPostcode: 'Enter a valid UK postcode',
  feeRequired: 'Enter the fee in pounds',
  feeTooHigh: `The fee can be at most £${(BOOKING_FEE_MAX_PENCE / 100).toLocaleString('en-GB')}`,
  depositTooHigh: 'The deposit can’t be more than the fee',
  tooManySets: `List at most ${BOOKING_SETS_MAX} sets`,
  termsInvalid: `Cancellation terms: up to ${BOOKING_TERMS_MAX} lines, one for the day itself (0 days), each with its own number of days, and more due the later it is`,
  startInPast: 'The engagement must start in the future',
  expiryInvalid: 'The offer must expire after a quarter of an hour, before the engagement starts and within 60 days',
  notFound: 'Booking not found',
  ownBooking: 'You can’t book yourself',
  memberNotFound: 'Member not found',
  sourceNotFound: 'That application or collaboration isn’t one you can book from',
  wrongState: 'This booking has moved on: reload to see where it is',
  offerExpired: 'This offer has expired',
  dueChanged: 'What is due has changed since you looked: check it again',
  started: 'The engagement has started, so it can no longer be cancelled. If something went wrong, raise an issue after it ends.',
  issueWindow: 'Issues can be raised from the end of the engagement for 7 days',
  issueRaised: 'An issue has already been raised on this booking',
} as const;

const date = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, BOOKING_MESSAGES.invalidDate);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, BOOKING_MESSAGES.invalidTime);
// The UK's postcode shape (an outward code, a space, an inward code); case and spacing are forgiven.
const postcode = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, BOOKING_MESSAGES.invalidPostcode))
  .transform((value) => `${value.slice(0, -3)} ${value.slice(-3)}`);
const pence = (max = BOOKING_FEE_MAX_PENCE) =>
  z
    .number({ error: BOOKING_MESSAGES.feeRequired })
    .int(BOOKING_MESSAGES.feeRequired)
    .min(0, BOOKING_MESSAGES.feeRequired)
    .max(max, BOOKING_MESSAGES.feeTooHigh);

export const BookingSetSchema = z.object({ start: time, end: time });
export const BookingFeeSchema = z.object({
  amountPence: pence().refine((value) => value > 0, BOOKING_MESSAGES.feeRequired),
  unit: z.enum(BOOKING_FEE_UNITS),
  includes: z
    .array(z.enum(BOOKING_INCLUDES))
    .max(BOOKING_INCLUDES.length)
    .default([])
    .transform((items) => [...new Set(items)]),
});
export const BookingDepositSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('amount'), amountPence: pence() }),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
]);
export const CancellationTermSchema = z.object({ daysBefore: z.number().int().min(0).max(365), percentDue: z.number().int().min(0).max(100) });
// Sorted by days, most first; a line for the day itself; and never less due nearer the day.
export const CancellationTermsSchema = z
  .array(CancellationTermSchema)
  .min(1, BOOKING_MESSAGES.termsInvalid)
  .max(BOOKING_TERMS_MAX, BOOKING_MESSAGES.termsInvalid)
  .transform((terms) => [...terms].sort((a, b) => b.daysBefore - a.daysBefore))
  .refine(
    (terms) =>
      terms.at(-1)?.daysBefore === 0 &&
      terms.every((term, index) => index === 0 || (term.daysBefore < terms[index - 1]!.daysBefore && term.percentDue >= terms[index - 1]!.percentDue)),
    BOOKING_MESSAGES.termsInvalid,
  );

export const BookingSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('application'), id: jsonId() }),
  z.object({ kind: z.literal('collaboration'), id: jsonId() }),
  z.object({ kind: z.literal('direct') }),
]);

export const CreateBookingOfferSchema = z.object({
  musicianId: jsonId(BOOKING_MESSAGES.memberNotFound),
  source: BookingSourceSchema.default({ kind: 'direct' }),
  role: singleLine(BOOKING_ROLE_MAX_LENGTH, { required: BOOKING_MESSAGES.roleRequired, tooLong: BOOKING_MESSAGES.roleTooLong }),
  description: optionalText(BOOKING_TEXT_MAX_LENGTH, BOOKING_MESSAGES.textTooLong),
  date,
  callTime: time,
  // Times earlier than the call time are after midnight (a set from 23:30 to 00:45 ends the next day).
  sets: z.array(BookingSetSchema).max(BOOKING_SETS_MAX, BOOKING_MESSAGES.tooManySets).default([]),
  endTime: time,
  venue: z.object({
    name: singleLine(BOOKING_LINE_MAX_LENGTH, { required: BOOKING_MESSAGES.venueRequired, tooLong: BOOKING_MESSAGES.lineTooLong }),
    address: optionalLine(BOOKING_LINE_MAX_LENGTH, BOOKING_MESSAGES.lineTooLong),
    postcode,
  }),
  fee: BookingFeeSchema,
  deposit: BookingDepositSchema.default({ kind: 'none' }),
  cancellationTerms: CancellationTermsSchema.default(() => DEFAULT_CANCELLATION_TERMS.map((term) => ({ ...term }))),
  dress: optionalLine(BOOKING_LINE_MAX_LENGTH, BOOKING_MESSAGES.lineTooLong),
  notes: optionalText(BOOKING_TEXT_MAX_LENGTH, BOOKING_MESSAGES.textTooLong),
  expiresAt: timestamp(),
});
export type CreateBookingOffer = z.output<typeof CreateBookingOfferSchema>;
export type CreateBookingOfferInput = z.input<typeof CreateBookingOfferSchema>;

export const BookingParamsSchema = z.object({ id: entityId() });
export const BookingsQuerySchema = z.object({
  as: z.enum(BOOKING_SIDES).default('musician'),
  view: z.enum(BOOKING_VIEWS).default('upcoming'),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, MAX_PAGE_SIZE).default(20),
});
export type BookingsQuery = z.output<typeof BookingsQuerySchema>;

export const CancelBookingSchema = z.object({
  // What the member was shown as due (CancellationQuote.feeDuePence): if it has changed since, nothing is cancelled.
  feeDuePence: z.number().int().min(0).max(BOOKING_FEE_MAX_PENCE),
  reason: optionalText(BOOKING_REASON_MAX_LENGTH, BOOKING_MESSAGES.reasonTooLong),
});
export type CancelBooking = z.output<typeof CancelBookingSchema>;

export const RaiseBookingIssueSchema = z.object({
  text: singleLine(BOOKING_REASON_MAX_LENGTH, { required: 'Say what went wrong', tooLong: BOOKING_MESSAGES.reasonTooLong, breaks: 'strip' }),
});
export type RaiseBookingIssue = z.output<typeof RaiseBookingIssueSchema>;

// A party erased since is `id: null`, 'Former member'.
const PartySchema = z.object({ id: z.number().int().nullable(), name: z.string(), profileImage: z.string().nullable() });

export const BookingEventSchema = z.object({
  status: z
    .enum([...BOOKING_STATUSES, 'issue', 'payment'])
    .describe('A status it moved to, an issue raised, or a payment line (money at Stripe: what the note says)'),
  at: timestamp(),
  byId: z.number().int().nullable().describe('Who did it; null when Stave did (an offer expiring, an engagement ending)'),
  note: z.string().nullable(),
});

export const CancellationQuoteSchema = z.object({
  by: z.enum(BOOKING_SIDES),
  daysBefore: z.number().int(),
  percentDue: z.number().int(),
  feeDuePence: z.number().int().describe('Of the fee, what the musician is owed if it is cancelled now (nothing when the musician cancels)'),
  terms: z.array(CancellationTermSchema),
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

export const BookingViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  role: z.string(),
  description: z.string().nullable(),
  source: BookingSourceSchema,
  hirer: PartySchema.describe('Who books: a member, or a business (then offeredBy names its team member)'),
  offeredById: z.number().int().nullable(),
  musician: PartySchema,
  date: z.string(),
  callTime: z.string(),
  sets: z.array(BookingSetSchema),
  endTime: z.string(),
  startsAt: timestamp(),
  endsAt: timestamp(),
  venue: z.object({ name: z.string(), address: z.string().nullable(), postcode: z.string() }),
  fee: z.object({ amountPence: z.number().int(), unit: z.enum(BOOKING_FEE_UNITS), includes: z.array(z.enum(BOOKING_INCLUDES)) }),
  depositPence: z.number().int(),
  cancellationTerms: z.array(CancellationTermSchema),
  dress: z.string().nullable(),
  notes: z.string().nullable(),
  expiresAt: timestamp(),
  createdAt: timestamp(),
  cancelledBy: z.enum(BOOKING_SIDES).nullable(),
  feeDuePence: z.number().int().nullable().describe('Set when cancelled: what the schedule made due'),
  issue: z.object({ byId: z.number().int().nullable(), text: z.string(), at: timestamp() }).nullable(),
  timeline: z.array(BookingEventSchema),
  viewerSide: z.enum(BOOKING_SIDES),
});
export type BookingView = z.infer<typeof BookingViewSchema>;
export type BookingSource = z.infer<typeof BookingSourceSchema>;
export type { CancellationTerm };
