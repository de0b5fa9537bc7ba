import { Suspense, lazy } from 'react';
import { planHasFeature, type AnalyticsDashboard, type AnalyticsMetric } from '@stave/contracts';
import { ChartColumn, Eye, MessageSquare, Sparkles, Users } from 'lucide-react';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { PageHeader } from '@/components/layout/PageHeader';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';
import { useDashboardQuery, usePreviewQuery } from '../api/analytics.queries';

const DailyChart = lazy(() => import('../components/DailyChart'));

// The change against the 30 days before, as a member reads it.
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'No change on the 30 days before' : 'New in the last 30 days';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}% on the 30 days before`;
}

interface CardSpec {
  title: string;
  icon: typeof Eye;
  metrics: Array<{ metric: AnalyticsMetric; label: string }>;
}

// Analytics: the Profile Views, Network Growth and Messages cards (and the applications).
const CARDS: CardSpec[] = [
  {
    title: 'Profile Views',
    icon: Eye,
    metrics: [
      { metric: 'profileViews', label: 'Profile views' },
      { metric: 'searchAppearances', label: 'Search appearances' },
    ],
  },
  { title: 'Network Growth', icon: Users, metrics: [{ metric: 'connectionsGained', label: 'Connections gained' }] },
  {
    title: 'Messages',
    icon: MessageSquare,
    metrics: [
      { metric: 'messagesSent', label: 'Messages sent' },
      { metric: 'jobApplications', label: 'Job applications' },
    ],
  },
];

// The cards' figures are the last 30 days: the chart under them plots the same 30 days (it plotted the whole 90-day
// series the service sends under a 'last 30 days' label).
const CHART_DAYS = 30;

function MetricCard({ spec, dashboard }: { spec: CardSpec; dashboard: AnalyticsDashboard }) {
  const Icon = spec.icon;
  const [main] = spec.metrics;
  return (
    <Card className="grid gap-4 p-5" data-testid={`analytics-${main!.metric}`}>
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Icon className="size-4 text-brand-strong" aria-hidden="true" />
        {spec.title}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {spec.metrics.map(({ metric, label }) => (
          <div key={metric}>
            <dt className="text-xs text-muted-foreground">{label}, last 30 days</dt>
            <dd className="text-2xl font-semibold tabular-nums">{dashboard[metric]}</dd>
            <dd className="text-xs text-muted-foreground">{change(dashboard[metric], dashboard.previous[metric])}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<Skeleton className="h-40 w-full rounded-lg" />}>
        <DailyChart label={main!.label} days={dashboard.series.days.slice(-CHART_DAYS)} values={dashboard.series[main!.metric].slice(-CHART_DAYS)} />
      </Suspense>
    </Card>
  );
}

// Analytics (/analytics): signed out a login prompt; free members the 'Advanced Analytics' upsell
// (with the basic preview); subscribers the cards, each with its daily chart of the same 30 days.
export function AnalyticsPage() {
  const { user } = useAuth();
  const premium = Boolean(user && planHasFeature(user.subscriptionTier, 'advancedAnalytics'));
  const dashboard = useDashboardQuery(premium);
  const preview = usePreviewQuery(Boolean(user) && !premium);

  if (!user) {
    return <SignInPrompt page="Analytics" title="Please log in to view your analytics" actionLabel="Log In" />;
  }

  return (
    <>
      <title>Analytics · Stave</title>
      <PageHeader icon={ChartColumn} title="Analytics" description="How your profile and network are performing." />
      {premium ? (
        dashboard.isPending ? (
          <div className="grid gap-4 lg:grid-cols-3">
            {CARDS.map((card) => (
              <Skeleton key={card.title} className="h-80 rounded-xl" />
            ))}
          </div>
        ) : dashboard.data ? (
          <div className="grid gap-4 lg:grid-cols-3">
            {CARDS.map((card) => (
              <MetricCard key={card.title} spec={card} dashboard={dashboard.data} />
            ))}
          </div>
        ) : (
          <Alert variant="destructive">
            <AlertTitle>Could not load your analytics</AlertTitle>
            <AlertDescription>Please refresh the page to try again.</AlertDescription>
          </Alert>
        )
      ) : (
        <div className="grid gap-4">
          <Card className="grid gap-3 border-brand/50 bg-brand-soft/50 p-5" data-testid="analytics-upsell">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Sparkles className="size-5 text-brand-strong" aria-hidden="true" />
              Advanced Analytics
            </h2>
            <p className="text-sm text-muted-foreground">
              See who finds you, how your network grows and how your messages and applications do, day by day. Part of Pro and Business.
            </p>
            <ActionLink variant="brand" className="justify-self-start" to={ROUTES.subscription} label="Upgrade to Pro" />
          </Card>
          {preview.data ? (
            <Card className="grid gap-3 p-5" data-testid="analytics-preview">
              <h2 className="text-base font-semibold">Your last 30 days</h2>
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-xs text-muted-foreground">Profile views</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{preview.data.profileViews}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Search appearances</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{preview.data.searchAppearances}</dd>
                </div>
              </dl>
            </Card>
          ) : null}
        </div>
      )}
    </>
  );
}
