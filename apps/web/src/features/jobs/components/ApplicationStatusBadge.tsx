import type { ApplicationStatus } from '@stave/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

const LABELS: Record<ApplicationStatus, string> = { submitted: 'Submitted', shortlisted: 'Shortlisted', declined: 'Not taken forward' };
const TONES: Record<ApplicationStatus, string> = {
  submitted: 'bg-secondary text-secondary-foreground',
  // The label in the text colour (success green on its tint is under 4.5:1); the tick carries the colour.
  shortlisted: 'border-success/30 bg-success/10 text-foreground',
  declined: 'bg-muted text-muted-foreground',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      data-testid="application-status"
      className={cn('inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[status])}
    >
      {status === 'shortlisted' ? <Check className="mr-1 size-3 text-success" aria-hidden="true" /> : null}
      {LABELS[status]}
    </span>
  );
}
