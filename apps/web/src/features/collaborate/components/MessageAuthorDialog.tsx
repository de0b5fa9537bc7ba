import type { CollaborationView } from '@stave/contracts';
import { CheckCircle2, MessagesSquare } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-strong">
            <MessagesSquare className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Message {name}</DialogTitle>
          <DialogDescription>
            About “{collaboration.title}”. It lands in their inbox if you're connected, otherwise in their message requests.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-3">
          <UserAvatar username={name} profileImage={author.profileImage} className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-medium">{name}</p>
            {author.type ? <p className="truncate text-sm text-muted-foreground">{typeLabel(author.type)}</p> : null}
          </div>
        </div>
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
              <Button type="submit" disabled={sending || draft.trim() === ''}>
                {sending ? <Spinner className="size-4 text-current" /> : null}
                {sending ? 'Sending...' : 'Send message'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
