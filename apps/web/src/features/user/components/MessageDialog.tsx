import { professionalTypeLabel, type PublicUser } from '@stave/contracts';
import { Globe, MessagesSquare } from 'lucide-react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { displayHost } from '@/lib/format';

// Spec §2 'Send Message opens message dialog'. Direct messages ship with the messaging service;
// until then the dialog says so plainly instead of pretending to send.
export function MessageDialog({ user, open, onOpenChange }: { user: PublicUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const name = user.name || user.username;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-strong">
            <MessagesSquare className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Message {name}</DialogTitle>
          <DialogDescription>Direct messages are coming to Stave soon.</DialogDescription>
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
        <p className="text-sm leading-relaxed text-muted-foreground">
          We're building private conversations between members right now. When they arrive you'll be able to message {name} from this button and pick the
          conversation up in Messages. Nothing has been sent.
        </p>
        {user.websiteUrl ? (
          <p className="text-sm">
            In the meantime, {name} lists a website:{' '}
            <a
              href={user.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-strong underline-offset-4 hover:underline"
            >
              <Globe className="size-3.5" aria-hidden="true" />
              {displayHost(user.websiteUrl)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
