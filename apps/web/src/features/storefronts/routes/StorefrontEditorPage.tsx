import type { Storefront } from '@stave/contracts';
import { ExternalLink, EyeOff, ImageIcon, Store } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadingState, QueryError } from '@/components/ui/query-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ROUTES, buildRoute } from '@/routes';
import { useOwnStorefrontQuery } from '../api/storefronts.queries';
import { StorefrontForm } from '../components/StorefrontForm';
import { StorefrontImageField } from '../components/StorefrontImageField';
import { StorefrontUpgradeCard } from '../components/StorefrontUpgradeCard';
import { VerificationCard } from '../components/VerificationCard';
import { itemsForSale } from '../storefront-format';

function ViewLink({ userId, variant = 'outline' }: { userId: number; variant?: 'outline' | 'brand' }) {
  return <ActionLink icon={ExternalLink} variant={variant} to={buildRoute(ROUTES.storefront, { userId })} label="View your storefront" />;
}

function ImagesCard({ storefront }: { storefront: Storefront | null }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6" data-testid="storefront-images">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold tracking-tight">Logo and banner</h2>
        <p className="text-sm text-muted-foreground">Uploaded here only, checked and re-encoded by Stave (any location data in the photo is removed).</p>
      </div>
      {storefront ? (
        <>
          <StorefrontImageField kind="logo" storefront={storefront} />
          <div className="border-t" />
          <StorefrontImageField kind="banner" storefront={storefront} />
        </>
      ) : (
        <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <ImageIcon className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
          Create your storefront with its details first; then add your logo and banner here.
        </div>
      )}
    </Card>
  );
}

function StatusCard({ storefront }: { storefront: Storefront }) {
  return (
    <Card className="grid gap-3 p-5" data-testid="storefront-status">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">Status</h2>
        <span
          className={
            storefront.isActive
              ? 'inline-flex items-center gap-1.5 rounded-full border border-success/30 bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-foreground'
              : 'inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground'
          }
        >
          <span className={storefront.isActive ? 'size-1.5 rounded-full bg-success' : 'size-1.5 rounded-full bg-muted-foreground'} aria-hidden="true" />
          {storefront.isActive ? 'Live' : 'Switched off'}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {storefront.isActive ? 'Anyone with the link can see it, signed in or not.' : 'Only you can see it. Switch it on under Business details.'}{' '}
        {itemsForSale(storefront.activeListings)}.
      </p>
      <ViewLink userId={storefront.userId} />
    </Card>
  );
}

function Loading() {
  return (
    <LoadingState label="Loading your storefront..." className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <SkeletonBars bars={['h-[30rem] w-full rounded-xl', 'h-64 w-full rounded-xl']} className="grid gap-6" />
      <SkeletonBars bars={['h-36 w-full rounded-xl', 'h-64 w-full rounded-xl']} className="grid content-start gap-6" />
    </LoadingState>
  );
}

// /marketplace/storefront: a Business member's storefront — its details, logo and banner, whether it shows,
// and the Verified badge (asking, waiting, declined, verified). Free and Pro members read what Business adds; one whose
// Business plan ended reads that theirs is kept, hidden.
export function StorefrontEditorPage() {
  const { user } = useAuth();
  const query = useOwnStorefrontQuery(user?.id ?? null);

  if (!user)
    return <SignInPrompt page="Your storefront" title="Please Log In" description="Log in to set up your business's storefront." actionLabel="Log In" />;
  const business = user.subscriptionTier === 'business';
  const storefront = query.data ?? null;

  return (
    <>
      <title>Your storefront · Stave</title>
      <PageHeader
        icon={Store}
        title="Your storefront"
        description="Your business's page on Stave: who you are, how to reach you, and all the gear, jobs and events you post, at one address."
        actions={storefront ? <ViewLink userId={storefront.userId} /> : null}
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryError titleAs="h2" title="Your storefront couldn't be loaded." retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      ) : !business ? (
        <div className="grid max-w-3xl gap-4">
          {storefront ? (
            <Alert variant="default" data-testid="storefront-hidden">
              <EyeOff aria-hidden="true" />
              <AlertTitle>Your storefront is hidden</AlertTitle>
              <AlertDescription>Storefronts are part of the Business plan. You can still see yours.</AlertDescription>
            </Alert>
          ) : null}
          <StorefrontUpgradeCard tier={user.subscriptionTier} kept={storefront !== null} />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 content-start gap-6">
            <StorefrontForm storefront={storefront} suggestedName={user.name || user.username} />
            <ImagesCard storefront={storefront} />
          </div>
          <aside className="grid min-w-0 content-start gap-6" aria-label="Storefront status and verification">
            {storefront ? (
              <>
                <StatusCard storefront={storefront} />
                <VerificationCard storefront={storefront} business={business} />
              </>
            ) : (
              <Card className="grid gap-2 p-5 text-sm text-muted-foreground">
                <h2 className="text-base font-semibold text-foreground">The Verified badge</h2>
                Once your storefront is set up, you can ask a moderator to check your business and give it the Verified badge.
              </Card>
            )}
          </aside>
        </div>
      )}
    </>
  );
}
