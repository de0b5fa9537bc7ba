import type { EventView } from '@stave/contracts';
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeaturedEventsQuery } from '../api/events.queries';
import { EventImage } from './EventImage';
import { EventMeta } from './EventMeta';

function FeaturedCard({ event, onView }: { event: EventView; onView: (event: EventView) => void }) {
  return (
    <Card className="grid overflow-hidden" data-testid="featured-event">
      <div className="relative">
        <EventImage imageUrl={event.imageUrl} className="aspect-[16/8]" />
        <Badge variant="brand" className="absolute top-3 left-3 bg-brand text-brand-foreground shadow-card">
          <Sparkles aria-hidden="true" />
          Featured
        </Badge>
      </div>
      <div className="grid content-between gap-3 p-4">
        <div className="grid gap-2">
          <h3 className="line-clamp-2 leading-snug font-semibold text-balance">{event.title}</h3>
          <EventMeta event={event} />
        </div>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onView(event)} aria-label={`View Details: ${event.title}`}>
          View Details
        </Button>
      </div>
    </Card>
  );
}

// The 3 soonest upcoming events. Nothing shows when there are none or they fail to
// load (the list below says what matters).
export function FeaturedEvents({ onView }: { onView: (event: EventView) => void }) {
  const query = useFeaturedEventsQuery();
  if (query.isPending) {
    return (
      <LoadingState label="Loading featured events..." className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 rounded-xl" />
        ))}
      </LoadingState>
    );
  }
  const events = query.data ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="featured-events-heading" className="grid gap-3">
      <h2 id="featured-events-heading" className="text-sm font-semibold">
        Featured Events
      </h2>
      {/* On a phone the strip scrolls sideways rather than stacking three tall cards. */}
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id} className="grid w-[82%] shrink-0 snap-start sm:w-auto">
            <FeaturedCard event={event} onView={onView} />
          </li>
        ))}
      </ul>
    </section>
  );
}
