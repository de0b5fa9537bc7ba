import type { EventView } from '@stave/contracts';
import { UserRound, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReportMenuButton } from '@/features/moderation';
import { useNow } from '@/hooks/useNow';
import { cn } from '@/lib/cn';
import { EventImage } from './EventImage';
import { EventLinkActions } from './EventLinkActions';
import { EventMeta } from './EventMeta';
import { EventOwnerMenu, type OwnerAction } from './EventOwnerMenu';
import { RsvpButtons } from './RsvpButtons';
import { TicketPrice } from './TicketPrice';

export type EventActions = {
  onAttendees: (event: EventView) => void;
  onOwnerAction: (action: OwnerAction, event: EventView) => void;
};

type EventCardProps = EventActions & { event: EventView; own: boolean; highlighted?: boolean };

// Event card: organizer, title, date/time, location, image (or the default), description,
// ticket price, RSVP Now and Share Event; with RSVPs, Add to calendar and, for the organiser,
// the attendee list and edit/cancel/delete.
export function EventCard({ event, own, highlighted = false, onAttendees, onOwnerAction }: EventCardProps) {
  const now = useNow();
  const ended = Date.parse(event.endDate) <= now;
  const cancelled = event.status === 'cancelled';
  return (
    <Card
      id={`event-${event.id}`}
      className={cn('grid scroll-mt-24 overflow-hidden sm:grid-cols-[13rem_minmax(0,1fr)]', highlighted && 'ring-2 ring-brand')}
      data-testid="event-card"
      data-event-id={event.id}
    >
      <EventImage imageUrl={event.imageUrl} className={cn('aspect-[2/1] sm:aspect-auto sm:h-full sm:min-h-48', cancelled && 'opacity-60 grayscale')} />
      <div className="grid min-w-0 content-start gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1.5">
            <p className="flex min-w-0 items-center gap-1.5 text-[13px] text-muted-foreground">
              <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{event.organizerName || 'Stave member'}</span>
            </p>
            <h3 className="text-base leading-snug font-semibold text-balance break-words">{event.title}</h3>
          </div>
          {own ? (
            <EventOwnerMenu event={event} ended={ended} onAction={onOwnerAction} />
          ) : (
            <ReportMenuButton
              target={{ kind: 'event', eventId: event.id, title: event.title }}
              label={`More actions for ${event.title}`}
              className="-mt-1 -mr-1"
            />
          )}
        </div>
        {cancelled || own || ended ? (
          <div className="flex flex-wrap gap-1.5">
            {cancelled ? <Badge variant="destructive">Cancelled</Badge> : null}
            {ended && !cancelled ? <Badge variant="secondary">Ended</Badge> : null}
            {own ? <Badge variant="outline">Your event</Badge> : null}
          </div>
        ) : null}
        <EventMeta event={event} />
        {event.description ? <p className="line-clamp-3 text-sm whitespace-pre-line text-foreground/85">{event.description}</p> : null}
        <TicketPrice price={event.ticketPrice} />
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          {own ? (
            <Button variant="brand" onClick={() => onAttendees(event)}>
              <Users aria-hidden="true" />
              Attendees ({event.goingCount} going · {event.interestedCount} interested)
            </Button>
          ) : (
            <RsvpButtons event={event} disabled={cancelled || ended} />
          )}
          <EventLinkActions event={event} />
        </div>
      </div>
    </Card>
  );
}
