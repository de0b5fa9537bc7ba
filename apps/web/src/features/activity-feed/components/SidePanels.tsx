import {
  Activity,
  ArrowRight,
  Briefcase,
  CalendarDays,
  Compass,
  Eye,
  Flame,
  Hash,
  Heart,
  MessageCircle,
  PenSquare,
  UserCheck,
  UserPlus,
  UserRoundPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Card } from '@/components/ui/card';
import { QueryError, QueryState } from '@/components/ui/query-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { useOwnActivityQuery, usePopularHashtagsQuery, useTrendingPostsQuery } from '@/features/feed';
import { useConnectionsQuery, useNetworkStatsQuery, useRecommendationsQuery, useSentRequestsQuery, ConnectButton } from '@/features/network';
import { typeLabel } from '@/lib/professional-type';
import { ROUTES, buildRoute } from '@/routes';

// Trending shows 5, text cut at 100 characters; recommendations 4.
const TRENDING_SHOWN = 5;
const TRENDING_TEXT_MAX = 100;
const RECOMMENDATIONS_SHOWN = 4;

export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).trimEnd()}…`;
}

function Panel({ title, icon: Icon, children, action, testId }: { title: string; icon: LucideIcon; children: ReactNode; action?: ReactNode; testId?: string }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-4" data-testid={testId}>
      <section aria-labelledby={id}>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={id} className="flex items-center gap-2 text-sm font-semibold tracking-tight">
            <Icon className="size-4 text-brand-strong" aria-hidden="true" />
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

function LinesSkeleton({ rows }: { rows: number }) {
  return <SkeletonList count={rows} className="grid grid-cols-1 gap-3" bar="h-10" />;
}

const failed = (what: string) => ({ title: `${what} couldn't be loaded.`, variant: 'inline' as const });

