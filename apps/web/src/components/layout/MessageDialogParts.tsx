import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { IconDialogHeader } from '@/components/ui/icon-dialog-header';

// The top of a dialog that writes to one member: "Message {name}", and where the message lands (children).
export function MessageDialogHeader({ name, children }: { name: string; children: ReactNode }) {
  return (
    <IconDialogHeader icon={MessagesSquare} title={<>Message {name}</>}>
      {children}
    </IconDialogHeader>
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
