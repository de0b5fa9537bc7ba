import type { StolenMatch } from '@stave/contracts';
import { Check, EyeOff, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PagedQueue, QueueSection } from '@/components/staff-queue/PagedQueue';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { formatDayMonthYear } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useDecideStolenMatchMutation, useStolenMatchesQuery } from '../api/marketplace.queries';
import { STATUS_LABELS, formatPrice, gearLine } from '../listing-format';
import { DecisionControls } from './DecisionControls';

// One line of evidence: a label and its value, left out when there is none.
function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}

function MatchItem({ match }: { match: StolenMatch }) {
  const now = useNow();
  const [notes, setNotes] = useState('');
  const mutation = useDecideStolenMatchMutation();
  const { registration, listing } = match;
  const decide = (decision: 'confirm' | 'dismiss') =>
    mutation.mutate(
      { id: match.id, decision: { decision, notes: notes.trim() || null } },
      {
        onSuccess: () =>
          toast({
            title: decision === 'confirm' ? 'Confirmed: listing hidden' : 'Dismissed: nothing changes',
            description: `“${listing.title}”`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Decision not saved', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  const earlier = [
    registration.confirmedMatches > 0 ? `${registration.confirmedMatches} confirmed` : null,
    registration.dismissedMatches > 0 ? `${registration.dismissedMatches} dismissed` : null,
  ].filter(Boolean);
  return (
    <li>
      <Card className="grid gap-4 p-4" data-testid="stolen-match">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">Serial ending …{registration.serialHint}</Badge>
          {listing.status !== 'active' ? <Badge variant="outline">{STATUS_LABELS[listing.status]}</Badge> : null}
          {!listing.serialStillMatches ? (
            <Badge variant="destructive">
              <TriangleAlert aria-hidden="true" />
              Serial changed since
            </Badge>
          ) : null}
          <span className="text-xs text-muted-foreground">Matched {relativeTime(match.createdAt, now)}</span>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-label="The registration" className="grid content-start gap-1.5">
            <h3 className="text-sm font-semibold">Reported stolen</h3>
            <dl className="grid gap-1">
              <Fact label="By" value={registration.registrantName ?? `member #${registration.registrantId}`} />
              <Fact label="Gear" value={[registration.brand, registration.model].filter(Boolean).join(' ') || null} />
              <Fact label="Stolen on" value={registration.stolenOn ? formatDayMonthYear(registration.stolenOn) : null} />
              <Fact label="Crime reference" value={registration.crimeReference} />
              <Fact label="Notes" value={registration.description} />
              <Fact label="Registered" value={formatDayMonthYear(registration.registeredAt)} />
              <Fact label="Other checks" value={earlier.length > 0 ? earlier.join(', ') : null} />
            </dl>
          </section>
          <section aria-label="The listing" className="grid content-start gap-1.5">
            <h3 className="text-sm font-semibold">
              <Link to={buildRoute(ROUTES.marketplaceListing, { id: listing.id })} className="hover:underline">
                {listing.title}
              </Link>
            </h3>
            <dl className="grid gap-1">
              <Fact label="Seller" value={listing.sellerName ?? `member #${listing.userId}`} />
              <Fact label="Gear" value={gearLine(listing)} />
              <Fact label="Price" value={formatPrice(listing.price, listing.currency)} />
              <Fact label="Location" value={listing.location} />
              <Fact label="Listed" value={formatDayMonthYear(listing.listedAt)} />
            </dl>
            <p className="line-clamp-3 text-sm text-muted-foreground">{listing.description}</p>
            {listing.images.length > 0 ? (
              <div className="flex gap-2">
                {listing.images.slice(0, 3).map((image) => (
                  <img key={image} src={image} alt="" className="size-16 rounded-md object-cover" loading="lazy" />
                ))}
              </div>
            ) : null}
          </section>
        </div>
        <DecisionControls
          notes={notes}
          onNotes={setNotes}
          actions={[
            { label: 'Dismiss', icon: Check, onClick: () => decide('dismiss') },
            { label: 'Confirm and hide listing', icon: EyeOff, destructive: true, onClick: () => decide('confirm') },
          ]}
          pending={mutation.isPending}
        />
      </Card>
    </li>
  );
}

// Moderators only: listings for sale carrying a serial on the stolen register, oldest first, each with both sides'
// evidence. Nothing is hidden until a moderator confirms; the seller never learns who registered it.
export function StolenMatchesQueue() {
  const [page, setPage] = useState(1);
  const query = useStolenMatchesQuery(page, true);
  return (
    <QueueSection id="stolen-matches-heading" title="Stolen gear checks" className="gap-4">
      <PagedQueue
        query={query}
        loadingLabel="Loading stolen gear checks..."
        loadingHeight="h-40"
        errorTitle="Stolen gear checks couldn't be loaded."
        isEmpty={(data) => data.matches.length === 0}
        empty={{ icon: ShieldCheck, title: 'No stolen gear checks', description: 'A listing carrying a registered serial number shows here.' }}
        label="Stolen gear checks"
        items={(data) => data.matches.map((match) => <MatchItem key={match.id} match={match} />)}
        pagination={(data) => data.pagination}
        onPage={setPage}
        pagesLabel="Stolen gear check pages"
      />
    </QueueSection>
  );
}
