import { CalendarX2, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton, SkeletonBars, SkeletonList } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useEventsQuery } from '../api/events.queries';
import { groupByMonth } from '../event-dates';
import { WHEN_LABELS, activeFilterCount, type EventFilters } from '../event-filters';
import { EventCard, type EventActions } from './EventCard';

type EventResultsProps = EventActions & {
  filters: EventFilters;
  highlighted: number | null;
  onCreate: () => void;
  onClear: () => void;
};

const countText = (total: number) => (total === 1 ? '1 event' : `${total.toLocaleString('en-GB')} events`);

function EventSkeletons() {
  return (
    <SkeletonList count={3} className="grid gap-4">
      <Card className="grid overflow-hidden sm:grid-cols-[13rem_minmax(0,1fr)]">
        <Skeleton className="aspect-[2/1] rounded-none sm:aspect-auto sm:h-full sm:min-h-48" />
        <SkeletonBars bars={['h-3.5 w-32', 'h-5 w-2/3', 'h-3.5 w-1/2', 'h-3.5 w-full', 'h-10 w-48']} className="grid gap-3 p-5" />
      </Card>
    </SkeletonList>
  );
}

// The list, grouped by month and year (docs/web.md#screens) in the server's order, with Load more; loading,
// error-with-Retry and 'No events found' with Create Event.
export function EventResults({ filters, highlighted, onCreate, onClear, ...actions }: EventResultsProps) {
  const { user } = useAuth();
  const query = useEventsQuery(filters);
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const refreshing = query.isPlaceholderData;
  const filtered = activeFilterCount(filters) > 0;

  return (
    <section aria-labelledby="event-results-heading" className="grid gap-4">
      <h2 id="event-results-heading" className="flex items-center gap-2 text-sm font-semibold" aria-live="polite" data-testid="event-count">
        {query.isPending ? 'Loading events...' : `${WHEN_LABELS[filters.when]}: ${countText(total)}`}
        {refreshing ? <Spinner className="size-4" /> : null}
      </h2>

      {query.isError && !query.data ? (
        <QueryError
          title="Events couldn't be loaded."
          description="Check your connection, then try again."
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading events...
          </p>
          <EventSkeletons />
        </div>
      ) : events.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title="No events found"
          description={
            filtered ? 'Nothing matches these filters. Try a wider search, or put your own event on.' : 'Be the first to put an event on for the community.'
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={onCreate}>
                <Plus aria-hidden="true" />
                Create Event
              </Button>
              {filtered ? (
                <Button variant="outline" onClick={onClear}>
                  <X aria-hidden="true" />
                  Clear filters
                </Button>
              ) : null}
            </div>
          }
          className="bg-card py-14"
        />
      ) : (
        <div className={cn('grid gap-6 transition-opacity', refreshing && 'opacity-60')}>
          {groupByMonth(events).map((group) => (
            <section key={group.key} aria-labelledby={`month-${group.key}`} className="grid gap-3" data-testid="event-month">
              <h3 id={`month-${group.key}`} className="font-display text-lg font-semibold tracking-tight">
                {group.label}
              </h3>
              <ul className="grid gap-4">
                {group.items.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} own={event.userId === user?.id} highlighted={event.id === highlighted} {...actions} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {query.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {query.isFetchingNextPage ? 'Loading...' : 'Load more events'}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
