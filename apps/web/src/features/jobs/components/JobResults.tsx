import { JOB_SORTS, type JobSort } from '@stave/contracts';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useId } from 'react';
import { EmptyActions, PagedList, ResultsHeading } from '@/components/lists/PagedResults';
import { ActionButton } from '@/components/ui/action-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState, QueryError } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { useJobsQuery } from '../api/jobs.queries';
import { SORT_LABELS, activeFilterCount, effectiveSort, type JobFilters } from '../job-filters';
import { JobCardSkeletons } from './JobCardSkeleton';
import { JobList, type JobActions } from './JobList';

type JobResultsProps = JobActions & {
  filters: JobFilters;
  onSort: (sort: JobSort) => void;
  onPost: () => void;
  onClear: () => void;
};

function countText(total: number, capped: boolean): string {
  if (capped) return `${total.toLocaleString('en-GB')}+ jobs`;
  return total === 1 ? '1 job' : `${total.toLocaleString('en-GB')} jobs`;
}

// Results: the count, the sort dropdown (now working: the server sorts), the cards, and
// 'No jobs found' with Post a Job. A failed list is an empty list (docs/api.md), with Retry above it.
export function JobResults({ filters, onSort, onPost, onClear, ...actions }: JobResultsProps) {
  const sortId = useId();
  const query = useJobsQuery(filters);
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;
  const sorts = JOB_SORTS.filter((sort) => sort !== 'relevance' || filters.search);
  const filtered = activeFilterCount(filters) > 0;

  return (
    <section aria-labelledby="job-results-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResultsHeading id="job-results-heading" testId="job-count" refreshing={query.isPlaceholderData}>
          {query.isPending ? 'Loading jobs...' : countText(total, first?.capped ?? false)}
        </ResultsHeading>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-[13px] whitespace-nowrap text-muted-foreground">
            Sort by
          </label>
          <Select id={sortId} name="sort" value={effectiveSort(filters)} onChange={(event) => onSort(event.target.value as JobSort)} className="h-9 w-40">
            <SelectOptions options={sorts} label={(sort) => SORT_LABELS[sort]} />
          </Select>
        </div>
      </div>

      {query.isError && !query.data ? (
        <QueryError
          variant="inline"
          title="Jobs couldn't be loaded."
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
          className="rounded-xl border bg-card px-4 py-3"
        />
      ) : null}

      {query.isPending ? (
        <LoadingState label="Loading jobs...">
          <JobCardSkeletons />
        </LoadingState>
      ) : jobs.length === 0 ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="No jobs found"
          description={
            filtered
              ? 'Nothing matches these filters. Try a wider search, or post the role you are looking for.'
              : filters.mine
                ? "You haven't posted a job yet."
                : 'Be the first to post a role for the community.'
          }
          action={
            <EmptyActions clearLabel={filtered ? 'Clear filters' : null} onClear={onClear}>
              <ActionButton icon={Plus} onClick={onPost} label="Post a Job" />
            </EmptyActions>
          }
          className="bg-card py-14"
        />
      ) : (
        <PagedList query={query} loadMoreLabel="Load more jobs" className="grid gap-4">
          <JobList jobs={jobs} label={filters.mine ? 'Your jobs' : 'Jobs'} {...actions} />
        </PagedList>
      )}
    </section>
  );
}
