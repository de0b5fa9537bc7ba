import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

// The top of a dialog that writes to one member: "Message {name}", and where the message lands (children).
export function MessageDialogHeader({ name, children }: { name: string; children: ReactNode }) {
  return (
    <DialogHeader>
      <span className="mb-1 grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-strong">
        <MessagesSquare className="size-5" aria-hidden="true" />
      </span>
      <DialogTitle>Message {name}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}

type MessageRecipientProps = { username: string; profileImage: string | null; name: string; children?: ReactNode };

// Who the message goes to: their picture and name, and a line or two about them (children).
export function MessageRecipient({ username, profileImage, name, children }: MessageRecipientProps) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-3">
      <UserAvatar username={username} profileImage={profileImage} className="size-11" />
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        {children}
      </div>
    </div>
  );
}
