import ical, { ICalEventStatus } from 'ical-generator';
import type { EventRow } from './events.repository';

// iCalendar (RFC 5545) through ical-generator: one event for "Add to calendar", or a member's feed.
// Times are written in UTC, which every calendar app shows in its own zone; a cancelled event stays
// in a feed as STATUS:CANCELLED so subscribed calendars drop it.
export function toICalendar(name: string, events: EventRow[]): string {
  const calendar = ical({ name, prodId: { company: 'Stave', product: 'Events', language: 'EN' }, ttl: 60 * 60 });
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@stave`,
      start: event.startDate,
      end: event.endDate,
      summary: event.title,
      description:
        [event.organizerName ? `Organised by ${event.organizerName}` : null, event.ticketPrice ? `Tickets: ${event.ticketPrice}` : null, event.description]
          .filter(Boolean)
          .join('\n\n') || undefined,
      location: [event.location, event.region].filter(Boolean).join(', ') || undefined,
      url: event.ticketUrl ?? undefined,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
