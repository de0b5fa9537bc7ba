import { LISTING_MESSAGES, TRUST_MESSAGES, type ListingView } from '@stave/contracts';
import { ArrowLeft, CircleCheck, ExternalLink, Flag, LogIn, MessageCircle, Pencil, RotateCcw, ShieldCheck, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState, QueryError } from '@/components/ui/query-state';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { StorefrontCardLink } from '../components/seller/StorefrontLink';
import { PostedByLine } from '@/features/teams';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDayMonthYear } from '@/lib/format';
import { ROUTES, buildRoute } from '@/routes';
import { useListingQuery } from '../api/marketplace.queries';
import { ConditionBadge } from '../components/ConditionBadge';
import { ContactSellerDialog } from '../components/ContactSellerDialog';
import { DeleteListingDialog } from '../components/DeleteListingDialog';
import { ListingFormDialog } from '../components/ListingFormDialog';
import { ListingGallery } from '../components/ListingGallery';
import { HiddenNotice, ListingStatusLine } from '../components/ListingStatus';
import { ReportListingDialog } from '../components/ReportListingDialog';
import { SaveListingButton } from '../components/SaveListingButton';
import { useListingSteps } from '../components/useListingSteps';
import { CONDITION_LABELS } from '../marketplace-filters';
import { formatPrice, sellerName } from '../listing-format';

const BackLink = () => (
  <ActionLink icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2 justify-self-start" to={ROUTES.marketplace} label="Back to marketplace" />
);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

type Dialog = 'edit' | 'delete' | 'contact' | 'report' | null;

// What the seller can do here: edit, mark sold (or relist), delete.
function SellerActions({ listing, onOpen }: { listing: ListingView; onOpen: (dialog: Dialog) => void }) {
  const steps = useListingSteps();
  return (
    <div className="grid gap-3">
      <ListingStatusLine listing={listing} />
      <HiddenNotice listing={listing} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onOpen('edit')} disabled={listing.status === 'removed'}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {listing.status === 'active' ? (
          <Button variant="outline" onClick={() => steps.run(listing, 'sold')} disabled={steps.pending}>
            <CircleCheck aria-hidden="true" />
            Mark as sold
          </Button>
        ) : listing.status === 'sold' || listing.status === 'expired' ? (
          <Button variant="outline" onClick={() => steps.run(listing, 'relist')} disabled={steps.pending}>
            <RotateCcw aria-hidden="true" />
            Relist
          </Button>
        ) : null}
        <Button variant="outline" className="text-destructive" onClick={() => onOpen('delete')}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </div>
  );
}

// How a buyer reaches the seller: through Stave messages, or the contact they gave (members only).
function BuyerContact({ listing, signedIn, onOpen }: { listing: ListingView; signedIn: boolean; onOpen: (dialog: Dialog) => void }) {
  if (!signedIn) {
    return (
      <div className="grid gap-2" id="contact">
        <p className="text-sm text-muted-foreground">
          {listing.contactMethod === 'external' ? 'Sign in to see contact details' : 'Sign in to message the seller'}
        </p>
        <ActionLink icon={LogIn} className="justify-self-start" to={ROUTES.login} label="Sign in" />
      </div>
    );
  }
  return (
    <div className="grid gap-3" id="contact">
      {listing.contactMethod === 'external' ? (
        <div className="grid gap-1 rounded-lg border bg-muted/40 p-3" data-testid="external-contact">
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ExternalLink className="size-3.5" aria-hidden="true" />
            Contact the seller directly
          </p>
          <p className="text-sm font-medium break-all select-all">{listing.externalContact}</p>
        </div>
      ) : null}
      <Alert variant="info">
        <TriangleAlert aria-hidden="true" />
        <AlertDescription>{TRUST_MESSAGES.offPlatformWarning}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        {listing.contactMethod === 'chat' ? (
          <Button variant="brand" onClick={() => onOpen('contact')}>
            <MessageCircle aria-hidden="true" />
            Message seller
          </Button>
        ) : null}
        <SaveListingButton listing={listing} />
        <Button variant="ghost" onClick={() => onOpen('report')}>
          <Flag aria-hidden="true" />
          Report listing
        </Button>
      </div>
    </div>
  );
}

