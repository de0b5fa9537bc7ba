import { UNLIMITED, type SubscriptionTier } from '@stave/contracts';
import { useApplicationUsageQuery } from '@/features/jobs/api/jobs.queries';
import { useUsageQuery } from '@/features/messages/api/messages.queries';

// The first day of next month (the counts are calendar months, Europe/London).
function nextMonthStart(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, 1).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });
}

function Line({ label, count, limit, resets }: { label: string; count: number; limit: number; resets: string }) {
  const unlimited = limit === UNLIMITED;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">{unlimited ? `${count} · unlimited` : `${count}/${limit}`}</span>
      </div>
      {unlimited ? null : (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={count}
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${Math.min(100, (count / limit) * 100)}%` }} />
        </div>
      )}
      <p className="text-xs text-muted-foreground">Resets on {resets}</p>
    </div>
  );
}

// This month's usage against the plan's limits, from the services that count it (jobs: applications;
// messaging: new conversations).
export function UsageLines({ tier }: { tier: SubscriptionTier }) {
  const applications = useApplicationUsageQuery();
  const messages = useUsageQuery(true);
  const resets = nextMonthStart();
  if (!applications.data && !messages.data) return null;
  return (
    <div className="grid gap-3 border-t pt-4 sm:grid-cols-2" data-testid="plan-usage" data-tier={tier}>
      <p className="text-sm font-medium sm:col-span-2">This month</p>
      {applications.data ? <Line label="Job applications" count={applications.data.currentCount} limit={applications.data.limit} resets={resets} /> : null}
      {messages.data ? (
        <Line
          label="New conversations"
          count={messages.data.currentCount}
          limit={messages.data.limit}
          resets={new Date(messages.data.resetsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })}
        />
      ) : null}
    </div>
  );
}
