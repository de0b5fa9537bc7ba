import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageButtons } from '@/components/pagination/PageButtons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// A moderators' queue under its own heading (the heading names the section).
export function QueueSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('grid', className)}>
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

type PagedQueueProps<T> = {
  query: QueryLike<T>;
  loadingLabel: string;
  // The height of the one card shown while the queue loads ('h-40').
  loadingHeight: string;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  empty: { icon: LucideIcon; title: string; description: string };
  // The list's name ('Pending reports') and its items.
  label: string;
  items: (data: T) => ReactNode;
  pagination: (data: T) => { page: number; totalPages: number };
  onPage: (page: number) => void;
  // The page buttons' name ('Report pages').
  pagesLabel: string;
};

// One page of a moderators' queue of cards (listing reports, stolen gear checks, verification requests): its loading,
// error and empty states, then the cards and the page buttons.
export function PagedQueue<T>({
  query,
  loadingLabel,
  loadingHeight,
  errorTitle,
  isEmpty,
  empty,
  label,
  items,
  pagination,
  onPage,
  pagesLabel,
}: PagedQueueProps<T>) {
  return (
    <QueryState
      query={query}
      loadingLabel={loadingLabel}
      loading={<Skeleton className={cn('w-full rounded-xl', loadingHeight)} />}
      error={{ title: errorTitle }}
      isEmpty={isEmpty}
      empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} className="bg-card py-14" />}
    >
      {(data) => (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label={label}>
            {items(data)}
          </ul>
          <PageButtons {...pagination(data)} onPage={onPage} label={pagesLabel} />
        </div>
      )}
    </QueryState>
  );
}
