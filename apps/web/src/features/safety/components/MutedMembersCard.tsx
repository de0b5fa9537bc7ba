import { Volume2, VolumeX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { ROUTES, buildRoute } from '@/routes';
import { useMutedMembersQuery, useSetMuted } from '../api/mutes.queries';

// Settings › Privacy: the members one muted, each unmuted from here.
export function MutedMembersCard() {
  const muted = useMutedMembersQuery();
  const setMuted = useSetMuted();
  return (
    <Card role="region" aria-labelledby="muted-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <VolumeX className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="muted-title">Muted members</CardTitle>
        </div>
        <CardDescription>Their posts don&apos;t show in your feed. They aren&apos;t told, and you can still visit their profiles.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={muted}
          loadingLabel="Loading muted members"
          loading={<Skeleton className="h-14 w-full" />}
          error={{ title: 'Failed to load muted members', variant: 'inline' }}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-muted-foreground">You haven&apos;t muted anyone. Mute someone from the … menu on their profile.</p>}
        >
          {(list) => (
            <ul className="divide-y rounded-lg border" aria-label="Muted members">
              {list.map((member) => (
                <li key={member.id} className="flex items-center gap-3 p-3">
                  <UserAvatar username={member.username} profileImage={member.profileImage} className="size-9 text-xs" decorative />
                  <Link to={buildRoute(ROUTES.user, { id: member.id })} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline">
                    {member.name}
                  </Link>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={setMuted.isPending && setMuted.variables?.userId === member.id}
                    onClick={() =>
                      setMuted.mutate(
                        { userId: member.id, muted: false },
                        {
                          onSuccess: () => toast({ title: `Unmuted ${member.name}` }),
                          onError: (error) => toast({ title: 'Could not unmute', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    <Volume2 aria-hidden="true" /> Unmute<span className="sr-only"> {member.name}</span>
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
