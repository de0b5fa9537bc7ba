import type { PublicUser } from '@stave/contracts';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// Free shows no tier badge; pro shows PRO; business shows BUSINESS.
export function TierBadge({ tier, className }: { tier: PublicUser['subscriptionTier']; className?: string }) {
  if (tier === 'free') return null;
  return (
    <Badge
      className={cn(
        'gap-1 rounded-md px-2 py-0.5 text-[11px] font-semibold tracking-[0.08em]',
        tier === 'business' ? 'bg-ink text-brand dark:bg-brand dark:text-brand-foreground' : 'bg-brand text-brand-foreground',
        className,
      )}
      data-testid="tier-badge"
    >
      <Crown aria-hidden="true" />
      {tier === 'business' ? 'BUSINESS' : 'PRO'}
    </Badge>
  );
}