function ListingDetails({ listing, memberId }: { listing: ListingView; memberId: number | null }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const own = listing.userId === memberId;
  const name = sellerName(listing.seller);
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="listing-page" data-listing-id={listing.id}>
      <title>{`${listing.title} · Marketplace · Stave`}</title>
      <ListingGallery listing={listing} />
      <div className="grid min-w-0 content-start gap-5">
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-1.5">
            <ConditionBadge condition={listing.condition} />
            <Badge variant="brand">{listing.category.name}</Badge>
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">{listing.title}</h1>
          <p className="text-2xl font-semibold text-brand-strong tabular-nums" data-testid="listing-price">
            {formatPrice(listing.price, listing.currency)}
          </p>
          {listing.serialChecked ? (
            <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="serial-checked">
              <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
              Serial number checked against the stolen gear register
            </p>
          ) : null}
        </div>
        <Card className="p-4">
          {own ? <SellerActions listing={listing} onOpen={setDialog} /> : <BuyerContact listing={listing} signedIn={memberId !== null} onOpen={setDialog} />}
        </Card>
        <dl className="grid grid-cols-2 gap-4 rounded-xl border bg-card p-4 shadow-card">
          <Detail label="Condition">{CONDITION_LABELS[listing.condition]}</Detail>
          <Detail label="Category">{listing.category.name}</Detail>
          {listing.brand ? <Detail label="Brand">{listing.brand}</Detail> : null}
          {listing.model ? <Detail label="Model">{listing.model}</Detail> : null}
          {listing.year !== null ? <Detail label="Year">{listing.year}</Detail> : null}
          <Detail label="Location">{listing.location}</Detail>
          <Detail label="Listed">{formatDayMonthYear(listing.createdAt)}</Detail>
          <Detail label="Views">{listing.views.toLocaleString('en-GB')}</Detail>
        </dl>
        <section aria-labelledby="description-heading" className="grid gap-2">
          <h2 id="description-heading" className="text-sm font-semibold">
            Description
          </h2>
          <p className="text-sm whitespace-pre-line text-foreground/85">{listing.description}</p>
        </section>
        <Card className="grid gap-4 p-4" data-testid="seller-card">
          {/* A business's listing leads to its storefront. */}
          {listing.storefront ? <StorefrontCardLink storefront={listing.storefront} className="-m-1 p-1" /> : null}
          <div className={cn('flex items-center gap-3', listing.storefront && 'border-t pt-4')}>
            <UserAvatar username={name} profileImage={listing.seller.profileImage} className={listing.storefront ? 'size-9' : 'size-12'} />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted-foreground">{listing.storefront ? 'Seller’s profile' : 'Seller'}</p>
              <Link to={buildRoute(ROUTES.user, { id: listing.seller.id })} className="block truncate font-medium hover:underline">
                {name}
              </Link>
              <PostedByLine postedBy={listing.postedBy} ownerId={listing.userId} className="mt-1" />
            </div>
          </div>
        </Card>
      </div>
      {dialog === 'edit' ? <ListingFormDialog listing={listing} onOpenChange={close} /> : null}
      {dialog === 'delete' ? (
        <DeleteListingDialog listing={listing} onOpenChange={close} onDeleted={() => void navigate(`${ROUTES.marketplace}?tab=mine`)} />
      ) : null}
      {dialog === 'contact' ? <ContactSellerDialog listing={listing} onOpenChange={close} /> : null}
      {dialog === 'report' ? <ReportListingDialog listingId={listing.id} onOpenChange={close} /> : null}
    </article>
  );
}

function LoadingListing() {
  return (
    <LoadingState label="Loading listing..." className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <SkeletonBars bars={['h-5 w-32', 'h-8 w-3/4', 'h-8 w-28', 'h-32 w-full rounded-xl']} className="grid content-start gap-3" />
    </LoadingState>
  );
}

// /marketplace/listings/:id, for visitors too: gallery, details, the seller and how to reach them.
export function ListingPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const listingId = Number(id);
  const valid = Number.isInteger(listingId) && listingId > 0;
  const query = useListingQuery(valid ? listingId : 0);
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);

  return (
    <div className="grid gap-4">
      <BackLink />
      {notFound ? (
        <EmptyState
          icon={TriangleAlert}
          titleAs="h1"
          title={LISTING_MESSAGES.listingNotFound}
          description="It may have been sold, expired or taken down."
          action={<ActionLink to={ROUTES.marketplace} label="Browse the marketplace" />}
          className="bg-card py-16"
        />
      ) : query.data ? (
        <ListingDetails listing={query.data} memberId={user?.id ?? null} />
      ) : query.isError ? (
        <QueryError titleAs="h1" title="This listing couldn't be loaded." retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingListing />
      )}
    </div>
  );
}
