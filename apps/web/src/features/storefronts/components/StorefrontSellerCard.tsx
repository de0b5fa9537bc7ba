import type { SubscriptionTier } from '@stave/contracts';
import { Crown, Pencil, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ActionLink } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES, buildRoute } from '@/routes';
import { useOwnStorefrontQuery } from '../api/storefronts.queries';
import { verificationState } from '../storefront-format';
import { StorefrontLogo, VerifiedTick } from '@/features/marketplace';

const STATE_LINES = {
  verified: null,
  pending: 'Verification waiting for a moderator',
  declined: 'Verification declined: see why',
  renamed: 'Ask again for the Verified badge',
  none: 'Not verified yet',
} as const;

// Beside 'Your Listings': the member's storefront (Business), or what Business would add. Only a Business member's
// storefront is asked for.
export function StorefrontSellerCard({ userId, tier }: { userId: number; tier: SubscriptionTier }) {
  const business = tier === 'business';
  const query = useOwnStorefrontQuery(business ? userId : null);
  const storefront = query.data ?? null;

  return (
    <Card className="grid gap-3 p-5" data-testid="storefront-seller-card">
      <div className="flex items-start gap-3">
        {storefront ? (
          <StorefrontLogo logoUrl={storefront.logoUrl} businessName={storefront.businessName} className="size-9 rounded-lg" />
        ) : (
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-strong">
            {business ? <Store className="size-4" aria-hidden="true" /> : <Crown className="size-4" aria-hidden="true" />}
          </span>
        )}
        <div className="min-w-0">
          <h2 className="text-sm font-semibold">{storefront ? 'Your storefront' : business ? 'Set up your storefront' : 'Storefronts come with Business'}</h2>
          {business && query.isPending ? (
            <Skeleton className="mt-1 h-4 w-32" />
          ) : storefront ? (
            <p className="mt-0.5 text-[13px] text-muted-foreground">
              <span className="inline-flex max-w-full items-center gap-1 font-medium text-foreground">
                <span className="truncate">{storefront.businessName}</span>
                {storefront.verified ? <VerifiedTick /> : null}
              </span>
              <br />
              {storefront.isActive ? 'Live' : 'Switched off'}
              {STATE_LINES[verificationState(storefront)] ? ` · ${STATE_LINES[verificationState(storefront)]}` : ''}
            </p>
          ) : (
            <p className="mt-0.5 text-[13px] text-muted-foreground">
              {business
                ? 'A page for your business: logo, banner, contact details, and everything you sell, hire and host.'
                : 'Business members get a storefront page with their logo, and their business name on every listing.'}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {business ? (
          <Button asChild variant="outline" size="sm">
            <Link to={ROUTES.storefrontEditor}>
              <Pencil aria-hidden="true" />
              {storefront ? 'Edit storefront' : 'Set up storefront'}
            </Link>
          </Button>
        ) : (
          <ActionLink variant="outline" size="sm" to={ROUTES.storefrontEditor} label="Find out more" />
        )}
        {storefront ? <ActionLink variant="ghost" size="sm" to={buildRoute(ROUTES.storefront, { userId })} label="View" /> : null}
      </div>
    </Card>
  );
}
