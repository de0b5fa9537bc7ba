import type { EventView } from '@stave/contracts';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { MetaItem, MetaList } from '@/components/lists/MetaList';
import { formatEventDay, formatTimeRange } from '../event-dates';

// Date, time range and location.
export function EventMeta({ event }: { event: EventView }) {
  // 'Hackney Wick, London' is not followed by its region again.
  const region = event.region && !event.location?.toLowerCase().includes(event.region.toLowerCase()) ? event.region : null;
  const place = [event.location, region].filter(Boolean).join(', ');
  return (
    <MetaList>
      <MetaItem icon={CalendarDays}>
        <time dateTime={event.startDate}>{formatEventDay(event.startDate)}</time>
      </MetaItem>
      <MetaItem icon={Clock}>{formatTimeRange(event.startDate, event.endDate)}</MetaItem>
      <MetaItem icon={MapPin}>
        {place || 'Location to be announced'}
        {event.distanceMiles !== undefined && ` · ${milesAway(event.distanceMiles)}`}
      </MetaItem>
    </MetaList>
  );
}

// '12 miles away' (whole miles; under one: 'Under a mile away').
export function milesAway(miles: number): string {
  const whole = Math.round(miles);
  return whole < 1 ? 'Under a mile away' : `${whole} ${whole === 1 ? 'mile' : 'miles'} away`;
}
