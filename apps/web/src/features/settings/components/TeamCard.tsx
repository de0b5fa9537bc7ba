import { TEAM_MAX_MEMBERS } from '@stave/contracts';
import { ChevronRight, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useMembershipsQuery } from '@/features/teams';
import { ROUTES } from '@/routes';
import { SettingsCard } from './SettingsCard';

// Settings › Account: the way to /team, for everyone: a Business member's own team, and anyone's invitations
// (counted here once known) and the teams they are on.
export function TeamCard() {
  const { user } = useAuth();
  const invitations = useMembershipsQuery(Boolean(user)).data?.invitations.length ?? 0;
  const business = user?.subscriptionTier === 'business';
  return (
    <SettingsCard
      titleId="team-card-title"
      title="Business team"
      icon={UsersRound}
      description={
        business
          ? `Invite up to ${TEAM_MAX_MEMBERS} people to post jobs, events, collaborations and listings as your business, and choose who can manage them.`
          : 'Answer invitations to a business’s team and see the teams you’re on. With Business, you can build a team of your own.'
      }
      badge={
        invitations > 0 ? (
          <Badge variant="brand" data-testid="team-card-invitations">
            {invitations === 1 ? '1 invitation' : `${invitations} invitations`}
          </Badge>
        ) : null
      }
    >
      <Button asChild variant="outline">
        <Link to={ROUTES.team}>
          {business ? 'Manage your team' : 'Open Team'}
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </SettingsCard>
  );
}
