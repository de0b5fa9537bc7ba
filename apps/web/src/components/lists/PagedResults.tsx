import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

// What the paged parts read of a TanStack infinite query.
export interface PagedQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
}

// The count line above a list ('12 jobs'), read out as it changes, with a spinner while the next filter's answer comes.
export function ResultsHeading({
  id,
  testId,
  refreshing,
  className,
  children,
}: {
  id: string;
  testId: string;
  refreshing?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={cn('flex items-center gap-2 text-sm font-semibold', className)} aria-live="polite" data-testid={testId}>
      {children}
      {refreshing ? <Spinner className="size-4" /> : null}
    </h2>
  );
}

export function LoadMoreButton({ query, label, className }: { query: PagedQueryLike; label: string; className?: string }) {
  return (
    <Button variant="outline" className={className} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
      {query.isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
}

// What is shown, dimmed while the next filter's or page's answer comes.
export function ResultsList({ refreshing, className, children }: { refreshing: boolean; className: string; children: ReactNode }) {
  return <div className={cn(className, 'transition-opacity', refreshing && 'opacity-60')}>{children}</div>;
}

// The loaded pages, dimmed while the next filter's answer comes, and 'Load more' while there is more.
export function PagedList({
  query,
  loadMoreLabel,
  className,
  children,
}: {
  query: PagedQueryLike;
  loadMoreLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <ResultsList refreshing={query.isPlaceholderData} className={className}>
      {children}
      {query.hasNextPage ? <LoadMoreButton query={query} label={loadMoreLabel} className="justify-self-center" /> : null}
    </ResultsList>
  );
}

// An empty list's ways on: the main one ('Post a Job') and, when filters hide everything, a way to clear them.
export function EmptyActions({ clearLabel, onClear, children }: { clearLabel?: string | null; onClear?: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {children}
      {clearLabel ? (
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden="true" />
          {clearLabel}
        </Button>
      ) : null}
    </div>
  );
}