export function TrendingPanel() {
  const query = useTrendingPostsQuery();
  return (
    <Panel title="Trending posts" icon={Flame} testId="trending-panel">
      <QueryState
        query={query}
        loading={<LinesSkeleton rows={3} />}
        loadingLabel="Loading trending posts..."
        error={failed('Trending posts')}
        empty={
          <p className="text-[13px] text-muted-foreground">Nothing trending this week yet. The most liked and discussed posts of the last 7 days show here.</p>
        }
      >
        {(data) => (
          <ol className="grid grid-cols-1 gap-3">
            {data.slice(0, TRENDING_SHOWN).map((post, index) => (
              <li key={post.id} className="flex gap-3" data-testid="trending-item">
                <span className="w-4 shrink-0 pt-0.5 text-sm font-semibold text-muted-foreground tabular-nums">{index + 1}</span>
                <div className="min-w-0">
                  <p className="text-[13px] font-semibold">{post.author.name || post.author.username}</p>
                  <Link to={`?post=${post.id}`} className="block text-[13px] break-words text-foreground/85 hover:text-foreground hover:underline">
                    {truncate(post.content, TRENDING_TEXT_MAX)}
                  </Link>
                  <p className="mt-0.5 flex gap-3 text-xs text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Heart className="size-3" aria-hidden="true" />
                      {post.likes}
                      <span className="sr-only">likes</span>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MessageCircle className="size-3" aria-hidden="true" />
                      {post.comments}
                      <span className="sr-only">comments</span>
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Panel>
  );
}

// Computed by the social service from the last 7 days' posts (not the spec's fixed list).
export function HashtagsPanel() {
  const query = usePopularHashtagsQuery();
  return (
    <Panel title="Popular hashtags" icon={Hash} testId="hashtags-panel">
      <QueryState
        query={query}
        loading={
          <div className="flex flex-wrap gap-2">
            {[16, 20, 14, 24, 18].map((w) => (
              <Skeleton key={w} className="h-7 rounded-full" style={{ width: `${w * 4}px` }} />
            ))}
          </div>
        }
        loadingLabel="Loading hashtags..."
        error={failed('Hashtags')}
        empty={<p className="text-[13px] text-muted-foreground">No hashtags this week yet. Add #tags to your posts and they'll show up here.</p>}
      >
        {(data) => (
          <ul className="flex flex-wrap gap-2">
            {data.map(({ tag, count }) => (
              <li key={tag}>
                <Link
                  to={buildRoute(ROUTES.hashtag, { tag })}
                  className="inline-flex items-center gap-1.5 rounded-full border border-brand/25 bg-brand-soft px-2.5 py-1 text-[13px] font-medium text-brand-strong transition-colors hover:border-brand/60"
                  data-testid="hashtag"
                >
                  #{tag}
                  <span className="text-xs font-normal text-muted-foreground">
                    {count}
                    <span className="sr-only"> {count === 1 ? 'post' : 'posts'}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

export function PeoplePanel() {
  const query = useRecommendationsQuery(RECOMMENDATIONS_SHOWN);
  const sent = useSentRequestsQuery();
  const connections = useConnectionsQuery();
  const pending = new Set(sent.data?.map((r) => r.receiverId));
  const connected = new Set(connections.data?.map((c) => c.id));
  return (
    <Panel
      title="People You May Know"
      icon={UserRoundPlus}
      testId="people-panel"
      action={
        <Link to={`${ROUTES.network}?tab=discover`} className="text-xs font-medium text-brand-strong hover:underline">
          See all
        </Link>
      }
    >
      <QueryState
        query={query}
        loading={<LinesSkeleton rows={4} />}
        loadingLabel="Loading suggestions..."
        error={failed('Suggestions')}
        empty={<p className="text-[13px] text-muted-foreground">No suggestions yet. Add genres and skills to your profile for better ones.</p>}
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-3">
            {data.slice(0, RECOMMENDATIONS_SHOWN).map((person) => {
              const name = person.name || person.username;
              const reason = person.mutualConnections > 0 ? `${person.mutualConnections} mutual` : person.reasons[0];
              return (
                <li key={person.id} className="flex items-start gap-3" data-testid="recommendation">
                  <UserAvatar username={person.username} profileImage={person.profileImage} className="size-10 ring-0" decorative />
                  <div className="min-w-0 flex-1">
                    <Link to={buildRoute(ROUTES.user, { id: person.id })} className="block truncate text-sm font-semibold hover:underline">
                      {name}
                    </Link>
                    <p className="truncate text-xs text-muted-foreground">
                      {typeLabel(person.type)}
                      {person.location ? ` · ${person.location}` : ''}
                    </p>
                    {reason ? <p className="truncate text-xs text-brand-strong">{reason}</p> : null}
                  </div>
                  <ConnectButton
                    memberId={person.id}
                    name={name}
                    relationship={connected.has(person.id) ? 'connected' : pending.has(person.id) ? 'pending' : 'none'}
                    className="mt-1 h-8 px-2.5"
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}

function Figure({
  label,
  value,
  loading,
  testId,
  icon: Icon,
}: {
  label: string;
  value: number | string | null;
  loading: boolean;
  testId: string;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-3 py-1.5">
      <dt className="flex flex-1 items-center gap-3 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-sm font-semibold tabular-nums" data-testid={testId}>
        {loading ? <Skeleton className="h-4 w-8" /> : value === null ? '—' : value}
      </dd>
    </div>
  );
}

const n = (value: number) => value.toLocaleString('en-GB');

// Real totals over the member's own posts (not the spec's sample numbers).
export function YourActivityPanel({ userId }: { userId: number }) {
  const query = useOwnActivityQuery(userId);
  const data = query.data;
  const more = data && !data.complete ? '+' : '';
  const value = (pick: (d: NonNullable<typeof data>) => number) => (data ? `${n(pick(data))}${more}` : null);
  return (
    <Panel title="Your Activity" icon={Activity} testId="your-activity">
      {query.isError && !query.data ? (
        <QueryError {...failed('Your activity')} retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      ) : (
        <dl className="grid grid-cols-1 divide-y">
          <Figure icon={PenSquare} label="Posts" value={value((d) => d.posts)} loading={query.isPending} testId="activity-posts" />
          <Figure icon={Heart} label="Likes received" value={value((d) => d.likes)} loading={query.isPending} testId="activity-likes" />
          <Figure icon={MessageCircle} label="Comments received" value={value((d) => d.comments)} loading={query.isPending} testId="activity-comments" />
          <Figure icon={Eye} label="Post views" value={value((d) => d.views)} loading={query.isPending} testId="activity-views" />
        </dl>
      )}
    </Panel>
  );
}

export function YourNetworkPanel() {
  const query = useNetworkStatsQuery();
  const stat = (pick: (d: NonNullable<typeof query.data>) => number) => (query.data ? n(pick(query.data)) : null);
  return (
    <Panel
      title="Your Network"
      icon={Users}
      testId="your-network"
      action={
        <Link to={ROUTES.network} className="text-xs font-medium text-brand-strong hover:underline">
          Manage
        </Link>
      }
    >
      {query.isError && !query.data ? (
        <QueryError {...failed('Network stats')} retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      ) : (
        <dl className="grid grid-cols-1 divide-y">
          <Figure icon={UserCheck} label="Connections" value={stat((d) => d.connections)} loading={query.isPending} testId="network-connections" />
          <Figure icon={UserPlus} label="Following" value={stat((d) => d.following)} loading={query.isPending} testId="network-following" />
          <Figure icon={Users} label="Followers" value={stat((d) => d.followers)} loading={query.isPending} testId="network-followers" />
        </dl>
      )}
    </Panel>
  );
}

const QUICK_ACTIONS: readonly { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Find jobs', to: ROUTES.jobs, icon: Briefcase },
  { label: 'Browse events', to: ROUTES.events, icon: CalendarDays },
  { label: 'Discover people to follow', to: `${ROUTES.network}?tab=discover`, icon: Compass },
];

export function QuickActionsPanel() {
  return (
    <Panel title="Quick Actions" icon={ArrowRight} testId="quick-actions">
      <ul className="grid grid-cols-1 gap-1">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium transition-colors hover:bg-accent">
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
