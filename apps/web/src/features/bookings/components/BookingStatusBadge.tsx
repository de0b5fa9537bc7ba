import type { BookingStatus } from '@stave/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from '../booking-format';

const TONES: Record<BookingStatus, string> = {
  offered: 'border-transparent bg-brand-soft text-brand-strong',
  accepted: 'bg-secondary text-secondary-foreground',
  // The label in the text colour (success green on its tint is under 4.5:1); the tick carries the colour.
  confirmed: 'border-success/30 bg-success/10 text-foreground',
  completed: 'bg-secondary text-secondary-foreground',
  paid: 'border-success/30 bg-success/10 text-foreground',
  declined: 'bg-muted text-muted-foreground',
  withdrawn: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
  cancelled: 'border-destructive/30 bg-destructive/10 text-foreground',
};

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  return (
    <span
      data-testid="booking-status"
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {status === 'confirmed' || status === 'paid' ? <Check className="mr-1 size-3 text-success" aria-hidden="true" /> : null}
      {STATUS_LABELS[status]}
    </span>
  );
}
