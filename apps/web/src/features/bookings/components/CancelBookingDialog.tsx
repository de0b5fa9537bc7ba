import { BOOKING_MESSAGES, BOOKING_REASON_MAX_LENGTH, BookingsErrorCode, formatPence, type BookingView } from '@stave/contracts';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import type { ActingFor } from '../acting-for';
import { useCancelBookingMutation, useCancellationQuoteQuery } from '../api/bookings.queries';

// Cancel: what cancelling now makes due is asked first (GET …/cancellation) and shown; the figure shown is the one
// sent, so if a day has passed since, the server refuses (409 BOOKING_DUE_CHANGED) and the new figure is asked for.
// A business's admin cancels as the business (`actingFor`).
export function CancelBookingDialog({
  booking,
  actingFor = null,
  open,
  onOpenChange,
}: {
  booking: BookingView;
  actingFor?: ActingFor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const quote = useCancellationQuoteQuery(booking.id, actingFor, open);
  const cancel = useCancelBookingMutation(booking.id, actingFor);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () => {
    if (!quote.data) return;
    setProblem(null);
    cancel.mutate(
      { feeDuePence: quote.data.feeDuePence, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Booking cancelled', description: `${booking.role}: both sides have been told.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === BookingsErrorCode.DueChanged) void quote.refetch();
          setProblem(errorText(error, 'The booking was not cancelled. Please try again.'));
        },
      },
    );
  };

  const musician = booking.musician.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title="Cancel this booking?"
      description={`${booking.role}: the other side is told at once. This can’t be undone.`}
      onConfirm={confirm}
      pending={cancel.isPending}
      confirmDisabled={!quote.data || quote.isFetching}
      icon={CalendarX}
      cancelLabel="Keep booking"
      confirmLabel="Cancel booking"
      busyLabel="Cancelling..."
    >
      <div className="grid gap-4">
        <QueryState
          query={quote}
          loadingLabel="Working out what is due..."
          loading={<Skeleton className="h-14 rounded-lg" />}
          error={{ title: errorText(quote.error, 'What is due couldn’t be worked out.'), variant: 'inline', className: 'rounded-lg border px-3 py-2' }}
        >
          {(data) => (
            <p className="rounded-lg bg-muted/60 px-3 py-2.5 text-sm font-medium" data-testid="cancellation-quote" aria-live="polite">
              {data.feeDuePence > 0 ? `Cancelling now: ${formatPence(data.feeDuePence)} of the fee is due to ${musician}.` : 'Cancelling now: nothing is due.'}
              {data.feeDuePence > 0 ? (
                <span className="mt-0.5 block text-xs font-normal text-muted-foreground">
                  {data.daysBefore === 0 ? 'On the day' : `${data.daysBefore} day${data.daysBefore === 1 ? '' : 's'} before`}: {data.percentDue}% of the fee, by
                  the terms agreed.
                </span>
              ) : null}
            </p>
          )}
        </QueryState>
        {problem ? (
          <p role="alert" className="text-[13px] font-medium text-destructive" data-testid="cancel-problem">
            {problem === BOOKING_MESSAGES.dueChanged ? `${problem}. The figure above is the new one.` : problem}
          </p>
        ) : null}
        <FormField label="Reason" optional hint="Shown to the other side.">
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
            maxLength={BOOKING_REASON_MAX_LENGTH}
            disabled={cancel.isPending}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
