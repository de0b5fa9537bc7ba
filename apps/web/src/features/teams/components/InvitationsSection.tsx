import { TEAM_MESSAGES, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, type TeamMembership, type TeamMemberships } from '@stave/contracts';
import { Check, Mail, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useAcceptInvitationMutation, useLeaveMembershipMutation } from '../api/teams.queries';

// Invitations waiting for the signed-in member: which business, as what, Accept or Decline.
export function InvitationsSection({ query }: { query: QueryLike<TeamMemberships> }) {
  return (
    <section aria-labelledby="team-invitations-heading" className="grid gap-3">
      <h2 id="team-invitations-heading" className="text-lg font-semibold tracking-tight">
        Invitations
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading your invitations"
        loading={<Skeleton className="h-24 w-full rounded-xl" />}
        error={{ title: 'Failed to load your invitations', variant: 'inline' }}
        isEmpty={(data) => data.invitations.length === 0}
        empty={
          <p className="flex items-start gap-3 rounded-xl border border-dashed p-4 text-sm text-muted-foreground" data-testid="team-invitations-empty">
            <Mail className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
            No invitations waiting. When a business invites you to its team, the invitation shows here and we email you.
          </p>
        }
      >
        {(data) => (
          <ul className="grid gap-3" aria-label="Invitations">
            {data.invitations.map((invitation) => (
              <Invitation key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Invitation({ invitation }: { invitation: TeamMembership }) {
  const now = useNow();
  const accept = useAcceptInvitationMutation();
  const decline = useLeaveMembershipMutation();
  const { business } = invitation;
  const busy = accept.isPending || decline.isPending;

  const onAccept = () =>
    accept.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          title: `You're on the ${business.name} team`,
          description: `Choose ${business.name} under "Post as" when you post a job, event, collaboration or listing.`,
          variant: 'success',
        }),
      onError: (error) => toast({ title: "The invitation wasn't accepted", description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  const onDecline = () =>
    decline.mutate(invitation.id, {
      onSuccess: () => toast({ title: 'Invitation declined', description: `${business.name} can invite you again if you change your mind.` }),
      onError: (error) => toast({ title: "The invitation wasn't declined", description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <li>
      <Card className="grid gap-4 p-4 sm:p-5" data-testid="team-invitation">
        <div className="flex items-start gap-3">
          <UserAvatar username={business.username} profileImage={business.profileImage} className="size-11 shrink-0 text-sm" decorative />
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="text-sm">
              <Link to={buildRoute(ROUTES.user, { id: business.id })} className="font-semibold hover:underline">
                {business.name}
              </Link>{' '}
              invited you to join their team as {invitation.role === 'admin' ? 'an admin' : 'a member'}.
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <Badge variant="brand">{TEAM_ROLE_LABELS[invitation.role]}</Badge>
              {invitation.suspended ? <Badge variant="outline">Paused</Badge> : null}
              <span>
                @{business.username} ·{' '}
                <time dateTime={invitation.invitedAt} title={fullDateTime(invitation.invitedAt)}>
                  {relativeTime(invitation.invitedAt, now)}
                </time>
              </span>
            </p>
            <p className="text-sm text-muted-foreground">{TEAM_ROLE_DESCRIPTIONS[invitation.role]}.</p>
            {invitation.suspended ? <p className="text-sm">{TEAM_MESSAGES.suspended}</p> : null}
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDecline} disabled={busy}>
            {decline.isPending ? <Spinner className="size-4 text-current" /> : <X aria-hidden="true" />}
            Decline<span className="sr-only"> the invitation from {business.name}</span>
          </Button>
          <Button variant="brand" onClick={onAccept} disabled={busy || invitation.suspended}>
            {accept.isPending ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
            Accept<span className="sr-only"> the invitation from {business.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}
