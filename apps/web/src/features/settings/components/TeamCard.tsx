import { TEAM_MAX_MEMBERS } from '@stave/contracts';
import { ChevronRight, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useMembershipsQuery } from '@/features/teams';
import { ROUTES } from '@/routes';

// Settings › Account: the way to /team, for everyone: a Business member's own team, and anyone's invitations
// (counted here once known) and the teams they are on.
export function TeamCard() {
  const { user } = useAuth();
  const invitations = useMembershipsQuery(Boolean(user)).data?.invitations.length ?? 0;
  const business = user?.subscriptionTier === 'business';
  return (
    <Card role="region" aria-labelledby="team-card-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <UsersRound className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="team-card-title">Business team</CardTitle>
          {invitations > 0 ? (
            <Badge variant="brand" data-testid="team-card-invitations">
              {invitations === 1 ? '1 invitation' : `${invitations} invitations`}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          {business
            ? `Invite up to ${TEAM_MAX_MEMBERS} people to post jobs, events, collaborations and listings as your business, and choose who can manage them.`
            : 'Answer invitations to a business’s team and see the teams you’re on. With Business, you can build a team of your own.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={ROUTES.team}>
            {business ? 'Manage your team' : 'Open Team'}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
