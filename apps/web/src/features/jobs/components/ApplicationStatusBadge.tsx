import type { ApplicationStatus } from '@stave/contracts';
import { cn } from '@/lib/cn';

const LABELS: Record<ApplicationStatus, string> = { submitted: 'Submitted', shortlisted: 'Shortlisted', declined: 'Not taken forward' };
const TONES: Record<ApplicationStatus, string> = {
  submitted: 'bg-secondary text-secondary-foreground',
  shortlisted: 'border-success/30 bg-success/10 text-success',
  declined: 'bg-muted text-muted-foreground',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      data-testid="application-status"
      className={cn('inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[status])}
    >
      {LABELS[status]}
    </span>
  );
}
