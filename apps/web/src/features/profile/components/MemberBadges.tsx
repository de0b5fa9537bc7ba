import type { PublicUser, SelfUser } from '@stave/contracts';
import { BadgeCheck, Sparkles, Star, Timer, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
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
  const shown: { key: string; icon: LucideIcon; label: string; props: ComponentProps<typeof Badge> }[] = [
    ...(founding ? [{ key: FOUNDING, icon: Star, label: FOUNDING, props: { variant: 'brand' as const } }] : []),
    ...(verified ? [{ key: VERIFIED, icon: BadgeCheck, label: VERIFIED, props: { className: 'border-transparent bg-success/12 text-success-strong' } }] : []),
    ...(trialEndsAt !== null && onTrial
      ? [
          {
            key: 'trial',
            icon: Timer,
            label: `Trial · ends ${formatDayMonthYear(trialEndsAt)}`,
            props: { variant: 'secondary' as const, title: `Trial ends ${formatDayMonthYear(trialEndsAt)}` },
          },
        ]
      : []),
    ...others.map((badge) => ({ key: badge, icon: Sparkles, label: badge, props: { variant: 'outline' as const } })),
  ];
  if (shown.length === 0) return null;

  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Badges">
      {shown.map(({ key, icon: Icon, label, props }) => (
        <li key={key}>
          <Badge {...props}>
            <Icon aria-hidden="true" />
            {label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
