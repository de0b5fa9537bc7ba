import { TEAM_MESSAGES, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, type TeamMembership, type TeamMemberships } from '@stave/contracts';
import { Building2, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/useToast';
import { formatDayMonthYear } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { ROUTES, buildRoute } from '@/routes';
import { useLeaveMembershipMutation } from '../api/teams.queries';

// The business teams the signed-in member is on: their role, Paused while the business's plan has ended, and Leave
// (asked first).
export function MyTeamsSection({ query }: { query: QueryLike<TeamMemberships> }) {
  const [leaving, setLeaving] = useState<TeamMembership | null>(null);
  const leave = useLeaveMembershipMutation();

  const confirmLeave = () => {
    if (!leaving) return;
    const team = leaving;
    leave.mutate(team.id, {
      onSuccess: () => {
        setLeaving(null);
        toast({ title: `You left the ${team.business.name} team`, description: 'What you posted for it stays with the business.' });
      },
      onError: (error) => {
        setLeaving(null);
        toast({ title: "You haven't left the team", description: errorText(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  return (
    <section aria-labelledby="my-teams-heading" className="grid gap-3">
      <h2 id="my-teams-heading" className="text-lg font-semibold tracking-tight">
        Teams you&apos;re on
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading the teams you're on"
        loading={<Skeleton className="h-20 w-full rounded-xl" />}
        error={{ title: "Failed to load the teams you're on", variant: 'inline' }}
        isEmpty={(data) => data.teams.length === 0}
        empty={
          <p className="flex items-start gap-3 rounded-xl border border-dashed p-4 text-sm text-muted-foreground" data-testid="my-teams-empty">
            <Building2 className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
            You&apos;re not on a business&apos;s team. Once you accept an invitation, you can post jobs, events, collaborations and listings as that business.
          </p>
        }
      >
        {(data) => (
          <ul className="divide-y rounded-xl border bg-card shadow-card" aria-label="Teams you're on">
            {data.teams.map((team) => (
              <li key={team.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4" data-testid="team-membership" data-suspended={team.suspended}>
                <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
                  <UserAvatar username={team.business.username} profileImage={team.business.profileImage} className="size-10 shrink-0 text-xs" decorative />
                  <div className="grid min-w-0 gap-1">
                    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                      <Link to={buildRoute(ROUTES.user, { id: team.business.id })} className="truncate text-sm font-medium hover:underline">
                        {team.business.name}
                      </Link>
                      <Badge variant="secondary">{TEAM_ROLE_LABELS[team.role]}</Badge>
                      {team.suspended ? <Badge variant="outline">Paused</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      @{team.business.username}
                      {team.joinedAt ? (
                        <>
                          {' '}
                          · Joined <time dateTime={team.joinedAt}>{formatDayMonthYear(team.joinedAt)}</time>
                        </>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">{team.suspended ? TEAM_MESSAGES.suspended : `${TEAM_ROLE_DESCRIPTIONS[team.role]}.`}</p>
                  </div>
                </div>
                <Button variant="outline" size="sm" onClick={() => setLeaving(team)} className="max-sm:ml-auto">
                  <LogOut aria-hidden="true" />
                  Leave<span className="sr-only"> the {team.business.name} team</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? undefined : setLeaving(null))}
        icon={LogOut}
        title={leaving ? `Leave the ${leaving.business.name} team?` : 'Leave the team?'}
        description="You will no longer post or answer messages as the business. What you posted for it stays with the business; to rejoin, ask its owner to invite you again."
        onConfirm={confirmLeave}
        pending={leave.isPending}
        confirmLabel="Leave team"
        busyLabel="Leaving..."
      />
    </section>
  );
}
