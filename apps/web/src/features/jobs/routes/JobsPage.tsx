import type { JobSort, JobView } from '@stave/contracts';
import { Briefcase, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListPageHeader } from '@/components/lists/ListPageHeader';
import { ViewTabsList } from '@/components/lists/ViewTabsList';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { withParam } from '@/lib/url-params';
import { ROUTES } from '@/routes';
import { jobKeys, useJobLocationsQuery } from '../api/jobs.queries';
import { ApplicationUsageCard } from '../components/ApplicationUsageCard';
import { JobFiltersCard, type FilterKey } from '../components/JobFiltersCard';
import { JobResults } from '../components/JobResults';
import { BOARD_VIEWS, PARAM, readFilters, readView, withoutFilters, type BoardView } from '../job-filters';

// The board's first paint is the list; the other views and the dialogs load when opened (docs/web.md, Bundle).
const ApplicantsDialog = lazy(() => import('../components/ApplicantsDialog').then((m) => ({ default: m.ApplicantsDialog })));
const ApplyDialog = lazy(() => import('../components/ApplyDialog').then((m) => ({ default: m.ApplyDialog })));
const PostJobDialog = lazy(() => import('../components/PostJobDialog').then((m) => ({ default: m.PostJobDialog })));
const SavedJobsList = lazy(() => import('../components/SavedJobsList').then((m) => ({ default: m.SavedJobsList })));
const MyApplicationsList = lazy(() => import('../components/MyApplicationsList').then((m) => ({ default: m.MyApplicationsList })));

const VIEW_LABELS: Record<BoardView, string> = { all: 'All jobs', mine: 'My jobs', saved: 'Saved', applications: 'My applications' };

// Jobs (/jobs) with additions: the server filters, sorts and pages; filters,
// sort and the view live in the URL.
export function JobsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const filters = readFilters(params);
  const locations = useJobLocationsQuery();
  const [posting, setPosting] = useState<number | null>(null);
  const [applyingTo, setApplyingTo] = useState<JobView | null>(null);
  const [reviewing, setReviewing] = useState<JobView | null>(null);

  // Typing in the search box replaces the entry; a choice is a step Back can undo.
  const setFilter = (key: FilterKey | 'sort', value: string | undefined) =>
    setParams((current) => withParam(current, PARAM[key], value), { replace: key === 'search' });
  const setView = (next: string) => setParams((current) => withParam(current, PARAM.view, next === 'all' ? undefined : next));
  const clear = () => setParams((current) => withoutFilters(current));
  const openPost = () => setPosting(Date.now());
  const actions = { onApply: setApplyingTo, onApplicants: setReviewing };
  const browse = () => setView('all');

  const results = (
    <div className="grid gap-4">
      <JobFiltersCard filters={filters} foundLocations={locations.data ?? []} onChange={setFilter} onClear={clear} />
      <JobResults filters={filters} onSort={(sort: JobSort) => setFilter('sort', sort)} onPost={openPost} onClear={clear} {...actions} />
    </div>
  );

  return (
    <>
      <ListPageHeader
        documentTitle="Jobs · Stave"
        icon={Briefcase}
        title="Jobs"
        description="Roles across the UK music industry, and a place to post your own."
        actions={<ActionButton icon={Plus} onClick={openPost} label="Post a Job" />}
        queryKey={jobKeys.root}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Tabs value={view} onValueChange={setView} className="min-w-0">
          <ViewTabsList views={BOARD_VIEWS} labels={VIEW_LABELS} />
          <TabsContent value="all">{view === 'all' ? results : null}</TabsContent>
          <TabsContent value="mine">{view === 'mine' ? results : null}</TabsContent>
          <TabsContent value="saved">
            <Suspense fallback={<ViewLoading />}>
              <SavedJobsList onBrowse={browse} {...actions} />
            </Suspense>
          </TabsContent>
          <TabsContent value="applications">
            <Suspense fallback={<ViewLoading />}>
              <MyApplicationsList onBrowse={browse} />
            </Suspense>
          </TabsContent>
        </Tabs>
        <aside className="grid content-start gap-4" aria-label="Job tools">
          <ApplicationUsageCard />
          <Card className="hidden p-5 lg:block">
            <p className="text-sm font-semibold">Hiring?</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Post a role for free. Applicants reach you with their profile and a cover message, and you shortlist from the same page.
            </p>
            <Button variant="link" className="mt-2 h-auto p-0" onClick={openPost}>
              Post a Job
            </Button>
          </Card>
        </aside>
      </div>
      <Suspense fallback={null}>
        {posting !== null ? <PostJobDialog key={posting} open onOpenChange={(open) => (open ? undefined : setPosting(null))} /> : null}
        {applyingTo ? (
          <ApplyDialog
            key={applyingTo.id}
            job={applyingTo}
            open
            onOpenChange={(open) => (open ? undefined : setApplyingTo(null))}
            onUpgrade={() => navigate(ROUTES.subscription)}
          />
        ) : null}
        {reviewing ? <ApplicantsDialog key={reviewing.id} job={reviewing} open onOpenChange={(open) => (open ? undefined : setReviewing(null))} /> : null}
      </Suspense>
    </>
  );
}

function ViewLoading() {
  return (
    <p role="status" className="py-8 text-center text-sm text-muted-foreground">
      Loading…
    </p>
  );
}
