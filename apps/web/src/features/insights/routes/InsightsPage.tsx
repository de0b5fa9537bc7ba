import { InsightsErrorCode, insightsMonthLabel, shiftMonth, type InsightsReport, type InsightsReportList } from '@stave/contracts';
import { CalendarClock, ChartNoAxesCombined, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Label } from '@/components/ui/label';
import { LoadingState, QueryError } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { SkeletonBars } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';
import { reportFilePath } from '../api/insights.api';
import { useReportListQuery, useReportQuery } from '../api/insights.queries';
import { DownloadButtons } from '../components/DownloadButtons';
import { EventsSection } from '../components/EventsSection';
import { GearTable } from '../components/GearTable';
import { HeadlineCards } from '../components/HeadlineCards';
import { InsightsUpgradeCard } from '../components/InsightsUpgradeCard';
import { JobTypesSection, SkillsSection } from '../components/JobsSections';
import { ReportSkeleton } from '../components/ReportSkeleton';
import { PARTIAL_NOTE, PRIVACY_NOTE, chosenMonth, monthOptionLabel } from '../insights-format';

const TITLE = 'Insight reports';
const DESCRIPTION = 'A monthly view of the music industry on Stave: the skills jobs ask for, gear prices and where events happen.';

const GENERATED = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const refusedForPlan = (error: unknown) => isApiError(error) && error.status === 403 && error.code === InsightsErrorCode.BusinessOnly;

function Header() {
  return (
    <>
      <title>{`${TITLE} · Stave`}</title>
      <PageHeader icon={ChartNoAxesCombined} title={TITLE} description={DESCRIPTION} />
    </>
  );
}

function PrivacyNote({ minMembers }: { minMembers: number }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="insights-privacy">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
      {PRIVACY_NOTE(minMembers)}
    </p>
  );
}

function Report({ report, refetching, onRetry }: { report: InsightsReport; refetching: boolean; onRetry: () => void }) {
  const previousLabel = insightsMonthLabel(shiftMonth(report.month, -1));
  const common = { minMembers: report.minMembers, retrying: refetching, onRetry };
  return (
    <div className="grid gap-4">
      {report.partial ? (
        <Alert variant="info" data-testid="insights-partial">
          <CalendarClock aria-hidden="true" />
          <AlertTitle>{PARTIAL_NOTE}</AlertTitle>
          <AlertDescription>
            Figures as of <time dateTime={report.generatedAt}>{GENERATED.format(new Date(report.generatedAt))}</time>; they change until the month ends.
          </AlertDescription>
        </Alert>
      ) : null}
      <HeadlineCards report={report} previousLabel={previousLabel} />
      <div className="grid gap-4 lg:grid-cols-2">
        <SkillsSection jobs={report.jobs} {...common} />
        <div className="grid content-start gap-4">
          <JobTypesSection jobs={report.jobs} {...common} />
          <EventsSection events={report.events} previousLabel={previousLabel} {...common} />
        </div>
      </div>
      <GearTable gear={report.gear} previousLabel={previousLabel} {...common} />
      {report.partial ? null : (
        <p className="text-xs text-muted-foreground">
          Computed <time dateTime={report.generatedAt}>{GENERATED.format(new Date(report.generatedAt))}</time>.
        </p>
      )}
    </div>
  );
}

function Reports({ list, tier }: { list: InsightsReportList; tier: Parameters<typeof InsightsUpgradeCard>[0]['tier'] }) {
  const [params, setParams] = useSearchParams();
  const month = chosenMonth(params.get('month'), list.reports);
  const query = useReportQuery(month, month !== null);
  const listed = list.reports.find((entry) => entry.month === month);
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === list.reports[0]?.month) updated.delete('month');
        else updated.set('month', next);
        return updated;
      },
      { replace: true },
    );

  if (month === null) return <p className="text-sm text-muted-foreground">No reports yet.</p>;
  if (query.isError && refusedForPlan(query.error))
    return <InsightsUpgradeCard tier={tier} message={isApiError(query.error) ? query.error.detail : undefined} />;

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <Label htmlFor="insights-month">Month</Label>
          <Select id="insights-month" value={month} onChange={(event) => choose(event.target.value)} className="sm:w-64" data-testid="insights-month">
            {listed ? null : <option value={month}>{insightsMonthLabel(month)}</option>}
            {list.reports.map((entry) => (
              <option key={entry.month} value={entry.month}>
                {monthOptionLabel(entry)}
              </option>
            ))}
          </Select>
        </div>
        <DownloadButtons month={month} urls={{ pdf: listed?.pdfUrl ?? reportFilePath(month, 'pdf'), csv: listed?.csvUrl ?? reportFilePath(month, 'csv') }} />
      </div>
      <PrivacyNote minMembers={list.minMembers} />
      {query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading the report...
          </p>
          <ReportSkeleton />
        </div>
      ) : query.data ? (
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
          <Report report={query.data} refetching={query.isRefetching} onRetry={() => void query.refetch()} />
        </div>
      ) : isApiError(query.error) && (query.error.status === 400 || query.error.status === 404) ? (
        <Alert variant="info" role="alert">
          <AlertTitle>{query.error.detail}</AlertTitle>
          <AlertDescription>
            <ActionLink variant="link" className="h-auto p-0" to={ROUTES.insights} label="Read the latest report" />
          </AlertDescription>
        </Alert>
      ) : (
        <ReportsError title="The report couldn't be loaded." query={query} />
      )}
    </div>
  );
}

// The error under a report or the list, with Retry; a 502 says the report services are not answering.
function ReportsError({ title, query }: { title: string; query: { error: unknown; isRefetching: boolean; refetch: () => Promise<unknown> } }) {
  return (
    <QueryError
      title={title}
      description={
        isApiError(query.error) && query.error.status === 502 ? 'The report services are not answering right now. Try again in a moment.' : undefined
      }
      retrying={query.isRefetching}
      onRetry={() => void query.refetch()}
    />
  );
}

// /insights: the monthly industry insight reports for Business members (docs/insights.md). Free and Pro
// members see what the reports hold and the way to Business, without asking for them; should the server still refuse
// (the plan changed since the app last read it), its message shows instead.
export function InsightsPage() {
  const { user } = useAuth();
  const business = user?.subscriptionTier === 'business';
  const list = useReportListQuery(business);

  if (!user) return <SignInPrompt page={TITLE} title="Please Log In" description="Log in to read the industry insight reports." actionLabel="Log In" />;

  return (
    <>
      <Header />
      {!business ? (
        <InsightsUpgradeCard tier={user.subscriptionTier} />
      ) : list.isPending ? (
        <LoadingState label="Loading the reports..." className="grid gap-5">
          <SkeletonBars bars={['h-16 w-64 max-w-full', 'h-10 w-72 max-w-full']} className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" />
          <ReportSkeleton />
        </LoadingState>
      ) : list.data ? (
        <Reports list={list.data} tier={user.subscriptionTier} />
      ) : refusedForPlan(list.error) ? (
        <InsightsUpgradeCard tier={user.subscriptionTier} message={isApiError(list.error) ? list.error.detail : undefined} />
      ) : (
        <ReportsError title="The reports couldn't be loaded." query={list} />
      )}
    </>
  );
}
