import { TEAM_MAX_MEMBERS } from '@stave/contracts';
import { UsersRound } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { useAuth } from '@/features/auth';
import { useMembershipsQuery, useTeamQuery } from '../api/teams.queries';
import { InvitationsSection } from '../components/InvitationsSection';
import { MyTeamsSection } from '../components/MyTeamsSection';
import { YourTeamSection } from '../components/YourTeamSection';

// /team: a Business member's own team (invite up to 5, change roles, remove), and for anyone the invitations
// waiting for them and the business teams they are on. What the member can act on comes first: their own team when
// they have Business or still have a team from it, else their invitations (the server's answer once it comes, the
// session's plan until then).
export function TeamPage() {
  const { user } = useAuth();
  const team = useTeamQuery(Boolean(user));
  const memberships = useMembershipsQuery(Boolean(user));

  if (!user) return <SignInPrompt page="Team" title="Please Log In" description="Log in to see your business team and invitations." actionLabel="Log In" />;
  const ownFirst = team.data ? team.data.businessPlan || team.data.members.length > 0 : user.subscriptionTier === 'business';
  const own = <YourTeamSection query={team} tier={user.subscriptionTier} businessName={user.name || user.username} />;
  const theirs = (
    <>
      <InvitationsSection query={memberships} />
      <MyTeamsSection query={memberships} />
    </>
  );

  return (
    <>
      <title>Team · Stave</title>
      <PageHeader
        icon={UsersRound}
        title="Team"
        description={`Business members invite up to ${TEAM_MAX_MEMBERS} people to post and answer messages as their business. Invitations to other teams, and the teams you're on, are here too.`}
      />
      <div className="grid gap-10">
        {ownFirst ? (
          <>
            {own}
            {theirs}
          </>
        ) : (
          <>
            {theirs}
            {own}
          </>
        )}
      </div>
    </>
  );
}
