import { STOREFRONT_MESSAGES, type ListingView } from '@stave/contracts';
import { ArrowLeft, EyeOff, Pencil, Store } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState, QueryError } from '@/components/ui/query-state';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ContactSellerDialog, ListingFormDialog } from '@/features/marketplace';
import { isApiError } from '@/lib/api-client';
import { ROUTES, buildRoute } from '@/routes';
import { useStorefrontPageQuery } from '../api/storefronts.queries';
import { StorefrontAbout, StorefrontHeader } from '../components/StorefrontHeader';
import { StorefrontSections, readStorefrontTab, type StorefrontTab } from '../components/StorefrontSections';

const BackLink = () => (
  <ActionLink icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2 justify-self-start" to={ROUTES.marketplace} label="Back to marketplace" />
);

function LoadingStorefront() {
  return (
    <LoadingState label="Loading storefront..." className="grid gap-6">
      <Card className="overflow-hidden">
        <Skeleton className="aspect-[3/1] w-full rounded-none sm:aspect-[4/1]" />
        <SkeletonBars
          bars={['relative z-10 -mt-10 size-20 rounded-2xl border-4 border-card sm:-mt-14 sm:size-28', 'h-8 w-64', 'h-4 w-40']}
          className="grid gap-3 px-4 pb-6 sm:px-6"
        />
      </Card>
      <Skeleton className="h-36 w-full rounded-xl" />
      <Skeleton className="h-10 w-72" />
    </LoadingState>
  );
}

// The owner's own view: whether anyone else can see it, and the way to the editor.
function OwnerNotice({ active, business }: { active: boolean; business: boolean }) {
  const hidden = !active || !business;
  return (
    <Alert variant={hidden ? 'default' : 'info'} data-testid="storefront-owner-notice">
      {hidden ? <EyeOff aria-hidden="true" /> : <Store aria-hidden="true" />}
      <AlertTitle>{hidden ? 'Only you can see your storefront' : 'This is your storefront, as everyone sees it'}</AlertTitle>
      <AlertDescription>
        {!business
          ? 'Storefronts are part of the Business plan: yours is kept as it is and shows again when you are back on Business.'
          : !active
            ? 'It is switched off. Switch it on in the editor to show it to everyone.'
            : 'Change its details, logo and banner, or ask for the Verified badge, in the editor.'}
      </AlertDescription>
      <div className="col-start-2 mt-2">
        <ActionLink icon={Pencil} size="sm" variant="outline" to={ROUTES.storefrontEditor} label="Edit storefront" />
      </div>
    </Alert>
  );
}

type Dialog = { kind: 'contact' | 'edit'; listing: ListingView } | null;

// /marketplace/storefronts/:userId, for visitors too: a business's page on Stave — banner, logo, name and
// Verified badge, about and contact, then its gear for sale, open jobs and upcoming events (the tab in the URL).
export function StorefrontPage() {
  const { userId: param } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const userId = Number(param);
  const valid = Number.isInteger(userId) && userId > 0;
  const query = useStorefrontPageQuery(valid ? userId : 0);
  const memberId = user?.id ?? null;
  const own = memberId !== null && memberId === userId;
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
  const tab = readStorefrontTab(params.get('tab'));
  const showTab = (next: StorefrontTab) => {
    if (next === readStorefrontTab(new URLSearchParams(window.location.search).get('tab'))) return;
    setParams(next === 'gear' ? {} : { tab: next }, { replace: true });
  };
  // A chat listing opens the message dialog; an external contact, or a visitor, goes to the listing.
  const contact = (listing: ListingView) =>
    memberId !== null && listing.contactMethod === 'chat'
      ? setDialog({ kind: 'contact', listing })
      : void navigate(buildRoute(ROUTES.marketplaceListing, { id: listing.id }));
  const close = (open: boolean) => {
    if (open) return;
    // An edit made here reaches the page's own copy of the listing.
    if (dialog?.kind === 'edit') void query.refetch();
    setDialog(null);
  };

  if (notFound) {
    return (
      <div className="grid gap-4">
        <title>{`${STOREFRONT_MESSAGES.notFound} · Stave`}</title>
        <BackLink />
        {own ? (
          <EmptyState
            icon={Store}
            titleAs="h1"
            title="You haven't set up your storefront yet"
            description="Give your business a page on Stave: your logo and banner, how to reach you, and everything you sell, hire and host."
            action={<ActionLink to={ROUTES.storefrontEditor} label="Set up your storefront" />}
            className="bg-card py-16"
          />
        ) : (
          <div data-testid="storefront-not-found">
            <EmptyState
              icon={Store}
              titleAs="h1"
              title={STOREFRONT_MESSAGES.notFound}
              description="This business may have closed its storefront for now, or the link may be wrong. Its gear may still be on the marketplace."
              action={<ActionLink to={ROUTES.marketplace} label="Browse the marketplace" />}
              className="bg-card py-16"
            />
          </div>
        )}
      </div>
    );
  }

  const page = query.data;
  return (
    <div className="grid gap-4">
      <BackLink />
      {page ? (
        <article className="grid gap-8" data-testid="storefront-page" data-user-id={page.storefront.userId}>
          <title>{`${page.storefront.businessName} · Storefront · Stave`}</title>
          {own ? <OwnerNotice active={page.storefront.isActive} business={user?.subscriptionTier === 'business'} /> : null}
          <StorefrontHeader storefront={page.storefront} counts={{ jobs: page.jobs.length, events: page.events.length }} own={own} />
          <StorefrontAbout storefront={page.storefront} />
          <StorefrontSections
            page={page}
            tab={tab}
            onTab={showTab}
            memberId={memberId}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
            onContact={contact}
            onEdit={(listing) => setDialog({ kind: 'edit', listing })}
          />
          {dialog?.kind === 'contact' ? <ContactSellerDialog key={dialog.listing.id} listing={dialog.listing} onOpenChange={close} /> : null}
          {dialog?.kind === 'edit' ? <ListingFormDialog key={dialog.listing.id} listing={dialog.listing} onOpenChange={close} /> : null}
        </article>
      ) : query.isError ? (
        <QueryError titleAs="h1" title="This storefront couldn't be loaded." retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingStorefront />
      )}
    </div>
  );
}
