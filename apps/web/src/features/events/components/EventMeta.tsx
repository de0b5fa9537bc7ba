import type { EventView } from '@stave/contracts';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatEventDay, formatTimeRange } from '../event-dates';

function Meta({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{children}</span>
    </li>
  );
}

// Date, time range and location.
export function EventMeta({ event }: { event: EventView }) {
  // 'Hackney Wick, London' is not followed by its region again.
  const region = event.region && !event.location?.toLowerCase().includes(event.region.toLowerCase()) ? event.region : null;
  const place = [event.location, region].filter(Boolean).join(', ');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-muted-foreground">
      <Meta icon={CalendarDays}>
        <time dateTime={event.startDate}>{formatEventDay(event.startDate)}</time>
      </Meta>
      <Meta icon={Clock}>{formatTimeRange(event.startDate, event.endDate)}</Meta>
      <Meta icon={MapPin}>{place || 'Location to be announced'}</Meta>
    </ul>
  );
}
