import { professionalTypeLabel, type PublicUser } from '@stave/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageDialogHeader, MessageRecipient } from '@/components/layout/MessageDialogParts';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
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
    if (!content) return emptyMessageToast();
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
        <MessageDialogHeader name={name}>
          It lands in their inbox if you're connected, otherwise in their message requests. The conversation continues in{' '}
          <Link to={`${ROUTES.messages}?with=${user.id}`} className="font-medium text-brand-strong underline-offset-4 hover:underline">
            Messages
          </Link>
          .
        </MessageDialogHeader>
        <MessageRecipient username={user.username} profileImage={user.profileImage} name={name}>
          <p className="truncate text-sm text-muted-foreground">
            {professionalTypeLabel(user.type)}
            {user.location ? ` · ${user.location}` : ''}
          </p>
        </MessageRecipient>
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
          <BusyButton type="submit" form="message-dialog-form" busy={sending} disabled={sending || draft.trim() === ''}>
            Send
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
