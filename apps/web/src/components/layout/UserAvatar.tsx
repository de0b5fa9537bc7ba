import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media-url';

// The profile image, else the first two letters of the username in capitals.
export function avatarInitials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

// decorative: the avatar sits inside a control that is already labelled (e.g. 'Me').
type UserAvatarProps = { username: string; profileImage: string | null; className?: string; decorative?: boolean };

export function UserAvatar({ username, profileImage, className, decorative = false }: UserAvatarProps) {
  return (
    <Avatar className={cn('ring-2 ring-background', className)} aria-hidden={decorative || undefined}>
      {profileImage ? <AvatarImage src={mediaUrl(profileImage) ?? undefined} alt="" /> : null}
      <AvatarFallback delayMs={profileImage ? 400 : 0}>{avatarInitials(username)}</AvatarFallback>
    </Avatar>
  );
}
