import type { PublicUser, SelfUser } from '@stave/contracts';
import { BadgeCheck, Sparkles, Star, Timer } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDayMonthYear } from '@/lib/format';
import { cn } from '@/lib/cn';

export { TierBadge } from '@/components/ui/tier-badge';

const FOUNDING = 'Founding Member';

const isInFuture = (iso: string) => new Date(iso).getTime() > Date.now();
const VERIFIED = 'Verified Professional';

// Founding, verified, trial, then any other badge the member holds.
export function MemberBadges({ user, className }: { user: PublicUser | SelfUser; className?: string }) {
  const trialEndsAt = 'trialEndsAt' in user ? user.trialEndsAt : null;
  const onTrial = trialEndsAt !== null && isInFuture(trialEndsAt);
  const others = user.badges.filter((badge) => badge !== FOUNDING && badge !== VERIFIED);
  const founding = user.isFoundingMember || user.badges.includes(FOUNDING);
  const verified = user.verifiedProfile || user.badges.includes(VERIFIED);
  if (!founding && !verified && !onTrial && others.length === 0) return null;

  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Badges">
      {founding ? (
        <li>
          <Badge variant="brand">
            <Star aria-hidden="true" />
            Founding Member
          </Badge>
        </li>
      ) : null}
      {verified ? (
        <li>
          <Badge className="border-transparent bg-success/12 text-success-strong">
            <BadgeCheck aria-hidden="true" />
            Verified Professional
          </Badge>
        </li>
      ) : null}
      {onTrial ? (
        <li>
          <Badge variant="secondary" title={`Trial ends ${formatDayMonthYear(trialEndsAt)}`}>
            <Timer aria-hidden="true" />
            Trial · ends {formatDayMonthYear(trialEndsAt)}
          </Badge>
        </li>
      ) : null}
      {others.map((badge) => (
        <li key={badge}>
          <Badge variant="outline">
            <Sparkles aria-hidden="true" />
            {badge}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
