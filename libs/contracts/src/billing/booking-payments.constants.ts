import { formatPence } from '../bookings/booking-terms';

// A booking's money (docs/bookings.md § Money), free of zod so the booking page's texts do not bring a schema module.

export const BOOKING_CHARGE_KINDS = ['deposit', 'balance'] as const;
export type BookingChargeKind = (typeof BOOKING_CHARGE_KINDS)[number];

// due: the hirer can pay it now; scheduled: Stave charges the saved card at `dueAt`; held: an issue or a dispute holds
// it; open: a Checkout page is open for it; processing: a charge is on its way; requires_action: the bank wants the
// hirer (3-D Secure), who pays on the booking page; paid; failed: the card was refused (pay again); void: no longer owed.
export const BOOKING_CHARGE_STATUSES = ['due', 'scheduled', 'held', 'open', 'processing', 'requires_action', 'paid', 'failed', 'void'] as const;
export type BookingChargeStatus = (typeof BOOKING_CHARGE_STATUSES)[number];
// What the hirer may pay from the booking page (a scheduled balance too: paid now, the saved card is not charged).
export const PAYABLE_CHARGE_STATUSES: readonly BookingChargeStatus[] = ['due', 'scheduled', 'held', 'open', 'requires_action', 'failed'];

// What billing announces of a booking's money (billing.booking-payment.changed.v1), and jobs-events writes in the
// booking's timeline.
export const BOOKING_PAYMENT_OUTCOMES = ['paid', 'failed', 'refunded', 'disputed', 'dispute-won', 'dispute-lost'] as const;
export type BookingPaymentOutcome = (typeof BOOKING_PAYMENT_OUTCOMES)[number];

export const BOOKING_PAYMENT_MESSAGES = {
  payeeNotReady: 'The musician hasn’t set up payouts yet, so this can’t be paid through Stave. They have been asked to.',
  nothingToPay: 'There is nothing to pay on this booking now',
  notHirer: 'Only the hirer pays for a booking',
  disputesStaffOnly: 'Disputes are for the payments team',
} as const;

// The timeline's line for a payment event ('Deposit of £50.00 paid'), in jobs-events and on the bell.
export function bookingPaymentNote(
  kind: BookingChargeKind,
  outcome: BookingPaymentOutcome,
  amountPence: number,
  reason: string | null,
  cancelled: boolean,
): string {
  const what = kind === 'deposit' ? 'Deposit' : cancelled ? 'Cancellation fee' : 'Fee';
  const amount = formatPence(amountPence);
  switch (outcome) {
    case 'paid':
      return kind === 'balance' && !cancelled && amountPence === 0 ? 'Fee paid in full by the deposit' : `${what} of ${amount} paid`;
    case 'failed':
      return `${what} payment of ${amount} didn’t go through${reason ? `: ${reason}` : ''}`;
    case 'refunded':
      return `${amount} refunded to the hirer`;
    case 'disputed':
      return `The hirer’s bank disputed ${amount}: the musician’s payout is held while Stave answers it`;
    case 'dispute-won':
      return `The dispute over ${amount} was settled for the musician`;
    case 'dispute-lost':
      return `The dispute over ${amount} was settled for the hirer’s bank`;
  }
}
