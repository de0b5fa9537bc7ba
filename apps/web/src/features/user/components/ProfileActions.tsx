import type { PublicUser } from '@stave/contracts';
import { MessageSquare, UserCheck, UserPlus } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { OfferBookingButton } from '@/features/bookings';
import { useFollowMutation, useFollowStateQuery } from '@/features/feed';
import { useConnectionsQuery, useReceivedRequestsQuery, useSentRequestsQuery, ConnectButton, type Relationship, useAcceptRequest } from '@/features/network';
import { ProfileMoreMenu } from '@/features/safety';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';

// Connect (Pending once asked, Accept when they asked you, Connected once accepted), from the same
// three lists My Network reads.
function ProfileConnect({ member, name }: { member: PublicUser; name: string }) {
  const connections = useConnectionsQuery();
  const sent = useSentRequestsQuery();
  const received = useReceivedRequestsQuery();
  const { accept, accepting } = useAcceptRequest();
  if (connections.isPending || sent.isPending || received.isPending) return <Skeleton className="h-10 w-28 rounded-lg" />;
  const incoming = received.data?.find((r) => r.senderId === member.id);
  const relationship: Relationship = connections.data?.some((c) => c.id === member.id)
    ? 'connected'
    : sent.data?.some((r) => r.receiverId === member.id)
      ? 'pending'
      : incoming
        ? 'incoming'
        : 'none';
  return (
    <ConnectButton
      memberId={member.id}
      name={name}
      relationship={relationship}
      onAccept={incoming ? () => accept(incoming) : undefined}
      accepting={accepting}
      connected="status"
      size="default"
    />
  );
}

// Follow / Following: a toggle whose state is asked first (GET /api/users/:id/follow), so it
// never unfollows someone it showed as not followed.
function ProfileFollow({ member, name }: { member: PublicUser; name: string }) {
  const state = useFollowStateQuery(member.id);
  const follow = useFollowMutation();
  if (state.data === undefined) return state.isPending ? <Skeleton className="h-10 w-28 rounded-lg" /> : null;
  const following = state.data;
  const toggle = () =>
    follow.mutate(
      { id: member.id, isFollowing: following },
      {
        onSuccess: (answer) => toast({ title: answer.following ? `Following ${name}` : `Unfollowed ${name}`, description: answer.message }),
        onError: (error) => toast({ title: 'Failed to toggle follow', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <Button variant={following ? 'secondary' : 'outline'} onClick={toggle} disabled={follow.isPending} data-testid="follow-button">
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

// Public profile actions: Send Message, with Connect, Follow and Offer a booking beside it; then the '…' (mute).
export function ProfileActions({ member, onMessage }: { member: PublicUser; onMessage: () => void }) {
  const name = member.name || member.username;
  return (
    <>
      <ActionButton icon={MessageSquare} onClick={onMessage} label="Send Message" />
      <ProfileConnect member={member} name={name} />
      <ProfileFollow member={member} name={name} />
      <OfferBookingButton musician={{ id: member.id, name }} />
      <ProfileMoreMenu member={member} />
    </>
  );
}
