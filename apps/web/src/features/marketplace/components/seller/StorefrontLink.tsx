import type { ListingStorefront } from '@stave/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { ROUTES, buildRoute } from '@/routes';
import { StorefrontLogo } from './StorefrontLogo';
import { VerifiedTick } from './VerifiedBadge';

// On a listing's page: the business that sells it, its logo and badge, and the way to its storefront.
export function StorefrontCardLink({ storefront, className }: { storefront: ListingStorefront; className?: string }) {
  return (
    <Link
      to={buildRoute(ROUTES.storefront, { userId: storefront.userId })}
      className={cn(
        'group flex items-center gap-3 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      data-testid="listing-storefront"
    >
      <StorefrontLogo logoUrl={storefront.logoUrl} businessName={storefront.businessName} className="size-12 text-base" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="text-xs text-muted-foreground">Sold by</span>
        <span className="flex min-w-0 items-center gap-1">
          <span className="truncate font-medium group-hover:underline">{storefront.businessName}</span>
          {storefront.verified ? <VerifiedTick /> : null}
        </span>
        <span className="text-xs font-medium text-brand-strong">Visit storefront</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}

// On a listing card: the business's name (with its logo and badge), linking to its storefront.
export function StorefrontNameLink({ storefront }: { storefront: ListingStorefront }) {
  return (
    <Link
      to={buildRoute(ROUTES.storefront, { userId: storefront.userId })}
      className="inline-flex min-w-0 items-center gap-1.5 rounded-sm font-medium text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="card-storefront"
    >
      <StorefrontLogo logoUrl={storefront.logoUrl} businessName={storefront.businessName} className="size-5 rounded-md text-[9px]" />
      <span className="truncate">{storefront.businessName}</span>
      {storefront.verified ? <VerifiedTick className="[&_svg]:size-3.5" /> : null}
    </Link>
  );
}
