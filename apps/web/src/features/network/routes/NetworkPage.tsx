import type { Connection, ConnectionRequest, MemberCard as Member } from '@stave/contracts';
import { ArrowLeft, Compass, Inbox, RefreshCw, SearchX, UserRoundSearch, Users, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { ActionButton, ActionLink } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonBars, SkeletonList, SkeletonMedia } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import {
  useConnectionsQuery,
  useMemberSearchQuery,
  useMemberTotalQuery,
  useReceivedRequestsQuery,
  useSentRequestsQuery,
} from '@/features/network/api/network.queries';
import { ConnectButton, type Relationship } from '@/features/network/components/ConnectButton';
import { MemberCard } from '@/features/network/components/MemberCard';
import { NetworkStatsCard, STAT_ICONS } from '@/features/network/components/NetworkStatsCard';
import { RequestCard, useAcceptRequest } from '@/features/network/components/RequestCard';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { ROUTES, buildRoute } from '@/routes';
import { memberName } from '@/features/network/member-name';

const PHONE_TAB = 'min-w-0 flex-auto px-2 sm:flex-none sm:px-3';

const TABS = ['connections', 'requests', 'discover'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

// One search box for every tab; Connections and Requests filter what is loaded by
// username, location or skill (case-insensitive substring), Discover asks the server.
function matches(member: Member, term: string): boolean {
  if (!term) return true;
  const needle = term.toLowerCase();
  return [member.username, member.name, member.location ?? '', ...member.skills].some((value) => value.toLowerCase().includes(needle));
}

function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonList count={count} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Card className="p-5">
        <SkeletonMedia
          media="size-14 rounded-full"
          bars={['h-4 w-32', 'h-3 w-20', 'h-3 w-28']}
          className="flex gap-3"
          barsClassName="grid grid-cols-1 flex-1 gap-2"
        />
        <SkeletonBars bars={['mt-4 h-3 w-full', 'mt-2 h-3 w-3/4', 'mt-5 h-8 w-full']} />
      </Card>
    </SkeletonList>
  );
}

function ProfileLink({ id, name }: { id: number; name: string }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to={buildRoute(ROUTES.user, { id })}>
        View profile<span className="sr-only"> of {name}</span>
      </Link>
    </Button>
  );
}

function NoMatches({ term, onClear }: { term: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title="No users found"
      description={`Nobody here matches “${term}”.`}
      action={<ActionButton icon={X} variant="outline" onClick={onClear} label="Clear search" />}
      className="bg-card"
    />
  );
}

