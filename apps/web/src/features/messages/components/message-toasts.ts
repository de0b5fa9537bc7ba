import { CommonErrorCode } from '@stave/contracts/error-codes';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';

// Wording as for applications ('Application Limit Reached'), for direct messages.
export const UPGRADE_FOR_MESSAGES = 'Upgrade to Pro (£14.99/month) for unlimited messages, AI matching, and more features.';

// 'Failed to send message' with the server's message or 'There was a problem sending your
// message.'; the free tier's limit gets its own title and the upgrade.
export function sendFailedToast(error: unknown): void {
  if (isApiError(error) && error.code === CommonErrorCode.UsageLimitExceeded) {
    toast({ title: 'Message Limit Reached', description: `${error.detail}. ${UPGRADE_FOR_MESSAGES}`, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Failed to send message',
    description: isApiError(error) ? error.detail : 'There was a problem sending your message.',
    variant: 'destructive',
  });
}

// A blank message is refused before anything is sent.
export function emptyMessageToast(): void {
  toast({ title: 'Message is empty', description: 'Please type your message before sending.', variant: 'destructive' });
}
