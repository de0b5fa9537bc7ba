import { Ban, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlockMutation, useBlocksQuery } from '@/features/messages/api/messages.queries';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { ROUTES, buildRoute } from '@/routes';

// Settings › Privacy: the members one blocked, each unblocked from here.
export function BlockedMembersCard() {
  const blocks = useBlocksQuery();
  const block = useBlockMutation();
  return (
    <Card role="region" aria-labelledby="blocked-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <Ban className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="blocked-title">Blocked members</CardTitle>
        </div>
        <CardDescription>Neither of you sees the other&apos;s posts in your feeds, and no messages pass between you. They aren&apos;t told.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={blocks}
          loadingLabel="Loading blocked members"
          loading={<Skeleton className="h-14 w-full" />}
          error={{ title: 'Failed to load blocked members', variant: 'inline' }}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-muted-foreground">You haven&apos;t blocked anyone.</p>}
        >
          {(list) => (
            <ul className="divide-y rounded-lg border" aria-label="Blocked members">
              {list.map((member) => (
                <li key={member.userId} className="flex items-center gap-3 p-3">
                  <UserAvatar username={member.name} profileImage={member.profileImage} className="size-9 text-xs" decorative />
                  <Link to={buildRoute(ROUTES.user, { id: member.userId })} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline">
                    {member.name}
                  </Link>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={block.isPending && block.variables?.userId === member.userId}
                    onClick={() =>
                      block.mutate(
                        { userId: member.userId, block: false },
                        {
                          onSuccess: () => toast({ title: `Unblocked ${member.name}` }),
                          onError: (error) => toast({ title: 'Could not unblock', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    <ShieldCheck aria-hidden="true" /> Unblock<span className="sr-only"> {member.name}</span>
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
