import { Activity, ArrowRight, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { ActionLink } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ConnectionsStrip } from '@/features/dashboard/components/ConnectionsStrip';
import { DashboardFooter, PremiumFeatures, PromoCards } from '@/features/dashboard/components/RailCards';
import { StatCards } from '@/features/dashboard/components/StatCards';
import { FeedList, PostComposer, firstNameOf } from '@/features/feed';
import { ROUTES } from '@/routes';

const PlansSection = lazy(() => import('@/features/dashboard/components/PlansSection').then((m) => ({ default: m.PlansSection })));

const TODAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

function WelcomeFeed() {
  return (
    <Card className="overflow-hidden" data-testid="feed-empty">
      <div className="bg-ink px-6 py-8 text-ink-foreground sm:px-8">
        <Sparkles className="size-6 text-brand" aria-hidden="true" />
        <h3 className="mt-3 text-lg font-semibold tracking-tight">Welcome to your feed</h3>
        <p className="mt-1 max-w-prose text-sm text-ink-foreground/75">
          Posts from you and the people you follow appear here. Share what you're working on, or follow a few people to get it going.
        </p>
      </div>
      <div className="flex flex-wrap gap-2 px-6 py-4 sm:px-8">
        <ActionLink to={`${ROUTES.network}?tab=discover`} label="Discover people to follow" />
        <ActionLink variant="outline" to={ROUTES.activityFeed} label="Open the activity feed" />
      </div>
    </Card>
  );
}

// Dashboard (/ and /dashboard).
export function DashboardPage() {
  const { user } = useAuth();

  if (!user) {
    return <SignInPrompt page="Dashboard" title="Please log in to access the dashboard" actionLabel="Login" />;
  }

  const premium = user.subscriptionTier === 'pro' || user.subscriptionTier === 'business' ? user.subscriptionTier : null;

  return (
    <>
      <title>Dashboard · Stave</title>
      <header className="flex flex-col gap-3 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-[13px] font-medium text-muted-foreground">{TODAY.format(new Date())}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">Welcome back {firstNameOf(user)}!</h1>
          <p className="mt-1.5 text-[15px] text-muted-foreground">Here's what's moving in your corner of the industry.</p>
        </div>
        <ActionLink icon={Activity} variant="outline" className="w-fit" to={ROUTES.activityFeed} label="Activity Feed" />
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid grid-cols-1 min-w-0 content-start gap-6">
          <StatCards />
          <ConnectionsStrip />
          <PostComposer />
          <section aria-labelledby="feed-title" className="grid grid-cols-1 gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="feed-title" className="text-base font-semibold tracking-tight">
                Latest from your network
              </h2>
              <Link to={ROUTES.activityFeed} className="inline-flex items-center gap-1 text-sm font-medium text-brand-strong hover:underline">
                See all activity
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            </div>
            <FeedList retries={2} empty={<WelcomeFeed />} />
          </section>
        </div>

        <aside className="grid grid-cols-1 content-start gap-6" aria-label="More from Stave">
          {premium ? <PremiumFeatures tier={premium} /> : null}
          <PromoCards />
          <Suspense fallback={<Skeleton className="h-80 rounded-xl" />}>
            <PlansSection currentTier={user.subscriptionTier} />
          </Suspense>
        </aside>
      </div>
      <DashboardFooter />
    </>
  );
}
