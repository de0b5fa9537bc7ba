import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { ActionLink } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useConnectionsQuery } from '@/features/network';
import { typeLabel } from '@/lib/professional-type';
import { ROUTES, buildRoute } from '@/routes';

// Up to 10 connections, with View All to /network.
const STRIP_MAX = 10;

export function ConnectionsStrip() {
  const query = useConnectionsQuery();
  const connections = query.data?.slice(0, STRIP_MAX) ?? [];

  return (
    <Card className="p-4 sm:p-5" data-testid="connections-strip">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold tracking-tight">
          Your connections
          {query.data && query.data.length > 0 ? <span className="ml-2 text-sm font-normal text-muted-foreground">{query.data.length}</span> : null}
        </h2>
        <Button asChild variant="ghost" size="sm" className="-mr-2 text-brand-strong">
          <Link to={ROUTES.network}>
            View All
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {/* One height for every state (the tiles' row): the strip used to shrink when an empty or short answer
          replaced the skeleton, and the composer and feed under it jumped (CLS). */}
      <div className="mt-3 h-[7.75rem]" data-testid="connections-strip-body">
        <QueryState
          query={query}
          className="h-full"
          loadingLabel="Loading connections..."
          loading={
            <div className="flex gap-3 overflow-hidden">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="grid w-32 grid-cols-1 shrink-0 justify-items-center gap-1.5 rounded-xl border p-3">
                  <Skeleton className="size-12 rounded-full" />
                  <Skeleton className="my-1 h-3 w-16" />
                  <Skeleton className="my-0.5 h-3 w-12" />
                </div>
              ))}
            </div>
          }
          error={{ title: "Your connections couldn't be loaded just now.", variant: 'inline', className: 'h-full rounded-xl border border-dashed px-4 py-4' }}
          isEmpty={() => connections.length === 0}
          empty={
            <div className="flex h-full flex-wrap content-center items-center justify-between gap-3 rounded-xl border border-dashed px-4 py-4">
              <p className="text-sm text-muted-foreground">No connections yet. Find the people you work with, or want to.</p>
              <ActionLink icon={Compass} size="sm" to={`${ROUTES.network}?tab=discover`} label="Discover Professionals" />
            </div>
          }
        >
          {() => (
            <ul className="-mx-1 flex h-full snap-x gap-3 overflow-x-auto px-1 pb-1" aria-label="Connections">
              {connections.map((person) => (
                <li key={person.id} className="snap-start">
                  <Link
                    to={buildRoute(ROUTES.user, { id: person.id })}
                    className="grid w-32 grid-cols-1 justify-items-center gap-1.5 rounded-xl border bg-card p-3 text-center transition-colors hover:bg-accent"
                  >
                    <UserAvatar username={person.username} profileImage={person.profileImage} className="size-12 ring-0" decorative />
                    <span className="w-full truncate text-[13px] font-semibold">{person.name || person.username}</span>
                    <span className="w-full truncate text-[11px] text-muted-foreground">{typeLabel(String(person.type))}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
