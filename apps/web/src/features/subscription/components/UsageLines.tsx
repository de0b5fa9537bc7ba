import { UNLIMITED, type SubscriptionTier } from '@stave/contracts';
import { useUsageQuery } from '../api/subscription.queries';

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

// This month's usage against the plan's limits (GET /api/billing/usage: jobs-events counts applications,
// messaging new conversations; a part is missing while its service is unavailable).
export function UsageLines({ tier }: { tier: SubscriptionTier }) {
  const usage = useUsageQuery();
  if (!usage.data || (!usage.data.applications && !usage.data.newConversations)) return null;
  const { applications, newConversations } = usage.data;
  const resets = new Date(usage.data.resetsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/London' });
  return (
    <div className="grid gap-3 border-t pt-4 sm:grid-cols-2" data-testid="plan-usage" data-tier={tier}>
      <p className="text-sm font-medium sm:col-span-2">This month</p>
      {applications ? <Line label="Job applications" count={applications.currentCount} limit={applications.limit} resets={resets} /> : null}
      {newConversations ? <Line label="New conversations" count={newConversations.currentCount} limit={newConversations.limit} resets={resets} /> : null}
    </div>
  );
}
