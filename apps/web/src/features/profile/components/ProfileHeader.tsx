import { professionalTypeLabel, type PublicUser, type SelfUser } from '@stave/contracts';
import { Briefcase, CalendarDays, Camera, Globe, ImageUp, MapPin } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { HiddenImageInput } from '@/features/profile/components/HiddenImageInput';
import { MemberBadges, TierBadge } from '@/features/profile/components/MemberBadges';
import { ProfileBanner } from '@/features/profile/components/ProfileBanner';
import { useProfileImageUpload } from '@/features/profile/components/useProfileImageUpload';
import { displayHost, formatLongMonthYear } from '@/lib/format';

function OwnImageControls({ children }: { children: (controls: { avatar: ReactNode; cover: ReactNode }) => ReactNode }) {
  const avatarInput = useRef<HTMLInputElement>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const avatar = useProfileImageUpload('avatar');
  const cover = useProfileImageUpload('cover');

  return children({
    avatar: (
      <>
        <HiddenImageInput inputRef={avatarInput} onPick={avatar.pick} label="Profile picture file" />
        {avatar.uploading ? (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-ink/55" role="status" aria-label="Uploading profile picture">
            <Spinner className="size-7 text-ink-foreground" />
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => avatarInput.current?.click()}
          disabled={avatar.uploading}
          aria-label="Change profile picture"
          className="absolute right-0.5 bottom-0.5 grid size-9 place-items-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-raised transition-transform hover:scale-105 disabled:opacity-60 sm:right-1.5 sm:bottom-1.5"
        >
          <Camera className="size-4" aria-hidden="true" />
        </button>
      </>
    ),
    cover: (
      <>
        <HiddenImageInput inputRef={coverInput} onPick={cover.pick} label="Cover image file" />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => coverInput.current?.click()}
          disabled={cover.uploading}
          className="absolute top-3 right-3 border border-white/15 bg-ink/55 text-ink-foreground backdrop-blur hover:bg-ink/70"
        >
          {cover.uploading ? <Spinner className="size-4 text-current" /> : <ImageUp aria-hidden="true" />}
          {cover.uploading ? 'Uploading...' : 'Change cover'}
        </Button>
      </>
    ),
  });
}

type ProfileHeaderProps = {
  user: PublicUser | SelfUser;
  own: boolean;
  actions?: ReactNode;
  // Public profile (docs/web.md#screens): the professional type is a badge beside the name.
  typeBadge?: boolean;
};

// Profile header: banner, avatar, name, tier badge, badges, location, type, join date
// and website (the bio leads the About tab right below). The member's own header also uploads a new avatar or cover.
export function ProfileHeader({ user, own, actions, typeBadge = false }: ProfileHeaderProps) {
  const body = (avatarControl: ReactNode, coverControl: ReactNode) => {
    const joined = formatLongMonthYear(user.createdAt);
    return (
      <Card className="overflow-hidden" data-testid="profile-header">
        <div className="relative">
          <ProfileBanner coverImage={user.coverImage} />
          {coverControl}
        </div>
        <div className="px-4 pb-6 sm:px-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="relative -mt-12 w-fit shrink-0 sm:-mt-16">
              <UserAvatar username={user.username} profileImage={user.profileImage} className="size-24 text-3xl ring-4 ring-card sm:size-32 sm:text-4xl" />
              {avatarControl}
            </div>
            <div className="min-w-0 flex-1 sm:pb-1">
              <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
                <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-[1.75rem]">{user.name || user.username}</h1>
                <TierBadge tier={user.subscriptionTier} />
                {typeBadge ? (
                  <Badge variant="secondary" data-testid="type-badge">
                    {professionalTypeLabel(user.type)}
                  </Badge>
                ) : null}
              </div>
              <p className="mt-0.5 truncate text-[15px] text-muted-foreground">@{user.username}</p>
            </div>
          </div>
          {/* A row of their own: beside the name, a Business member's six buttons wrapped upwards over the name,
              badge and handle at every width. */}
          {actions ? (
            <div className="mt-4 flex flex-wrap gap-2" data-testid="profile-actions">
              {actions}
            </div>
          ) : null}

          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {typeBadge ? null : (
              <li className="flex items-center gap-1.5">
                <Briefcase className="size-4" aria-hidden="true" />
                <span className="sr-only">Professional type: </span>
                {professionalTypeLabel(user.type)}
              </li>
            )}
            {user.location ? (
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                <span className="sr-only">Location: </span>
                {user.location}
              </li>
            ) : null}
            {joined ? (
              <li className="flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                Joined {joined}
              </li>
            ) : null}
            {user.websiteUrl ? (
              <li className="flex min-w-0 items-center gap-1.5">
                <Globe className="size-4 shrink-0" aria-hidden="true" />
                <a
                  href={user.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="truncate font-medium text-brand-strong underline-offset-4 hover:underline"
                >
                  {displayHost(user.websiteUrl)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
          </ul>

          <MemberBadges user={user} className="mt-4" />
        </div>
      </Card>
    );
  };

  if (!own) return body(null, null);
  return <OwnImageControls>{({ avatar, cover }) => body(avatar, cover)}</OwnImageControls>;
}
