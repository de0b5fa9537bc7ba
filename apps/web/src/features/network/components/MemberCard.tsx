import type { MemberCard as Member } from '@stave/contracts';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { ChipList } from '@/components/lists/ChipList';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { typeLabel } from '@/lib/professional-type';
import { ROUTES, buildRoute } from '@/routes';
import { memberName } from '@/features/network/member-name';

const SKILLS_SHOWN = 3;
const GENRES_SHOWN = 2;

// User card: avatar, username, type, location (or 'Location not specified'), bio in two
// lines, up to 3 skills and 2 genres with +N, and the action (Message / Connect / Pending). The name leads, as
// everywhere else in the app (memberName), with the @username under it.
export function MemberCard({ member, action, footer }: { member: Member; action?: ReactNode; footer?: ReactNode }) {
  const profile = buildRoute(ROUTES.user, { id: member.id });
  return (
    <Card className="flex h-full flex-col p-4 sm:p-5" data-testid="member-card">
      <div className="flex items-start gap-3">
        <UserAvatar username={member.username} profileImage={member.profileImage} className="size-14 text-base ring-0" decorative />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-[15px] leading-snug font-semibold">
            <Link to={profile} className="hover:underline">
              {memberName(member)}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">@{member.username}</p>
          <p className="mt-0.5 text-[13px] font-medium text-foreground/80">{typeLabel(String(member.type))}</p>
          <p className={cn('mt-1 flex items-center gap-1 text-xs', 'text-muted-foreground', !member.location && 'italic')}>
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{member.location || 'Location not specified'}</span>
          </p>
        </div>
      </div>
      {member.bio ? <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{member.bio}</p> : null}
      <div className="mt-3 grid grid-cols-1 gap-2">
        <ChipList items={member.skills} shown={SKILLS_SHOWN} tone="default" label="Skills" />
        <ChipList items={member.genres} shown={GENRES_SHOWN} tone="brand" label="Genres" />
      </div>
      {footer}
      {action ? <div className="mt-auto flex flex-wrap gap-2 pt-4">{action}</div> : null}
    </Card>
  );
}
