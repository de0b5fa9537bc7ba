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
      <MetaItem icon={MapPin}>{place || 'Location to be announced'}</MetaItem>
    </MetaList>
  );
}
