import { UserRound, Users, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { PostedByLine } from '@/features/teams';
import { useNow } from '@/hooks/useNow';
import { isApiError } from '@/lib/api-client';
import { useEventQuery } from '../api/events.queries';
import type { EventActions } from './EventCard';
import { EventImage } from './EventImage';
import { EventLinkActions } from './EventLinkActions';
import { EventMeta } from './EventMeta';
import { RsvpButtons } from './RsvpButtons';
import { TicketPrice } from './TicketPrice';

type EventDetailsDialogProps = Pick<EventActions, 'onAttendees'> & { eventId: number; onClose: () => void };

// One event in full: View Details on a featured event, and a shared link (/events?event=<id>).
export function EventDetailsDialog({ eventId, onClose, onAttendees }: EventDetailsDialogProps) {
  const { user } = useAuth();
  const now = useNow();
  const query = useEventQuery(eventId);
  const event = query.data;
  const missing = isApiError(query.error) && query.error.status === 404;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="gap-0 p-0 sm:max-w-2xl" data-testid="event-details" hideClose={Boolean(event)}>
        {event ? (
          <>
            <EventImage imageUrl={event.imageUrl} className="aspect-[16/7] rounded-t-2xl" />
            {/* Over the image the usual muted close button would vanish. */}
            <DialogClose className="absolute top-3 right-3 rounded-full bg-ink/70 p-1.5 text-ink-foreground transition-colors hover:bg-ink">
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </DialogClose>
            <div className="grid gap-4 p-6">
              <DialogHeader>
                <p className="flex items-center gap-1.5 text-[13px] text-muted-foreground">
                  <UserRound className="size-3.5" aria-hidden="true" />
                  {event.organizerName || 'Stave member'}
                </p>
                <DialogTitle className="text-xl text-balance">{event.title}</DialogTitle>
                <DialogDescription className="sr-only">Event details</DialogDescription>
              </DialogHeader>
              {event.status === 'cancelled' ? <Badge variant="destructive">Cancelled</Badge> : null}
              <EventMeta event={event} />
              <PostedByLine postedBy={event.postedBy} ownerId={event.userId} />
              {event.description ? <p className="text-sm whitespace-pre-line text-foreground/85">{event.description}</p> : null}
              <TicketPrice price={event.ticketPrice} />
              <div className="flex flex-wrap items-center gap-2 border-t pt-4">
                {event.userId === user?.id ? (
                  <Button variant="brand" onClick={() => onAttendees(event)}>
                    <Users aria-hidden="true" />
                    Attendees ({event.goingCount} going · {event.interestedCount} interested)
                  </Button>
                ) : (
                  <RsvpButtons event={event} disabled={event.status === 'cancelled' || Date.parse(event.endDate) <= now} />
                )}
                <EventLinkActions event={event} />
                {event.userId === user?.id ? null : (
                  <ReportButton
                    target={{ kind: 'event', eventId: event.id, title: event.title }}
                    label={`Report ${event.title}`}
                    text="Report"
                    className="sm:ml-auto"
                  />
                )}
              </div>
            </div>
          </>
        ) : (
          <div className="grid gap-4 p-6">
            <DialogHeader>
              <DialogTitle>{missing ? 'Event not found' : 'Event'}</DialogTitle>
              <DialogDescription>
                {missing ? 'It may have been deleted, or the link is wrong. Browse what’s on instead.' : 'Loading the event...'}
              </DialogDescription>
            </DialogHeader>
            {missing ? null : query.isError ? (
              <QueryError variant="inline" title="The event couldn't be loaded." retrying={query.isRefetching} onRetry={() => void query.refetch()} />
            ) : (
              <div aria-busy="true" className="grid gap-3">
                <Skeleton className="aspect-[16/7] rounded-xl" />
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-3.5 w-1/2" />
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
