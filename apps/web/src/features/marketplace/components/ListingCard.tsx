import type { ListingView } from '@stave/contracts';
import { Clock, ExternalLink, Eye, MapPin, MessageCircle, Pencil, Store, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionLink } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StorefrontNameLink } from './seller/StorefrontLink';
import { useNow } from '@/hooks/useNow';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { formatPrice, gearLine, sellerName } from '../listing-format';
import { ConditionBadge } from './ConditionBadge';
import { ListingImage } from './ListingImage';

type ListingCardProps = {
  listing: ListingView;
  own: boolean;
  onContact: (listing: ListingView) => void;
  onEdit: (listing: ListingView) => void;
  // The seller's menu and state on 'Your Listings'.
  menu?: ReactNode;
  status?: ReactNode;
  // On the seller's own storefront, where who sells it goes without saying.
  hideSeller?: boolean;
};

// Listing card, in its order: photo with the photo count, condition, title, price, brand /
// model / year, category, description, location and age, the seller for others' listings (their storefront,,
// when they have one), then Contact and View (others) or Edit and View (the seller).
export function ListingCard({ listing, own, onContact, onEdit, menu, status, hideSeller = false }: ListingCardProps) {
  const now = useNow();
  const href = buildRoute(ROUTES.marketplaceListing, { id: listing.id });
  const gear = gearLine(listing);
  const photoCount = listing.photos.length;
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" data-testid="listing-card" data-listing-id={listing.id}>
      <div className="relative">
        <ListingImage src={listing.photos[0]?.cardUrl} className="aspect-[3/2] w-full" />
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
          <ConditionBadge condition={listing.condition} className="shadow-card" />
          {photoCount > 1 ? (
            <Badge variant="secondary" className="bg-ink/75 text-ink-foreground shadow-card" data-testid="photo-count">
              {photoCount} photos
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2.5 p-4">
        {status}
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words">
            <Link to={href} className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {listing.title}
            </Link>
          </h3>
          {menu}
        </div>
        <p className="text-lg font-semibold text-brand-strong tabular-nums" data-testid="listing-price">
          {formatPrice(listing.price, listing.currency)}
        </p>
        {gear ? <p className="truncate text-[13px] text-muted-foreground">{gear}</p> : null}
        <Badge variant="brand">{listing.category.name}</Badge>
        <p className="line-clamp-2 text-sm text-foreground/85">{listing.description}</p>
        <ul className="grid gap-1 text-[13px] text-muted-foreground">
          <li className="flex min-w-0 items-center gap-1.5">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{listing.location}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            <time dateTime={listing.createdAt} title={fullDateTime(listing.createdAt)}>
              {relativeTime(listing.createdAt, now)}
            </time>
          </li>
          {own || hideSeller ? null : listing.storefront ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <Store className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="shrink-0">Sold by</span>
              <StorefrontNameLink storefront={listing.storefront} />
            </li>
          ) : (
            <li className="flex min-w-0 items-center gap-1.5">
              <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">Seller: {sellerName(listing.seller)}</span>
            </li>
          )}
        </ul>
        {listing.contactMethod === 'external' && listing.externalContact ? (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ExternalLink className="size-3.5" aria-hidden="true" />
            External contact provided
          </p>
        ) : null}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          {own ? (
            <Button variant="outline" onClick={() => onEdit(listing)} disabled={listing.status === 'removed'} aria-label={`Edit ${listing.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : (
            <Button variant="brand" onClick={() => onContact(listing)} aria-label={`Contact the seller of ${listing.title}`}>
              <MessageCircle aria-hidden="true" />
              Contact
            </Button>
          )}
          <ActionLink icon={Eye} variant="outline" to={href} aria-label={`View ${listing.title}`} label="View" />
        </div>
      </div>
    </Card>
  );
}
