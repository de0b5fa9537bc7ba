// How a booking reads on the screens (docs/bookings.md § Screens). London wall-clock dates and times as the hirer
// entered them; amounts in pounds from pence.
import {
  BOOKING_SIDES,
  BOOKING_VIEWS,
  formatPence,
  type BookingListView,
  type BookingSide,
  type BookingStatus,
  type BookingView,
  type CancellationTerm,
} from '@stave/contracts';
import { FOR_PARAM, readActingFor, type ActingFor } from './acting-for';

export const SIDE_LABELS: Record<BookingSide, string> = { musician: 'As a musician', hirer: 'As a hirer' };
export const VIEW_LABELS: Record<BookingListView, string> = { upcoming: 'Upcoming', offers: 'Offers', past: 'Past', cancelled: 'Cancelled' };

export const STATUS_LABELS: Record<BookingStatus, string> = {
  offered: 'Offer',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  paid: 'Paid',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const UNIT_LABELS: Record<BookingView['fee']['unit'], string> = { gig: 'per gig', session: 'per session', day: 'per day' };
export const INCLUDE_LABELS: Record<BookingView['fee']['includes'][number], string> = {
  travel: 'Travel',
  porterage: 'Porterage',
  backline: 'Backline',
  meals: 'Meals',
};

// The Bookings page's place in the URL (/bookings?as=hirer&view=offers&for=12), defaults left out. `for` is a
// business the member manages the hirer's side of (acting-for.ts); as a musician they are always themself.
export interface BookingsLocation {
  as: BookingSide;
  view: BookingListView;
  actingFor: ActingFor;
}

export function readBookingsLocation(params: URLSearchParams): BookingsLocation {
  const as = BOOKING_SIDES.find((side) => side === params.get('as')) ?? 'musician';
  const view = BOOKING_VIEWS.find((value) => value === params.get('view')) ?? 'upcoming';
  return { as, view, actingFor: as === 'hirer' ? readActingFor(params) : null };
}

export function toBookingsParams({ as, view, actingFor }: BookingsLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (as !== 'musician') params.set('as', as);
  if (view !== 'upcoming') params.set('view', view);
  if (as === 'hirer' && actingFor !== null) params.set(FOR_PARAM, String(actingFor));
  return params;
}

// A booking's id from /bookings/:id, or null for anything the API would not take.
export function bookingIdFrom(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const dayYearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const instantFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// 'Sat 17 Jul' from '2027-07-17' (the year too when it is not this one's).
export function dayText(date: string, now: Date = new Date()): string {
  const noon = new Date(`${date}T12:00:00Z`);
  return (noon.getUTCFullYear() === now.getUTCFullYear() ? dayFormat : dayYearFormat).format(noon).replace(/,/g, '');
}

// 'Sat 17 Jul, 19:00': the date and the call time, in London.
export const whenText = (booking: Pick<BookingView, 'date' | 'callTime'>, now?: Date): string => `${dayText(booking.date, now)}, ${booking.callTime}`;

// '17 Jul, 14:05' in London, for the timeline and the offer's expiry.
export const instantText = (iso: string): string => instantFormat.format(new Date(iso));

export const feeText = (fee: Pick<BookingView['fee'], 'amountPence' | 'unit'>): string => `${formatPence(fee.amountPence)} ${UNIT_LABELS[fee.unit]}`;

export function isDefaultTerms(terms: readonly CancellationTerm[]): boolean {
  return terms.length === 1 && terms[0]!.daysBefore === 0 && terms[0]!.percentDue === 100;
}

export const DEFAULT_TERMS_TEXT = 'Full fee due once confirmed (Musicians’ Union standard)';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

// The schedule as lines: '28 days or more before: nothing due', '14 days or more before: 50% of the fee (£75.00)',
// 'Less than 14 days before: the full fee'.
export function termsLines(terms: readonly CancellationTerm[], feePence?: number): string[] {
  if (isDefaultTerms(terms)) return [DEFAULT_TERMS_TEXT];
  const sorted = [...terms].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.map((term, index) => {
    const due =
      term.percentDue === 0
        ? 'nothing due'
        : term.percentDue === 100
          ? 'the full fee'
          : `${term.percentDue}% of the fee${feePence === undefined ? '' : ` (${formatPence(Math.round((feePence * term.percentDue) / 100))})`}`;
    const previous = sorted[index - 1];
    const when = term.daysBefore > 0 ? `${days(term.daysBefore)} or more before` : previous ? `Less than ${days(previous.daysBefore)} before` : 'On the day';
    return `${when}: ${due}`;
  });
}

// The other side of a booking from where the viewer stands.
export const otherParty = (booking: BookingView) => (booking.viewerSide === 'hirer' ? booking.musician : booking.hirer);

// Who made a move, as the viewer (`viewerId`, when known) reads it: 'you', the other side's name, or Stave. A move on
// a business's side made by one of its team (byId is that member) reads as the business's, except to that member.
export function actorName(booking: BookingView, byId: number | null, viewerId?: number): string {
  if (byId === null) return 'Stave';
  if (byId === viewerId) return 'you';
  if (byId === booking.musician.id) return booking.viewerSide === 'musician' ? 'you' : booking.musician.name;
  return booking.viewerSide === 'hirer' && byId === booking.hirer.id && viewerId === undefined ? 'you' : booking.hirer.name;
}

const TIMELINE_VERBS: Record<BookingView['timeline'][number]['status'], string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired unanswered',
  paid: 'Paid',
  cancelled: 'Cancelled',
  issue: 'Issue raised',
  payment: 'Payment',
};

// 'Accepted by Sam Taylor', 'Confirmed by Stave'; a move Stave made at the end of an offer's or engagement's time
// names nobody.
export function timelineText(booking: BookingView, event: BookingView['timeline'][number], viewerId?: number): string {
  const verb = TIMELINE_VERBS[event.status];
  // Money at Stripe (docs/bookings.md § Money): the line says it ('Deposit of £50.00 paid').
  if (event.status === 'payment') return event.note ?? verb;
  if (event.byId === null && (event.status === 'expired' || event.status === 'completed' || event.status === 'paid')) return verb;
  return `${verb} by ${actorName(booking, event.byId, viewerId)}`;
}
