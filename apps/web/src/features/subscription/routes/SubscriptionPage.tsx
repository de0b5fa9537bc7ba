import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PLANS } from '@stave/contracts';
import { CheckCircle2, Crown, Sparkles, XCircle } from 'lucide-react';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { PageHeader } from '@/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth, authKeys } from '@/features/auth';
import { syncSubscription } from '../api/subscription.api';
import { subscriptionKeys, useSubscriptionQuery } from '../api/subscription.queries';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { FeatureList } from '../components/FeatureList';
import { PlanChooser } from '../components/PlanChooser';
import { SUBSCRIPTION_TEXTS, formatMonthly, trialOnOffer } from '../components/plan-texts';
import { useChoosePlan } from '../components/useChoosePlan';

const USER_REFRESHES = 10;

// Subscription page (/subscription), Subscription, its texts.
export function SubscriptionPage() {
  const { user } = useAuth();
  if (!user) {
    return <SignInPrompt page="Subscription" title="Please Log In" description="Log in to see your plan and change it." actionLabel="Log In" />;
  }
  return <SignedInSubscription />;
}

function SignedInSubscription() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returned = params.get('success') === 'true' ? 'success' : params.get('canceled') === 'true' ? 'canceled' : null;
  const [banner, setBanner] = useState(returned);
  const subscription = useSubscriptionQuery(true);
  const synced = useRef(false);

  // Back from Checkout: the plan read from the provider now, then the member refreshed (docs/web.md#screens) until
  // the new tier has reached their account (identity learns it from billing's event).
  useEffect(() => {
    if (returned !== 'success' || synced.current) return;
    synced.current = true;
    const sessionId = params.get('session_id');
    void (async () => {
      const plan = await syncSubscription(sessionId).catch(() => null);
      queryClient.setQueryData(subscriptionKeys.subscription(), (old: unknown) => plan ?? old);
      for (let i = 0; i < USER_REFRESHES; i++) {
        await queryClient.invalidateQueries({ queryKey: authKeys.user });
        const current = queryClient.getQueryData<{ subscriptionTier?: string }>(authKeys.user);
        if (!plan || current?.subscriptionTier === plan.tier) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    })();
    setParams(
      (next) => {
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  }, [returned, params, setParams, queryClient]);

  const tier = subscription.data?.tier ?? user?.subscriptionTier ?? 'free';
  const { choose, pending, testModeNotice } = useChoosePlan(tier);
  const dismiss = () => {
    setBanner(null);
    setParams({}, { replace: true });
  };

  return (
    <>
      <title>Subscription · Stave</title>
      <PageHeader icon={Crown} title="Subscription" description="Choose the plan that fits how you work." />
      <div className="grid gap-6">
        {testModeNotice ? (
          // Fixed under the navigation (on an opaque card): the member pressed a plan's button far down the page,
          // and the page reloads a second later.
          <div
            className="fixed top-20 left-1/2 z-50 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 rounded-lg bg-card shadow-raised"
            data-testid="test-mode-notice"
          >
            <Alert variant="success">
              <CheckCircle2 aria-hidden="true" />
              <AlertTitle>{SUBSCRIPTION_TEXTS.updated}</AlertTitle>
              <AlertDescription>{testModeNotice} The page reloads in a moment.</AlertDescription>
            </Alert>
          </div>
        ) : null}
        {banner === 'success' ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>{SUBSCRIPTION_TEXTS.paymentSuccessful}</AlertTitle>
            <AlertDescription>
              Thank you! Your plan is active.{' '}
              <button type="button" className="underline underline-offset-2" onClick={dismiss}>
                Dismiss
              </button>
            </AlertDescription>
          </Alert>
        ) : banner === 'canceled' ? (
          <Alert variant="default">
            <XCircle aria-hidden="true" />
            <AlertTitle>{SUBSCRIPTION_TEXTS.paymentCanceled}</AlertTitle>
            <AlertDescription>
              No payment was taken. Choose a plan whenever you are ready.{' '}
              <button type="button" className="underline underline-offset-2" onClick={dismiss}>
                Dismiss
              </button>
            </AlertDescription>
          </Alert>
        ) : null}

        {subscription.isPending ? (
          <Skeleton className="h-36 w-full rounded-xl" />
        ) : subscription.data ? (
          <CurrentPlanCard subscription={subscription.data} />
        ) : (
          <Alert variant="destructive">
            <AlertTitle>Could not load your plan</AlertTitle>
            <AlertDescription>Please refresh the page to try again.</AlertDescription>
          </Alert>
        )}

        {tier === 'free' ? (
          <Card className="flex flex-wrap items-center justify-between gap-4 border-brand/50 bg-brand-soft/50 p-5" data-testid="upgrade-banner">
            <div className="grid gap-1">
              <p className="flex items-center gap-2 font-semibold">
                <Sparkles className="size-4 text-brand-strong" aria-hidden="true" />
                Upgrade to Pro - {formatMonthly('pro')}
              </p>
              <p className="text-sm text-muted-foreground">
                Unlimited applications and messages, AI matching and advanced analytics.
                {trialOnOffer(subscription.data) ? ` Includes ${PLANS.pro.trialMonths}-month free trial.` : ''}
              </p>
            </div>
            <Button variant="brand" disabled={pending !== null} onClick={() => void choose('pro')}>
              Upgrade to Pro
            </Button>
          </Card>
        ) : null}

        <PlanChooser currentTier={tier} trialAvailable={trialOnOffer(subscription.data)} pending={pending} onChoose={(next) => void choose(next)} />
        <FeatureList />
      </div>
    </>
  );
}
