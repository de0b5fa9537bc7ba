import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageButtons } from '@/components/pagination/PageButtons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type QueueListProps<T> = {
  query: QueryLike<T> & { isPlaceholderData: boolean };
  loadingLabel: string;
  loading: ReactNode;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  empty: { icon: LucideIcon; title: string; description: string };
  // The empty state's button on the first page (a later page offers the way back to the first).
  emptyAction?: ReactNode;
  page: number;
  onPage: (page: number) => void;
  totalPages: (data: T) => number;
  // The page buttons' name ('Ticket pages').
  pagesLabel: string;
  // The line above the list ('3 open tickets'), with its test id.
  count: (data: T) => ReactNode;
  countTestId: string;
  // The gap between the count, the list and the page buttons.
  gap: string;
  children: (data: T) => ReactNode;
};

// One page of a staff queue (tickets, reports, inquiries): its loading, error and empty states, then the count, the
// list and the page buttons, dimmed while the next page loads.
export function QueueList<T>({
  query,
  loadingLabel,
  loading,
  errorTitle,
  isEmpty,
  empty,
  emptyAction,
  page,
  onPage,
  totalPages,
  pagesLabel,
  count,
  countTestId,
  gap,
  children,
}: QueueListProps<T>) {
  return (
    <QueryState
      query={query}
      loadingLabel={loadingLabel}
      loading={loading}
      error={{ title: errorTitle }}
      isEmpty={isEmpty}
      empty={
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          className="bg-card py-14"
          action={
            page > 1 ? (
              <Button variant="outline" onClick={() => onPage(1)}>
                Back to the first page
              </Button>
            ) : (
              emptyAction
            )
          }
        />
      }
    >
      {(data) => (
        <div className={cn('grid transition-opacity', gap, query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
          <p className="text-sm text-muted-foreground" data-testid={countTestId}>
            {count(data)}
          </p>
          {children(data)}
          <PageButtons page={page} totalPages={totalPages(data)} onPage={onPage} label={pagesLabel} />
        </div>
      )}
    </QueryState>
  );
}

// Two cards' shapes while a queue of cards loads (`className` gives their height).
export function QueueCardSkeletons({ className }: { className: string }) {
  return (
    <div className="grid gap-3">
      {[0, 1].map((i) => (
        <Skeleton key={i} className={cn('w-full rounded-xl', className)} />
      ))}
    </div>
  );
}
