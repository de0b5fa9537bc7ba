import type { CollaborationView } from '@stave/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MessageDialogHeader, MessageRecipient } from '@/components/layout/MessageDialogParts';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { messageMember, emptyMessageToast } from '@/features/messages';
import { toast } from '@/hooks/useToast';
import { typeLabel } from '@/lib/professional-type';
import { ROUTES } from '@/routes';
import { useRespondMutation } from '../api/collaborations.queries';
import { authorName } from './author-name';

export const prefilledMessage = (title: string): string => `Hi! I'm interested in your collaboration “${title}”. I'd love to hear more about it.`;

type MessageAuthorDialogProps = { collaboration: CollaborationView; open: boolean; onOpenChange: (open: boolean) => void };

// Message to Collaborate: a conversation with the author through messaging, prefilled
// with the call's title; once sent the call records the response, so the author's count goes up.
export function MessageAuthorDialog({ collaboration, open, onOpenChange }: MessageAuthorDialogProps) {
  const { author } = collaboration;
  const name = authorName(author);
  const inputId = useId();
  const [draft, setDraft] = useState(() => prefilledMessage(collaboration.title));
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const respond = useRespondMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) {
      emptyMessageToast();
      return;
    }
    setSending(true);
    try {
      const conversationId = await messageMember(author.id, content);
      if (conversationId === null) return;
      // The message went; a failed count (the call closed meanwhile) is not the member's problem.
      await respond.mutateAsync(collaboration.id).catch(() => undefined);
      setSentTo(conversationId);
      toast({ title: 'Message sent', description: `Your message has been sent to ${name}.`, variant: 'success' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (sending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <MessageDialogHeader name={name}>
          About “{collaboration.title}”. It lands in their inbox if you're connected, otherwise in their message requests.
        </MessageDialogHeader>
        <MessageRecipient username={name} profileImage={author.profileImage} name={name}>
          {author.type ? <p className="truncate text-sm text-muted-foreground">{typeLabel(author.type)}</p> : null}
        </MessageRecipient>
        {sentTo !== null ? (
          <>
            <p role="status" className="flex items-center gap-2 rounded-xl bg-success/10 p-3 text-sm font-medium">
              <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
              Message sent. Carry on the conversation in Messages.
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Done</Button>
              </DialogClose>
              <Button asChild>
                <Link to={`${ROUTES.messages}?c=${sentTo}`}>Open Messages</Link>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="grid gap-4">
            <label htmlFor={inputId} className="sr-only">
              Your message to {name}
            </label>
            <Textarea id={inputId} value={draft} onChange={(event) => setDraft(event.target.value)} rows={4} maxLength={4000} autoFocus />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={sending}>
                  Cancel
                </Button>
              </DialogClose>
              <BusyButton type="submit" busy={sending} busyLabel="Sending..." disabled={sending || draft.trim() === ''}>
                Send message
              </BusyButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
