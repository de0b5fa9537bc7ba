import { formatPence, type BookingView } from '@stave/contracts';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { INCLUDE_LABELS, feeText, instantText, termsLines, whenText } from '../booking-format';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

// The terms as offered: what, when (with the sets), where, the fee and what it includes, the deposit, the
// cancellation schedule, dress, notes, and while open the offer's expiry.
export function BookingTerms({ booking }: { booking: BookingView }) {
  const { venue, fee } = booking;
  return (
    <Card className="p-4 sm:p-6" data-testid="booking-terms">
      <h2 className="mb-4 text-base font-semibold">The terms</h2>
      <dl className="grid gap-3">
        <Term label="What">
          <span className="font-medium">{booking.role}</span>
          {booking.description ? <span className="mt-1 block whitespace-pre-line text-muted-foreground">{booking.description}</span> : null}
        </Term>
        <Term label="When">
          <span className="font-medium">{whenText(booking)}</span> call
          {booking.sets.length > 0 ? (
            <ul className="mt-1 grid gap-0.5 text-muted-foreground">
              {booking.sets.map((set, index) => (
                <li key={`${set.start}-${index}`}>
                  Set {index + 1}: {set.start}–{set.end}
                </li>
              ))}
            </ul>
          ) : null}
          <span className="mt-1 block text-muted-foreground">Ends {booking.endTime} (London time)</span>
        </Term>
        <Term label="Where">
          <span className="font-medium">{venue.name}</span>
          <span className="block text-muted-foreground">{[venue.address, venue.postcode].filter(Boolean).join(', ')}</span>
        </Term>
        <Term label="Fee">
          <span className="font-medium">{feeText(fee)}</span>
          <span className="block text-muted-foreground">
            {fee.includes.length > 0 ? `Includes ${fee.includes.map((item) => INCLUDE_LABELS[item].toLowerCase()).join(', ')}` : 'Nothing else included'}
          </span>
        </Term>
        <Term label="Deposit">{booking.depositPence > 0 ? `${formatPence(booking.depositPence)}, due on accepting` : 'No deposit'}</Term>
        <Term label="Cancellation">
          <ul className="grid gap-0.5" data-testid="booking-cancellation-terms">
            {termsLines(booking.cancellationTerms, fee.amountPence).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <span className="mt-1 block text-xs text-muted-foreground">Due to the musician if the hirer cancels a confirmed booking.</span>
        </Term>
        {booking.dress ? <Term label="Dress">{booking.dress}</Term> : null}
        {booking.notes ? (
          <Term label="Notes">
            <span className="whitespace-pre-line">{booking.notes}</span>
          </Term>
        ) : null}
        {booking.status === 'offered' ? <Term label="Offer expires">{instantText(booking.expiresAt)}</Term> : null}
      </dl>
    </Card>
  );
}
