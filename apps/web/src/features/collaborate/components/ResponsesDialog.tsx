import type { CollaborationResponder, CollaborationView } from '@stave/contracts';
import { Inbox, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PagedList } from '@/components/lists/PagedResults';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { OfferBookingButton } from '@/features/bookings';
import { useNow } from '@/hooks/useNow';
import { typeLabel } from '@/lib/professional-type';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useRespondersQuery } from '../api/collaborations.queries';

function Responder({ responder, collaborationId, actingFor }: { responder: CollaborationResponder; collaborationId: number; actingFor: number | null }) {
  const now = useNow();
  const { member } = responder;
  const name = member.name || member.username;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border p-3 sm:flex-nowrap" data-testid="responder">
      <UserAvatar username={member.username} profileImage={member.profileImage} className="size-11 shrink-0 ring-0" decorative />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link to={buildRoute(ROUTES.user, { id: member.id })} className="hover:underline">
            {name}
          </Link>
        </p>
        <p className="truncate text-[13px] text-muted-foreground">
          {typeLabel(member.type)} ·{' '}
          <time dateTime={responder.respondedAt} title={fullDateTime(responder.respondedAt)}>
            responded {relativeTime(responder.respondedAt, now).toLowerCase()}
          </time>
        </p>
      </div>
      <OfferBookingButton musician={{ id: member.id, name }} source={{ kind: 'collaboration', id: collaborationId }} actingFor={actingFor} size="sm" />
    </li>
  );
}

type ResponsesDialogProps = {
  collaboration: CollaborationView;
  // The business whose call it is, read by an admin of its team (null: the member's own call).
  actingFor: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// The owner's list of who answered a call (Message to Collaborate), newest first, each with an offer of a booking from
// the call (docs/bookings.md § Screens). Loaded on the first click of "N responded".
export function ResponsesDialog({ collaboration, actingFor, open, onOpenChange }: ResponsesDialogProps) {
  const query = useRespondersQuery(collaboration.id, actingFor, open);
  const responders = query.data?.pages.flatMap((page) => page.responders) ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Responses</DialogTitle>
          <DialogDescription>{collaboration.title}</DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          loadingLabel="Loading responses..."
          loading={
            <div className="grid gap-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-[4.25rem] rounded-xl" />
              ))}
            </div>
          }
          error={{ icon: RefreshCw, title: "Couldn't load the responses" }}
          isEmpty={() => responders.length === 0}
          empty={
            <EmptyState
              icon={Inbox}
              title="No responses yet"
              description="Members who message you about this call appear here, and you can offer any of them a booking."
            />
          }
        >
          {() => (
            <PagedList query={query} loadMoreLabel="Load more" className="grid gap-3">
              <ul className="grid gap-3" aria-label={`Responses to ${collaboration.title}`}>
                {responders.map((responder) => (
                  <Responder key={responder.member.id} responder={responder} collaborationId={collaboration.id} actingFor={actingFor} />
                ))}
              </ul>
            </PagedList>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
