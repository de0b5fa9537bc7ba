import type { EventAttendee, EventView } from '@stave/contracts';
import { Inbox, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/useNow';
import { typeLabel } from '@/lib/professional-type';
import { relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useAttendeesQuery } from '../api/events.queries';

function Attendee({ attendee }: { attendee: EventAttendee }) {
  const now = useNow();
  const { member } = attendee;
  const name = member.name || member.username || 'Member';
  return (
    <li className="flex items-center gap-3 rounded-xl border p-3" data-testid="attendee">
      <UserAvatar username={member.username ?? name} profileImage={member.profileImage} className="size-10 ring-0" decorative />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link to={buildRoute(ROUTES.user, { id: member.id })} className="hover:underline">
            {name}
          </Link>
        </p>
        <p className="truncate text-[13px] text-muted-foreground">
          {[member.type ? typeLabel(member.type) : null, `answered ${relativeTime(attendee.respondedAt, now).toLowerCase()}`].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Badge variant={attendee.status === 'going' ? 'brand' : 'secondary'}>{attendee.status === 'going' ? 'Going' : 'Interested'}</Badge>
    </li>
  );
}

// The organiser's list of who answered (going first, then by when).
export function AttendeesDialog({ event, open, onOpenChange }: { event: EventView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useAttendeesQuery(event.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Attendees</DialogTitle>
          <DialogDescription>
            {event.title} · {event.goingCount} going · {event.interestedCount} interested
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          loadingLabel="Loading attendees..."
          loading={
            <div className="grid gap-3">
              {[0, 1].map((i) => (
                <Skeleton key={i} className="h-16 rounded-xl" />
              ))}
            </div>
          }
          error={{ icon: RefreshCw, title: "Couldn't load the attendees" }}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={Inbox} title="No answers yet" description="Members who RSVP to this event will appear here." />}
        >
          {(list) => (
            <ul className="grid gap-2" aria-label={`Attendees of ${event.title}`}>
              {list.map((attendee) => (
                <Attendee key={attendee.member.id} attendee={attendee} />
              ))}
            </ul>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
