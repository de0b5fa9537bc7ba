import { Bookmark, RefreshCw, Search } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useSavedJobsQuery } from '../api/jobs.queries';
import { JobCardSkeletons } from './JobCardSkeleton';
import { JobList, type JobActions } from './JobList';

export function SavedJobsList({ onBrowse, ...actions }: JobActions & { onBrowse: () => void }) {
  const query = useSavedJobsQuery();
  return (
    <QueryState
      query={query}
      loadingLabel="Loading saved jobs..."
      loading={<JobCardSkeletons count={2} />}
      error={{ icon: RefreshCw, title: "Couldn't load your saved jobs" }}
      empty={
        <EmptyState
          icon={Bookmark}
          title="No saved jobs"
          description="Save a job to come back to it later."
          action={<ActionButton icon={Search} onClick={onBrowse} label="Browse jobs" />}
          className="bg-card py-14"
        />
      }
    >
      {(jobs) => <JobList jobs={jobs} label="Saved jobs" {...actions} />}
    </QueryState>
  );
}
