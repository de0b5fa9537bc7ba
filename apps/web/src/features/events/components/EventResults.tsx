import { CalendarX2, Plus } from 'lucide-react';
import { EmptyActions, PagedList, ResultsHeading } from '@/components/lists/PagedResults';
import { ActionButton } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton, SkeletonBars, SkeletonList } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
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
  const filtered = activeFilterCount(filters) > 0;

  return (
    <section aria-labelledby="event-results-heading" className="grid gap-4">
      <ResultsHeading id="event-results-heading" testId="event-count" refreshing={query.isPlaceholderData}>
        {query.isPending ? 'Loading events...' : `${WHEN_LABELS[filters.when]}: ${countText(total)}`}
      </ResultsHeading>

      <QueryState
        query={query}
        loadingLabel="Loading events..."
        loading={<EventSkeletons />}
        error={{ title: "Events couldn't be loaded.", description: 'Check your connection, then try again.' }}
        isEmpty={() => events.length === 0}
        empty={
          <EmptyState
            icon={CalendarX2}
            title="No events found"
            description={
              filtered ? 'Nothing matches these filters. Try a wider search, or put your own event on.' : 'Be the first to put an event on for the community.'
            }
            action={
              <EmptyActions clearLabel={filtered ? 'Clear filters' : null} onClear={onClear}>
                <ActionButton icon={Plus} onClick={onCreate} label="Create Event" />
              </EmptyActions>
            }
            className="bg-card py-14"
          />
        }
      >
        {() => (
          <PagedList query={query} loadMoreLabel="Load more events" className="grid gap-6">
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
          </PagedList>
        )}
      </QueryState>
    </section>
  );
}
