import { professionalTypeLabel, type PublicUser } from '@stave/contracts';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { messageMember, emptyMessageToast } from '@/features/messages';
import { toast } from '@/hooks/useToast';
import { ROUTES } from '@/routes';

// 'Send Message opens message dialog'; Message (trimmed, 'Message is empty'); texts:
// 'Failed to start conversation', 'Failed to send message', 'Message sent'.
export function MessageDialog({ user, open, onOpenChange }: { user: PublicUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const name = user.name || user.username;
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const content = draft.trim();
    if (!content) {
      emptyMessageToast();
      return;
    }
    setSending(true);
    try {
      if ((await messageMember(user.id, content)) === null) return;
      setDraft('');
      onOpenChange(false);
      toast({ title: 'Message sent', description: `Your message has been sent to ${name}.` });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-strong">
            <MessagesSquare className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Message {name}</DialogTitle>
          <DialogDescription>
            It lands in their inbox if you're connected, otherwise in their message requests. The conversation continues in{' '}
            <Link to={`${ROUTES.messages}?with=${user.id}`} className="font-medium text-brand-strong underline-offset-4 hover:underline">
              Messages
            </Link>
            .
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-3">
          <UserAvatar username={user.username} profileImage={user.profileImage} className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-medium">{name}</p>
            <p className="truncate text-sm text-muted-foreground">
              {professionalTypeLabel(user.type)}
              {user.location ? ` · ${user.location}` : ''}
            </p>
          </div>
        </div>
        <form
          id="message-dialog-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor="message-dialog-input" className="sr-only">
            Your message to {name}
          </label>
          <Textarea
            id="message-dialog-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Type your message..."
            maxLength={4000}
            autoFocus
          />
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="message-dialog-form" disabled={sending || draft.trim() === ''}>
            {sending ? <Spinner className="size-4 text-current" /> : null}
            Send
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
