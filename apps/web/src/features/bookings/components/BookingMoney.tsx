import { PAYABLE_CHARGE_STATUSES, formatPence, type BookingCharge, type BookingPayment, type BookingView } from '@stave/contracts';
import { CreditCard, Landmark } from 'lucide-react';
import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import { ROUTES } from '@/routes';
import type { ActingFor } from '../acting-for';
import { useBookingPaymentQuery, usePayBookingMutation, useSyncBookingPaymentMutation } from '../api/bookings.queries';
import { instantText } from '../booking-format';

// What the booking page shows beside its money, supplied by the app (app/booking-panels.ts): the invoice's download
// once the money is settled. Without it, nothing.
export interface BookingPanels {
  InvoiceLink: ComponentType<{ bookingId: number }>;
}

const CHARGE_LABELS = { deposit: 'Deposit', balance: 'Balance' } as const;

function chargeLabel(charge: BookingCharge, booking: BookingView): string {
  if (charge.kind === 'balance' && booking.status === 'cancelled') return 'Cancellation fee';
  return CHARGE_LABELS[charge.kind];
}

// Where a charge stands, in words (docs/bookings.md § Money).
function chargeState(charge: BookingCharge, hirer: boolean): string {
  if (charge.disputed === 'open') return 'Disputed by the hirer’s bank: the musician’s payout is held while Stave answers it';
  const refunded = charge.refundedPence > 0 ? ` · ${formatPence(charge.refundedPence)} refunded to the hirer` : '';
  switch (charge.status) {
    case 'due':
      return hirer ? 'Due: pay it here' : 'Waiting for the hirer to pay';
    case 'scheduled':
      return charge.dueAt ? `Taken from the card saved with the deposit on ${instantText(charge.dueAt)}` : 'Being taken from the saved card';
    case 'held':
      return 'On hold: an issue was raised or a payment is disputed';
    case 'open':
      return hirer ? 'Your payment page is open' : 'The hirer is paying';
    case 'processing':
      return 'Being charged';
    case 'requires_action':
      return hirer ? 'Your bank asks you to confirm this payment: pay it here' : 'The hirer’s bank asked them to confirm it';
    case 'paid':
      return `Paid ${charge.paidAt ? instantText(charge.paidAt) : ''}${refunded}${charge.disputed === 'won' ? ' · dispute settled for the musician' : charge.disputed === 'lost' ? ' · dispute settled for the bank' : ''}`;
    case 'failed':
      return `Didn’t go through${charge.failure ? `: ${charge.failure}` : ''}${hirer ? '. Try again or use another card.' : ''}`;
    case 'void':
      return 'No longer due';
  }
}

function ChargeRow({ charge, booking, payment, actingFor }: { charge: BookingCharge; booking: BookingView; payment: BookingPayment; actingFor: ActingFor }) {
  const pay = usePayBookingMutation(booking.id, actingFor);
  const hirer = booking.viewerSide === 'hirer';
  const label = chargeLabel(charge, booking);
  const payable = hirer && PAYABLE_CHARGE_STATUSES.includes(charge.status) && payment.payeeReady && charge.disputed !== 'open';
  const start = () =>
    pay.mutate(charge.kind, {
      // To Stripe's page; it comes back to this booking.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast({ title: 'Couldn’t open the payment page', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0" data-testid={`booking-charge-${charge.kind}`}>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">
          {label} · {formatPence(hirer ? charge.totalPence : charge.amountPence)}
        </p>
        <p className="text-sm text-muted-foreground">
          {hirer
            ? `${formatPence(charge.amountPence)} to ${booking.musician.name} + ${formatPence(charge.bookingFeePence)} Stave booking fee`
            : `${formatPence(charge.amountPence)} to you`}
        </p>
        <p className="text-sm" data-testid="booking-charge-state">
          {chargeState(charge, hirer)}
        </p>
      </div>
      {payable ? (
        <BusyButton busy={pay.isPending || pay.isSuccess} icon={CreditCard} onClick={start} className="w-full sm:w-auto">
          Pay {label.toLowerCase()} · {formatPence(charge.totalPence)}
        </BusyButton>
      ) : null}
    </li>
  );
}

// Whether billing has yet to hear of the booking's last move: no answer yet, a deposit owed but not listed, an
// engagement over with its balance not listed.
function behind(booking: BookingView, payment: BookingPayment | undefined): boolean {
  if (!payment) return true;
  const has = (kind: BookingCharge['kind']) => payment.charges.some((charge) => charge.kind === kind);
  if (booking.status === 'accepted' && booking.depositPence > 0) return !has('deposit');
  if (booking.status === 'completed') return !has('balance') && payment.paidPence < booking.fee.amountPence;
  return false;
}

// Whether the musician's money is settled, so the booking has its invoice: paid in full, or a cancellation whose
// kept share is paid with nothing still to pay.
const invoiced = (booking: BookingView, payment: BookingPayment) =>
  booking.status === 'paid' ||
  (booking.status === 'cancelled' && payment.paidPence > 0 && payment.charges.every((charge) => charge.status === 'paid' || charge.status === 'void'));

// Back from Stripe's page (?payment=return&session_id=…): the payment read from Stripe once, then the address cleaned.
function useReturnFromPayment(bookingId: number, actingFor: ActingFor) {
  const [params, setParams] = useSearchParams();
  const sync = useSyncBookingPaymentMutation(bookingId, actingFor);
  const handled = useRef(false);
  const outcome = params.get('payment');
  const sessionId = params.get('session_id');
  useEffect(() => {
    if (handled.current || !outcome) return;
    handled.current = true;
    const clean = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('payment');
          next.delete('session_id');
          return next;
        },
        { replace: true },
      );
    if (outcome === 'cancelled') {
      toast({ title: 'No payment was taken', description: 'You can pay from this page when you are ready.' });
      clean();
      return;
    }
    if (!sessionId) return clean();
    sync.mutate(sessionId, {
      onSuccess: (payment) => {
        const paid = payment.charges.some((charge) => charge.status === 'paid' && charge.paidAt && Date.now() - Date.parse(charge.paidAt) < 3_600_000);
        toast(
          paid
            ? { title: 'Payment received', description: 'Both of you have been told.', variant: 'success' }
            : { title: 'Payment not finished', description: 'Nothing was taken yet. You can try again here.' },
        );
        clean();
      },
      onError: (error) => {
        toast({ title: 'Couldn’t check the payment', description: errorText(error, 'Reload the page in a moment.'), variant: 'destructive' });
        clean();
      },
    });
  }, [outcome, sessionId, sync, setParams]);
}

