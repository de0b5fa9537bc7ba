import { PLANS, formatPlanPrice, planHasFeature, type BoostView } from '@stave/contracts';
import { Eye, Rocket, Sparkles } from 'lucide-react';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { PageHeader } from '@/components/layout/PageHeader';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';
import { useBoostAnalyticsQuery, useBoostsQuery } from '../api/boosts.queries';
import { boostEnds, quotaLine } from '../components/boost-texts';

function BoostRow({ boost }: { boost: BoostView }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b py-3 last:border-0" data-testid="boost-row">
      <div className="grid min-w-0 gap-1">
        <p className="truncate font-medium">{boost.postExcerpt}</p>
        <p className="text-[13px] text-muted-foreground">{boostEnds(boost.endDate)}</p>
        <p className="flex items-center gap-1 text-[13px] text-muted-foreground">
          <Eye className="size-3.5" aria-hidden="true" />
          Shown {boost.viewsGenerated} {boost.viewsGenerated === 1 ? 'time' : 'times'} beyond your followers
        </p>
      </div>
      <div className="flex gap-1.5">
        <Badge variant="brand">Boosted</Badge>
        {boost.isActive ? <Badge variant="secondary">Active</Badge> : <Badge variant="outline">Expired</Badge>}
      </div>
    </li>
  );
}

// Boosted Posts (/boost-posts): signed out a login prompt; free members the upsell; subscribers
// the Boost Quota card and 'Active Boosted Posts' (Active until the end date, then Expired).
export function BoostPostsPage() {
  const { user } = useAuth();
  const premium = Boolean(user && planHasFeature(user.subscriptionTier, 'boostedPosts'));
  const boosts = useBoostsQuery(premium);
  const quota = useBoostAnalyticsQuery(premium);

  if (!user) {
    return <SignInPrompt page="Boosted Posts" title="Please log in to view your boosted posts" actionLabel="Log In" />;
  }

  return (
    <>
      <title>Boosted Posts · Stave</title>
      <PageHeader icon={Rocket} title="Boosted Posts" description="Put your posts in front of more of the industry." />
      {!premium ? (
        <Card className="grid gap-3 border-brand/50 bg-brand-soft/50 p-5" data-testid="boost-upsell">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-5 text-brand-strong" aria-hidden="true" />
            Boosted Posts
          </h2>
          <p className="text-sm text-muted-foreground">Show your posts to members beyond your followers. Pro includes 2 boosts a month; Business, unlimited.</p>
          {/* The same upsell as AI Matching's. */}
          <p className="font-medium">Upgrade to Pro - {formatPlanPrice(PLANS.pro)}/month</p>
          <p className="text-sm text-brand-strong">Includes {PLANS.pro.trialMonths}-month free trial</p>
          <ActionLink variant="brand" className="justify-self-start" to={ROUTES.subscription} label="Upgrade to Pro" />
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
          <Card className="grid h-fit gap-2 p-5" data-testid="boost-quota-card">
            <h2 className="text-base font-semibold">Boost Quota</h2>
            {quota.data ? (
              <>
                <p className="text-2xl font-semibold tabular-nums">{quota.data.limit < 0 ? 'Unlimited' : quota.data.remaining}</p>
                <p className="text-sm text-muted-foreground">{quotaLine(quota.data.remaining, quota.data.limit)}</p>
                <p className="text-xs text-muted-foreground">{quota.data.currentMonthCount} used this month</p>
              </>
            ) : (
              <Skeleton className="h-16 w-full" />
            )}
          </Card>
          <Card className="p-5">
            <h2 className="text-base font-semibold">Active Boosted Posts</h2>
            {boosts.isPending ? (
              <div className="mt-3 grid gap-2">
                <Skeleton className="h-14 w-full" />
                <Skeleton className="h-14 w-full" />
              </div>
            ) : boosts.isError ? (
              <Alert variant="destructive" className="mt-3">
                <AlertTitle>Could not load your boosts</AlertTitle>
                <AlertDescription>Please refresh the page to try again.</AlertDescription>
              </Alert>
            ) : boosts.data.length === 0 ? (
              <EmptyState
                icon={Rocket}
                title="No boosted posts yet"
                description="Boost a post from its card in the activity feed."
                action={<ActionLink variant="outline" to={ROUTES.activityFeed} label="Go to Activity Feed" />}
              />
            ) : (
              <ul className="mt-2">
                {boosts.data.map((boost) => (
                  <BoostRow key={boost.id} boost={boost} />
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
