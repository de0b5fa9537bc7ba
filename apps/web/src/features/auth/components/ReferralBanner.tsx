import { AlertCircle, MailOpen, WifiOff } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { ReferralInvite } from '@/features/auth/components/useReferralInvite';

// 'Validating your invitation', then the invited-by-a-member banner.
export function ReferralBanner({ invite }: { invite: ReferralInvite }) {
  switch (invite.state) {
    case 'none':
      return null;
    case 'checking':
      return (
        <Alert variant="default" data-testid="referral-banner">
          <Spinner className="size-4" />
          <AlertTitle>Validating your invitation</AlertTitle>
          <AlertDescription>This only takes a moment.</AlertDescription>
        </Alert>
      );
    case 'valid':
      return (
        <Alert variant="info" data-testid="referral-banner">
          <MailOpen aria-hidden="true" />
          <AlertTitle>{invite.inviterName ? `${invite.inviterName} invited you to Stave` : "You've been invited by a Stave member"}</AlertTitle>
          <AlertDescription>Create your account below to join their network. Your invitation is applied automatically.</AlertDescription>
        </Alert>
      );
    case 'invalid':
      return (
        <Alert variant="destructive" role="status" data-testid="referral-banner">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>This invitation can't be used</AlertTitle>
          <AlertDescription>{invite.message.replace(/\.?$/, '.')} You can still create an account.</AlertDescription>
        </Alert>
      );
    case 'error':
      return (
        <Alert variant="destructive" role="status" data-testid="referral-banner">
          <WifiOff aria-hidden="true" />
          <AlertTitle>Could not validate referral link</AlertTitle>
          <AlertDescription>You can still create an account; reload the page to try the invitation again.</AlertDescription>
        </Alert>
      );
  }
}
