import { Check, Clock, MessageSquare, UserCheck, UserPlus } from 'lucide-react';
import { ActionLink } from '@/components/ui/action-button';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSendConnectionRequestMutation } from '@/features/network/api/network.queries';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';
import { SocialErrorCode } from '@stave/contracts/error-codes';
import { ROUTES } from '@/routes';

export type Relationship = 'self' | 'connected' | 'pending' | 'incoming' | 'none';

const ALREADY_REQUESTED = "You've already sent a connection request to this user.";

// Connect toasts: 'Connection Request Sent'; 'Already Requested' on a 409; 'Connection
// Failed' with the server's message or the fallback. Told apart by the answer's code (docs/api.md),
// never by its words.
export function useConnect() {
  const mutation = useSendConnectionRequestMutation();
  const connect = (memberId: number, name: string) =>
    mutation.mutate(memberId, {
      onSuccess: (request) =>
        request.status === 'accepted'
          ? toast({ title: 'Connected', description: `${name} had already asked to connect: you are now connected.`, variant: 'success' })
          : toast({ title: 'Connection Request Sent', description: `${name} will be asked to connect with you.`, variant: 'success' }),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          const connected = error.code === SocialErrorCode.AlreadyConnected;
          toast({ title: connected ? 'Already Connected' : 'Already Requested', description: connected ? error.detail : ALREADY_REQUESTED });
          return;
        }
        toast({
          title: 'Connection Failed',
          description: errorText(error, 'Unable to send connection request. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  const answered = mutation.isSuccess ? mutation.data.status : null;
  return { connect, sending: mutation.isPending, sent: answered === 'pending', nowConnected: answered === 'accepted' };
}

type ConnectButtonProps = {
  memberId: number;
  name: string;
  relationship: Relationship;
  onAccept?: () => void;
  accepting?: boolean;
  // A connection: a Message link (cards), or a 'Connected' status (a profile that has its own Send Message).
  connected?: 'message' | 'status';
} & Pick<ButtonProps, 'size' | 'className'>;

// Message for connections (→ /messages?with=<id>, which opens the conversation), Connect for everyone else, reading Pending once sent.
// Accessible names start with the visible words (WCAG 2.5.3); who it is about follows.
export function ConnectButton({ memberId, name, relationship, onAccept, accepting, connected = 'message', size = 'sm', className }: ConnectButtonProps) {
  const { connect, sending, sent, nowConnected } = useConnect();
  if (relationship === 'self') return null;
  // Sending accepted the other member's own request: connected until the lists catch up.
  if (nowConnected) relationship = 'connected';

  if (relationship === 'connected' && connected === 'status') {
    return (
      <Button size={size} variant="secondary" className={className} disabled data-testid="connect-status">
        <UserCheck aria-hidden="true" />
        Connected<span className="sr-only"> with {name}</span>
      </Button>
    );
  }
  if (relationship === 'connected') {
    return (
      <ActionLink
        icon={MessageSquare}
        size={size}
        variant="outline"
        className={className}
        to={`${ROUTES.messages}?with=${memberId}`}
        aria-label={`Message ${name}`}
        label="Message"
      />
    );
  }
  if (relationship === 'incoming' && onAccept) {
    return (
      <Button size={size} className={className} onClick={onAccept} disabled={accepting} aria-label={`Accept ${name}'s request`}>
        {accepting ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
        Accept
      </Button>
    );
  }
  if (relationship === 'pending' || sent) {
    return (
      <Button size={size} variant="secondary" className={className} disabled data-testid="connect-status">
        <Clock aria-hidden="true" />
        Pending<span className="sr-only"> request to {name}</span>
      </Button>
    );
  }
  return (
    <Button size={size} className={className} onClick={() => connect(memberId, name)} disabled={sending} aria-label={`Connect with ${name}`}>
      {sending ? <Spinner className="size-4 text-current" /> : <UserPlus aria-hidden="true" />}
      Connect
    </Button>
  );
}
