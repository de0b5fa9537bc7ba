import { TEAM_ACTION_LABELS, type TeamActivityEntry } from '@stave/contracts';
import { History, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/useNow';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useTeamActivityQuery } from '../api/teams.queries';
import { activitySubjectHref } from '../team-format';

// How a line names a member whose account has been erased (the API's actor is null).
const FORMER_MEMBER = 'Former member';

// "Every action records who did it" (docs/teams.md § Activity): what the owner's team did as the business — posted,
// edited, deleted, sold — newest first, ten at a time. The owner's own actions are theirs and are not listed.
export function TeamActivityCard({ businessName }: { businessName: string }) {
  const query = useTeamActivityQuery();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card className="grid gap-4 p-5 sm:p-6" data-testid="team-activity">
      <div className="grid gap-1">
        <h3 id="team-activity-heading" className="text-base font-semibold">
          Activity
        </h3>
        <p className="text-sm text-muted-foreground">What your team has done as {businessName}, newest first.</p>
      </div>
      <QueryState
        query={query}
        loadingLabel="Loading your team's activity"
        loading={<ActivitySkeleton />}
        error={{ title: "Your team's activity couldn't be loaded.", variant: 'inline', className: 'rounded-lg border px-4 py-3' }}
        isEmpty={() => entries.length === 0}
        empty={
          <p className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="team-activity-empty">
            <History className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
            Nothing yet. When your team posts or manages things as the business, it shows here.
          </p>
        }
      >
        {() => (
          <div className="grid gap-3">
            <ol className="divide-y rounded-lg border" aria-labelledby="team-activity-heading">
              {entries.map((entry) => (
                <ActivityLine key={entry.id} entry={entry} />
              ))}
            </ol>
            {query.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-center"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? <Spinner className="size-4 text-current" /> : null}
                {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
              </Button>
            ) : null}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function ActivityLine({ entry }: { entry: TeamActivityEntry }) {
  const now = useNow();
  const { actor, subject } = entry;
  const href = activitySubjectHref(entry);

  return (
    <li className="flex items-start gap-3 p-3 sm:p-4" data-testid="team-activity-entry" data-action={entry.action}>
      {actor ? (
        <UserAvatar username={actor.username} profileImage={actor.profileImage} className="size-8 shrink-0 text-[11px] ring-0" decorative />
      ) : (
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
          <UserRound className="size-[55%]" />
        </span>
      )}
      <p className="min-w-0 flex-1 pt-1 text-sm leading-relaxed">
        {actor ? (
          <Link to={buildRoute(ROUTES.user, { id: actor.id })} className="font-semibold hover:underline">
            {actor.name || actor.username}
          </Link>
        ) : (
          <span className="font-semibold text-muted-foreground italic">{FORMER_MEMBER}</span>
        )}{' '}
        {TEAM_ACTION_LABELS[entry.action]} “
        {href ? (
          <Link to={href} className="font-medium break-words text-brand-strong underline-offset-2 hover:underline">
            {subject.title}
          </Link>
        ) : (
          <span className="font-medium break-words">{subject.title}</span>
        )}
        ”<span className="text-muted-foreground"> · </span>
        <time dateTime={entry.at} title={fullDateTime(entry.at)} className="whitespace-nowrap text-muted-foreground">
          {relativeTime(entry.at, now)}
        </time>
      </p>
    </li>
  );
}

function ActivitySkeleton() {
  return (
    <div className="divide-y rounded-lg border">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3 p-3 sm:p-4">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
