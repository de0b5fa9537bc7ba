import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES, buildRoute } from '@/routes';

export interface ListedMember {
  id: number;
  name: string;
  username: string;
  profileImage: string | null;
}

type MemberListCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  query: QueryLike<ListedMember[]>;
  empty: ReactNode;
  // The one thing done to a listed member ('Unmute', 'Unblock'), and which member it is being done to now.
  action: { label: string; icon: LucideIcon; busyFor?: number; run: (member: ListedMember) => void };
};

// Settings › Privacy: a list of members one set apart (muted, blocked), each with the action that undoes it.
export function MemberListCard({ id, icon: Icon, title, description, query, empty, action }: MemberListCardProps) {
  const ActionIcon = action.icon;
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id={id}>{title}</CardTitle>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loadingLabel={`Loading ${title.toLowerCase()}`}
          loading={<Skeleton className="h-14 w-full" />}
          error={{ title: `Failed to load ${title.toLowerCase()}`, variant: 'inline' }}
          empty={<p className="text-sm text-muted-foreground">{empty}</p>}
        >
          {(list) => (
            <ul className="divide-y rounded-lg border" aria-label={title}>
              {list.map((member) => (
                <li key={member.id} className="flex items-center gap-3 p-3">
                  <UserAvatar username={member.username} profileImage={member.profileImage} className="size-9 text-xs" decorative />
                  <Link to={buildRoute(ROUTES.user, { id: member.id })} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline">
                    {member.name}
                  </Link>
                  <Button size="sm" variant="outline" disabled={action.busyFor === member.id} onClick={() => action.run(member)}>
                    <ActionIcon aria-hidden="true" /> {action.label}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