// The booking's money (docs/bookings.md § Money): each charge with the musician's share and Stave's booking fee, where
// it stands, and the hirer's way to pay it; the musician is sent to set up payouts when Stripe cannot pay them yet.
export function BookingMoney({ booking, actingFor, panels }: { booking: BookingView; actingFor: ActingFor; panels?: BookingPanels }) {
  const query = useBookingPaymentQuery(booking.id, actingFor, (payment) => behind(booking, payment));
  useReturnFromPayment(booking.id, actingFor);
  // The booking moved (here, or the other side did): its money is read again — not on the first render, whose fetch is
  // already under way.
  const { refetch } = query;
  const moves = booking.timeline.length;
  const seenMoves = useRef(moves);
  useEffect(() => {
    if (seenMoves.current === moves) return;
    seenMoves.current = moves;
    void refetch();
  }, [moves, refetch]);
  const hirer = booking.viewerSide === 'hirer';
  const payment = query.data;
  // Billing hears of a booking a moment after it moves: until then there is nothing to show.
  if (query.isError && isApiError(query.error) && query.error.status === 404) return null;
  const open = payment?.charges.some((charge) => charge.status !== 'paid' && charge.status !== 'void') ?? false;
  return (
    <Card className="grid gap-3 p-4 sm:p-6" data-testid="booking-money" aria-busy={query.isPending}>
      <h2 className="text-base font-semibold">Payment</h2>
      {query.isPending ? (
        <Skeleton className="h-16 rounded-lg" />
      ) : query.isError || !payment ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span>{errorText(query.error, 'The payment couldn’t be loaded.')}</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          {!payment.payeeReady && open ? (
            hirer ? (
              <p className="text-sm text-muted-foreground">
                {booking.musician.name} hasn’t set up payouts yet, so this can’t be paid through Stave until they do.
              </p>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
                <span className="flex items-center gap-2">
                  <Landmark className="size-4 shrink-0" aria-hidden="true" />
                  Set up payouts so {booking.hirer.name} can pay you through Stave.
                </span>
                <Button asChild size="sm">
                  <Link to={ROUTES.payouts}>Set up payouts</Link>
                </Button>
              </div>
            )
          ) : null}
          {payment.charges.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {booking.depositPence > 0 ? 'The deposit is due once the offer is accepted.' : 'No deposit. The fee is paid after the engagement.'}
            </p>
          ) : (
            <ul className="divide-y">
              {payment.charges.map((charge) => (
                <ChargeRow key={charge.kind} charge={charge} booking={booking} payment={payment} actingFor={actingFor} />
              ))}
            </ul>
          )}
          {hirer && payment.charges.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              Paid by card on Stripe’s page; Stave never sees your card. The booking fee is {payment.bookingFeePercent}% of each payment.
              {payment.cardSaved && !payment.charges.some((charge) => charge.kind === 'balance' && (charge.status === 'paid' || charge.status === 'void'))
                ? ' The card used for the deposit is kept for the balance, taken a few days after the engagement unless you raise an issue.'
                : ''}
            </p>
          ) : null}
          {panels && actingFor === null && invoiced(booking, payment) ? (
            <Suspense fallback={null}>
              <panels.InvoiceLink bookingId={booking.id} />
            </Suspense>
          ) : null}
        </>
      )}
    </Card>
  );
}
