import type { ConnectionRequest } from '@stave/contracts';
import { Check, Undo2, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAcceptRequestMutation, useDeclineRequestMutation, useWithdrawRequestMutation } from '@/features/network/api/network.queries';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { typeLabel } from '@/lib/professional-type';
import { relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { memberName } from '@/features/network/member-name';

export function useAcceptRequest() {
  const accept = useAcceptRequestMutation();
  return {
    accept: (request: ConnectionRequest) =>
      accept.mutate(request, {
        onSuccess: () => toast({ title: 'Connection Accepted', description: 'You are now connected!', variant: 'success' }),
        onError: (error) => toast({ title: 'Failed to accept connection request', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      }),
    accepting: accept.isPending,
  };
}

// A pending request: received ones are accepted or declined, sent ones can be withdrawn.
export function RequestCard({ request, direction }: { request: ConnectionRequest; direction: 'received' | 'sent' }) {
  const now = useNow();
  const { accept, accepting } = useAcceptRequest();
  const decline = useDeclineRequestMutation();
  const withdraw = useWithdrawRequestMutation();
  const member = direction === 'received' ? request.sender : request.receiver;
  const name = memberName(member);
  const busy = accepting || decline.isPending || withdraw.isPending;

  const onDecline = () =>
    decline.mutate(request, {
      onSuccess: () => toast({ title: 'Request Declined', description: `The request from ${name} was declined.` }),
      onError: (error) => toast({ title: 'Failed to decline connection request', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  const onWithdraw = () =>
    withdraw.mutate(request, {
      onSuccess: () => toast({ title: 'Request withdrawn', description: `Your request to ${name} was withdrawn.` }),
      onError: (error) => toast({ title: 'Failed to withdraw request', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid={`request-${direction}`}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar username={member.username} profileImage={member.profileImage} className="size-12 ring-0" decorative />
        <div className="min-w-0">
          <p className="truncate font-semibold">
            <Link to={buildRoute(ROUTES.user, { id: member.id })} className="hover:underline">
              {name}
            </Link>
            <span className="ml-2 text-xs font-normal text-muted-foreground">{relativeTime(request.createdAt, now)}</span>
          </p>
          <p className="truncate text-[13px] text-muted-foreground">
            @{member.username} · {typeLabel(String(member.type))}
            {member.location ? ` · ${member.location}` : ''}
          </p>
          {request.message ? <p className="mt-1.5 line-clamp-2 text-sm text-foreground/85">“{request.message}”</p> : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:justify-end">
        {direction === 'received' ? (
          <>
            <Button size="sm" className="flex-1 sm:flex-none" onClick={() => accept(request)} disabled={busy} aria-label={`Accept ${name}`}>
              {accepting ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
              Accept
            </Button>
            <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={onDecline} disabled={busy} aria-label={`Decline ${name}`}>
              {decline.isPending ? <Spinner className="size-4" /> : <X aria-hidden="true" />}
              Decline
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={onWithdraw} disabled={busy} aria-label={`Withdraw request to ${name}`}>
            {withdraw.isPending ? <Spinner className="size-4" /> : <Undo2 aria-hidden="true" />}
            Withdraw
          </Button>
        )}
      </div>
    </Card>
  );
}
