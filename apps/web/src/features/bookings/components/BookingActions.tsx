import { BOOKING_ISSUE_WINDOW_DAYS, BookingsErrorCode, type BookingView } from '@stave/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Flag, Undo2, X, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import type { ActingFor } from '../acting-for';
import { bookingKeys } from '../api/bookings.keys';
import { useMoveBookingMutation } from '../api/bookings.queries';
import type { BookingMove } from '../api/bookings.api';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RaiseIssueDialog } from './RaiseIssueDialog';

const DAY_MS = 86_400_000;

const MOVE_TOASTS: Record<BookingMove, string> = { accept: 'Booking accepted', decline: 'Offer declined', withdraw: 'Offer withdrawn' };

// What the viewer may do from where the booking stands: the musician answers an offer, the hirer withdraws one, either
// side cancels an accepted or confirmed booking before it starts, or raises an issue within a week of its end. A
// business's admin does the hirer's as the business (`actingFor`).
export function BookingActions({ booking, actingFor = null }: { booking: BookingView; actingFor?: ActingFor }) {
  const queryClient = useQueryClient();
  const now = useNow();
  const move = useMoveBookingMutation(booking.id, actingFor);
  const [dialog, setDialog] = useState<'cancel' | 'issue' | null>(null);
  const musician = booking.viewerSide === 'musician';
  const offered = booking.status === 'offered';
  const cancellable = (booking.status === 'accepted' || booking.status === 'confirmed') && now < Date.parse(booking.startsAt);
  const issueOpen = booking.status === 'completed' && booking.issue === null && now < Date.parse(booking.endsAt) + BOOKING_ISSUE_WINDOW_DAYS * DAY_MS;
  if (!offered && !cancellable && !issueOpen) return null;

  const run = (which: BookingMove) =>
    move.mutate(which, {
      onSuccess: (answer) =>
        toast({
          title: MOVE_TOASTS[which],
          description: answer.status === 'confirmed' ? 'No deposit is due, so it is confirmed.' : `${booking.role}: the other side has been told.`,
          variant: 'success',
        }),
      onError: (error) => {
        // Someone moved it first, or its time ran out: show where it is now.
        if (isApiError(error) && (error.code === BookingsErrorCode.WrongState || error.code === BookingsErrorCode.OfferExpired)) {
          void queryClient.invalidateQueries({ queryKey: bookingKeys.one(booking.id, actingFor) });
        }
        toast({ title: 'Nothing changed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  const busy = (which: BookingMove) => move.isPending && move.variables === which;

  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="booking-actions">
      {offered && musician ? <p className="text-sm text-muted-foreground">Accepting agrees to these terms.</p> : null}
      <div className="flex flex-wrap gap-2">
        {offered && musician ? (
          <>
            <Button variant="brand" onClick={() => run('accept')} disabled={move.isPending}>
              {busy('accept') ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
              {busy('accept') ? 'Accepting...' : 'Accept'}
            </Button>
            <Button variant="outline" onClick={() => run('decline')} disabled={move.isPending}>
              {busy('decline') ? <Spinner className="size-4 text-current" /> : <X aria-hidden="true" />}
              {busy('decline') ? 'Declining...' : 'Decline'}
            </Button>
          </>
        ) : null}
        {offered && !musician ? (
          <Button variant="outline" onClick={() => run('withdraw')} disabled={move.isPending}>
            {busy('withdraw') ? <Spinner className="size-4 text-current" /> : <Undo2 aria-hidden="true" />}
            {busy('withdraw') ? 'Withdrawing...' : 'Withdraw offer'}
          </Button>
        ) : null}
        {cancellable ? (
          <Button variant="outline" onClick={() => setDialog('cancel')}>
            <CalendarX aria-hidden="true" />
            Cancel booking
          </Button>
        ) : null}
        {issueOpen ? (
          <Button variant="outline" onClick={() => setDialog('issue')}>
            <Flag aria-hidden="true" />
            Raise an issue
          </Button>
        ) : null}
      </div>
      {dialog === 'cancel' ? (
        <CancelBookingDialog booking={booking} actingFor={actingFor} open onOpenChange={(open) => setDialog(open ? 'cancel' : null)} />
      ) : null}
      {dialog === 'issue' ? <RaiseIssueDialog booking={booking} actingFor={actingFor} open onOpenChange={(open) => setDialog(open ? 'issue' : null)} /> : null}
    </Card>
  );
}
