import { FileText, RefreshCw, Search } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/useNow';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { useMyApplicationsQuery } from '../api/jobs.queries';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

// 'My applications': where each of the member's applications stands.
export function MyApplicationsList({ onBrowse }: { onBrowse: () => void }) {
  const now = useNow();
  const query = useMyApplicationsQuery();
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your applications..."
      loading={<SkeletonList count={3} className="grid gap-3" bar="h-20 rounded-xl" />}
      error={{ icon: RefreshCw, title: "Couldn't load your applications" }}
      empty={
        <EmptyState
          icon={FileText}
          title="No applications yet"
          description="Jobs you apply for appear here with where each application stands."
          action={<ActionButton icon={Search} onClick={onBrowse} label="Browse jobs" />}
          className="bg-card py-14"
        />
      }
    >
      {(list) => (
        <ul className="grid gap-3" aria-label="My applications">
          {list.map((application) => (
            <li key={application.id}>
              <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="my-application">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{application.job.title}</p>
                  <p className="text-[13px] text-muted-foreground">
                    {[application.job.companyName, application.job.status === 'closed' ? 'Closed' : null].filter(Boolean).join(' · ')}
                    {application.job.companyName || application.job.status === 'closed' ? ' · ' : ''}
                    Applied{' '}
                    <time dateTime={application.createdAt} title={fullDateTime(application.createdAt)}>
                      {relativeTime(application.createdAt, now).toLowerCase()}
                    </time>
                  </p>
                </div>
                <ApplicationStatusBadge status={application.status} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
