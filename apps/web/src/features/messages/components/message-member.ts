import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { sendMessage, startConversation } from '../api/messages.api';
import { sendFailedToast } from './message-toasts';

// A message to a member from outside the Messages page (a profile's Send Message, Message to
// Collaborate): the conversation is started, then the message sent, each failure with the spec's
// toast ('Failed to start conversation', 'Failed to send message'). The conversation's id, or
// null when either failed (and was said).
export async function messageMember(memberId: number, content: string): Promise<number | null> {
  let conversationId: number;
  try {
    conversationId = (await startConversation(memberId)).id;
  } catch (error) {
    toast({ title: 'Failed to start conversation', description: isApiError(error) ? error.detail : undefined, variant: 'destructive' });
    return null;
  }
  try {
    await sendMessage(conversationId, content);
  } catch (error) {
    sendFailedToast(error);
    return null;
  }
  return conversationId;
}