function ConnectionsTab({ term, onDiscover, onClear }: { term: string; onDiscover: () => void; onClear: () => void }) {
  const query = useConnectionsQuery();
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your connections..."
      loading={<CardGridSkeleton />}
      error={{ icon: RefreshCw, title: "Couldn't load your connections" }}
      empty={
        <EmptyState
          icon={Users}
          title="No connections yet"
          description="Connect with musicians, producers, engineers, labels and venues to see them here."
          action={<ActionButton icon={Compass} onClick={onDiscover} label="Discover Professionals" />}
          className="bg-card py-14"
        />
      }
    >
      {(data) => {
        const shown = data.filter((member) => matches(member, term));
        if (shown.length === 0) return <NoMatches term={term} onClear={onClear} />;
        return (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((member: Connection) => (
              <li key={member.id}>
                <MemberCard
                  member={member}
                  action={
                    <>
                      <ConnectButton memberId={member.id} name={memberName(member)} relationship="connected" className="flex-1" />
                      <ProfileLink id={member.id} name={memberName(member)} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}

function RequestsTab({ term, onClear }: { term: string; onClear: () => void }) {
  const received = useReceivedRequestsQuery();
  const sent = useSentRequestsQuery();
  // Both lists as one query: loading until both answer, one Retry for whichever failed.
  const both: QueryLike<{ received: ConnectionRequest[]; sent: ConnectionRequest[] }> = {
    data: received.data && sent.data ? { received: received.data, sent: sent.data } : undefined,
    isPending: received.isPending || sent.isPending,
    isError: received.isError || sent.isError,
    isRefetching: received.isRefetching || sent.isRefetching,
    refetch: () => Promise.all([received.refetch(), sent.refetch()]),
  };
  const section = (title: string, list: ConnectionRequest[], direction: 'received' | 'sent', empty: string) => (
    <section aria-labelledby={`requests-${direction}`} className="grid grid-cols-1 gap-3">
      <h2 id={`requests-${direction}`} className="text-sm font-semibold text-muted-foreground">
        {title} <span className="tabular-nums">({list.length})</span>
      </h2>
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {list.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} direction={direction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <QueryState
      query={both}
      loadingLabel="Loading requests..."
      loading={<SkeletonList count={3} className="grid grid-cols-1 gap-3" bar="h-20 rounded-xl" />}
      error={{ icon: RefreshCw, title: "Couldn't load your requests" }}
      isEmpty={(data) => data.received.length === 0 && data.sent.length === 0}
      empty={
        <EmptyState
          icon={Inbox}
          title="No pending requests"
          description="Requests people send you, and the ones you send, wait here until they're answered."
          className="bg-card py-14"
        />
      }
    >
      {(data) => {
        const incoming = data.received.filter((r) => matches(r.sender, term));
        const outgoing = data.sent.filter((r) => matches(r.receiver, term));
        if (incoming.length === 0 && outgoing.length === 0) return <NoMatches term={term} onClear={onClear} />;
        return (
          <div className="grid grid-cols-1 gap-8">
            {section('Received', incoming, 'received', 'No pending requests')}
            {section('Sent', outgoing, 'sent', "You haven't sent any requests that are still waiting.")}
          </div>
        );
      }}
    </QueryState>
  );
}

function DiscoverTab({ term, relationshipOf, onClear }: { term: string; relationshipOf: (id: number) => Relationship; onClear: () => void }) {
  const search = useDebouncedValue(term.trim(), 300);
  const query = useMemberSearchQuery(search, true);
  const received = useReceivedRequestsQuery();
  const { accept, accepting } = useAcceptRequest();
  const membersOf = (data: NonNullable<typeof query.data>) =>
    data.pages.flatMap((page) => page.members).filter((member) => relationshipOf(member.id) !== 'self');

  return (
    <QueryState
      query={query}
      loadingLabel="Loading members..."
      loading={<CardGridSkeleton />}
      error={{ icon: RefreshCw, title: "Couldn't load members" }}
      isEmpty={(data) => membersOf(data).length === 0}
      empty={
        search ? (
          <NoMatches term={search} onClear={onClear} />
        ) : (
          <EmptyState
            icon={UserRoundSearch}
            title="No users found"
            description="Nobody else has joined Stave yet. Invite your collaborators from your profile."
            className="bg-card"
          />
        )
      }
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.isFetching && !query.isFetchingNextPage ? <Spinner className="mr-2 inline size-3.5" /> : null}
            {search ? `Members matching “${search}”` : 'Members you might work with'}
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {membersOf(data).map((member) => {
              const incoming = received.data?.find((r) => r.senderId === member.id);
              return (
                <li key={member.id}>
                  <MemberCard
                    member={member}
                    action={
                      <>
                        <ConnectButton
                          memberId={member.id}
                          name={memberName(member)}
                          relationship={relationshipOf(member.id)}
                          onAccept={incoming ? () => accept(incoming) : undefined}
                          accepting={accepting}
                          className="flex-1"
                        />
                        <ProfileLink id={member.id} name={memberName(member)} />
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                Show more members
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

// My Network (/network).
export function NetworkPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'connections';
  const [term, setTerm] = useState('');
  const connections = useConnectionsQuery();
  const sent = useSentRequestsQuery();
  const received = useReceivedRequestsQuery();
  const total = useMemberTotalQuery();

  const setTab = (next: string) => {
    if (!isTab(next)) return;
    setParams(next === 'connections' ? {} : { tab: next }, { replace: true });
  };

  const relationshipOf = useMemo(() => {
    const connected = new Set(connections.data?.map((c) => c.id));
    const pending = new Set(sent.data?.map((r) => r.receiverId));
    const incoming = new Set(received.data?.map((r) => r.senderId));
    return (id: number): Relationship =>
      id === user?.id ? 'self' : connected.has(id) ? 'connected' : pending.has(id) ? 'pending' : incoming.has(id) ? 'incoming' : 'none';
  }, [connections.data, sent.data, received.data, user?.id]);

  const connectionCount = connections.data?.length ?? null;
  const available = total.data !== undefined && connectionCount !== null ? Math.max(0, total.data - connectionCount - 1) : null;
  const stats = [
    { label: 'Connections', value: connectionCount, loading: connections.isPending, hint: 'Members you are connected with', icon: STAT_ICONS.connections },
    {
      label: 'Pending',
      value: sent.data?.length ?? null,
      loading: sent.isPending,
      hint: 'Requests you sent that are waiting for an answer',
      icon: STAT_ICONS.pending,
    },
    { label: 'Available', value: available, loading: total.isPending || connections.isPending, hint: 'Everyone else on Stave', icon: STAT_ICONS.available },
  ];
  const count = (value: number | undefined) =>
    value === undefined ? null : <span className="ml-0.5 rounded-full bg-muted px-1.5 text-xs tabular-nums data-[state=active]:bg-brand-soft">{value}</span>;
  const placeholder = tab === 'discover' ? 'Search Stave by name, location or skill' : 'Filter by username, location or skill';

  return (
    <>
      <title>My Network · Stave</title>
      <ActionLink icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2 mb-3 text-muted-foreground" to={ROUTES.home} label="Back" />
      <PageHeader icon={Users} title="My Network" description="The people you work with, and the ones you should." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="grid grid-cols-1 content-start gap-4" aria-label="Network summary">
          <NetworkStatsCard stats={stats} />
          <Card className="hidden p-5 lg:block">
            <p className="text-sm font-semibold">Grow with intent</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Connect with people you've worked with or want to. Connections can message each other and see each other's posts.
            </p>
            <Button variant="link" className="mt-2 h-auto p-0" onClick={() => setTab('discover')}>
              Browse all members
            </Button>
          </Card>
        </aside>

        <div className="min-w-0">
          <SearchInput
            wrapperClassName="mb-4"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={placeholder}
            aria-label="Search your network"
            className="h-11"
          />
          <Tabs value={tab} onValueChange={setTab}>
            {/* On a phone each tab takes the width its label and count need (three equal thirds were too narrow for
                'Connections' and its count at 360 px: the label ran out of its pill). */}
            <TabsList className="flex h-11 w-full sm:inline-flex sm:w-auto">
              <TabsTrigger value="connections" className={PHONE_TAB}>
                Connections{count(connections.data?.length)}
              </TabsTrigger>
              <TabsTrigger value="requests" className={PHONE_TAB}>
                Requests{count(received.data?.length)}
              </TabsTrigger>
              <TabsTrigger value="discover" className={PHONE_TAB}>
                Discover
              </TabsTrigger>
            </TabsList>
            <TabsContent value="connections">
              <ConnectionsTab term={term.trim()} onDiscover={() => setTab('discover')} onClear={() => setTerm('')} />
            </TabsContent>
            <TabsContent value="requests">
              <RequestsTab term={term.trim()} onClear={() => setTerm('')} />
            </TabsContent>
            <TabsContent value="discover">
              <DiscoverTab term={term} relationshipOf={relationshipOf} onClear={() => setTerm('')} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </>
  );
}
