import { TEAM_MESSAGES, type SubscriptionTier, type Team } from '@stave/contracts';
import { CirclePause, UsersRound } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { placesBreakdown, placesUsed } from '../team-format';
import { InviteForm } from './InviteForm';
import { TeamActivityCard } from './TeamActivityCard';
import { TeamMembersList } from './TeamMembersList';
import { TeamsUpgradeCard } from './TeamsUpgradeCard';

type YourTeamSectionProps = {
  query: QueryLike<Team>;
  tier: SubscriptionTier;
  businessName: string;
};

// The signed-in member's own team (GET /api/teams/members). On Business: the places used, the invitation form and the
// list. Otherwise: what Business adds; and when a Business plan has ended, the team it had, paused, which can still be
// cleared out. Under either, what the team has done as the business (its activity).
export function YourTeamSection({ query, tier, businessName }: YourTeamSectionProps) {
  return (
    <section aria-labelledby="your-team-heading" className="grid gap-3">
      <h2 id="your-team-heading" className="text-lg font-semibold tracking-tight">
        Your business team
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading your team"
        loading={<Skeleton className="h-64 w-full rounded-xl" />}
        error={{ title: 'Failed to load your team' }}
      >
        {(team) => (
          <div className="grid gap-4">
            {team.businessPlan ? <ActiveTeam team={team} businessName={businessName} /> : <NoBusinessPlan team={team} tier={tier} />}
            {/* What the team did as the business, under its members; kept while the team is paused too. */}
            {team.businessPlan || team.members.length > 0 ? <TeamActivityCard businessName={businessName} /> : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function ActiveTeam({ team, businessName }: { team: Team; businessName: string }) {
  const full = team.members.length >= team.max;
  return (
    <Card className="grid gap-6 p-5 sm:p-6" data-testid="team-owner">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-xl text-sm text-muted-foreground">
          The people on your team post jobs, events, collaborations and listings as {businessName}. What they post is your business&apos;s: it shows under its
          name, and you can see which of them posted it.
        </p>
        <div className="grid gap-0.5 sm:justify-items-end sm:text-right" data-testid="team-places">
          <p className="text-2xl font-semibold tabular-nums">{placesUsed(team.members, team.max)}</p>
          <p className="text-xs text-muted-foreground">places used · {placesBreakdown(team.members)}</p>
        </div>
      </div>
      <InviteForm full={full} />
      <div className="grid gap-3">
        <h3 className="text-base font-semibold">Members and invitations</h3>
        {team.members.length === 0 ? <EmptyTeam /> : <TeamMembersList members={team.members} paused={false} />}
      </div>
    </Card>
  );
}

function EmptyTeam() {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm" data-testid="team-empty">
      <UsersRound className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
      <p className="text-muted-foreground">
        No one on your team yet. Invite the people who hire, book and sell for you: they will see the invitation on their Team page and by email.
      </p>
    </div>
  );
}

function NoBusinessPlan({ team, tier }: { team: Team; tier: SubscriptionTier }) {
  const lapsed = team.members.length > 0;
  return (
    <div className="grid gap-4">
      {lapsed ? (
        <Alert variant="info" data-testid="team-paused">
          <CirclePause aria-hidden="true" />
          <AlertTitle>Your team is paused</AlertTitle>
          <AlertDescription className="text-foreground">{TEAM_MESSAGES.suspended}</AlertDescription>
        </Alert>
      ) : null}
      <TeamsUpgradeCard tier={tier} lapsed={lapsed} />
      {lapsed ? (
        <Card className="grid gap-3 p-5 sm:p-6" data-testid="team-owner">
          <div className="grid gap-1">
            <h3 className="text-base font-semibold">Members and invitations</h3>
            <p className="text-sm text-muted-foreground">
              They can&apos;t post or answer as your business while the team is paused. You can still remove them.
            </p>
          </div>
          <TeamMembersList members={team.members} paused />
        </Card>
      ) : null}
    </div>
  );
}
