import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupportStatsQuery } from '../api/support.queries';
import { formatDuration, formatRating, isoDuration, ratingsCount } from '../support-format';

function Figure({ label, value, note, testId }: { label: string; value: ReactNode; note: ReactNode; testId: string }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5 px-4 py-3" data-testid={testId}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

function Seconds({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">None yet</span>;
  return <time dateTime={isoDuration(value)}>{formatDuration(value)}</time>;
}

// The team's figures over the last 30 days (GET /api/support/stats): how fast the first answer and the resolution
// come (medians, so one stubborn ticket does not skew them), how members rate the answers, and how many came and went.
export function QueueStats() {
  const query = useSupportStatsQuery(true);
  return (
    <section aria-labelledby="support-stats-heading" className="grid gap-2">
      <h2 id="support-stats-heading" className="text-sm font-semibold">
        {query.data ? `The last ${query.data.periodDays} days` : 'The last 30 days'}
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading the team's figures..."
        loading={<Skeleton className="h-[5.5rem] w-full rounded-xl" />}
        error={{ title: "The team's figures couldn't be loaded.", variant: 'inline' }}
      >
        {(stats) => (
          <Card className="overflow-hidden" data-testid="support-stats">
            <dl className="grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-5 [&>div]:-mt-px [&>div]:-ml-px [&>div]:border-t [&>div]:border-l [&>div:last-child]:col-span-2 sm:[&>div:last-child]:col-span-1">
              <Figure label="Median first answer" value={<Seconds value={stats.medianResponseSeconds} />} note="from opening" testId="stats-first-answer" />
              <Figure label="Median resolution" value={<Seconds value={stats.medianResolutionSeconds} />} note="from opening" testId="stats-resolution" />
              <Figure
                label="Average rating"
                value={stats.averageRating === null ? <span className="text-muted-foreground">None yet</span> : `${formatRating(stats.averageRating)} / 5`}
                note={`of ${ratingsCount(stats.ratings)}`}
                testId="stats-rating"
              />
              <Figure label="Opened" value={stats.opened.toLocaleString('en-GB')} note={`in ${stats.periodDays} days`} testId="stats-opened" />
              <Figure label="Resolved" value={stats.resolved.toLocaleString('en-GB')} note={`in ${stats.periodDays} days`} testId="stats-resolved" />
            </dl>
          </Card>
        )}
      </QueryState>
    </section>
  );
}
