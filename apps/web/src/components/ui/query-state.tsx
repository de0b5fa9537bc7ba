import { RefreshCw, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { cn } from '@/lib/cn';

// What QueryState reads of a TanStack query (useQuery and useInfiniteQuery results both fit).
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  // 'paused': waiting for the network (TanStack holds a query's fetch while the browser is offline).
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch: () => Promise<unknown>;
}

// What a query that has nothing to show says while the browser is offline, instead of a skeleton that never fills or
// 'something went wrong on our side' (it did not).
export const OFFLINE_TITLE = 'You’re offline';
const OFFLINE_DESCRIPTION = 'This loads when you’re back online.';

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

type QueryStateProps<T> = {
  query: QueryLike<T>;
  // Skeleton shaped like the content; wrapped in aria-busy with `loadingLabel` read out.
  loading: ReactNode;
  loadingLabel: string;
  // 'card': the dashed error card ('Failed to load posts'); 'inline': one line inside a small panel.
  error: Omit<QueryErrorProps, 'retrying' | 'onRetry'>;
  // Shown instead of children when the loaded data holds nothing (by default, with `empty` given: an empty list).
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
};

// The loading / error-with-Retry / empty / loaded states every list and section goes through, in
// one place. Data already shown stays shown when a later refetch fails (the error is for a query
// that has nothing to show).
export function QueryState<T>({ query, loading, loadingLabel, error, isEmpty, empty, className, children }: QueryStateProps<T>) {
  const online = useOnlineStatus();
  // Nothing to show and no network: waiting for it (the held fetch goes on by itself when it is back), or failed for
  // want of it (Retry, once back).
  if (query.data === undefined && (query.fetchStatus === 'paused' || (!online && !query.isPending))) {
    return (
      <QueryError
        key="offline"
        {...error}
        icon={WifiOff}
        title={OFFLINE_TITLE}
        description={OFFLINE_DESCRIPTION}
        retrying={query.isRefetching}
        onRetry={query.fetchStatus === 'paused' ? undefined : () => void query.refetch()}
      />
    );
  }
  // Each state is keyed: React would otherwise reuse the skeleton's wrapper for the first element of what
  // replaces it (the feed's 'You're all caught up' line took over the skeleton list's box), and a box that moves
  // counts as a layout shift (CLS) even though the content is new.
  if (query.isPending) {
    return (
      <LoadingState key="loading" label={loadingLabel} className={className}>
        {loading}
      </LoadingState>
    );
  }
  if (query.data === undefined) {
    return <QueryError key="error" {...error} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  }
  if ((isEmpty ?? (empty === undefined ? undefined : emptyList))?.(query.data)) return <Fragment key="empty">{empty ?? null}</Fragment>;
  return <Fragment key="data">{children(query.data)}</Fragment>;
}

// A placeholder shaped like what is coming, marked busy, with `label` read out.
export function LoadingState({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

type QueryErrorProps = {
  title: string;
  description?: string;
  icon?: LucideIcon;
  variant?: 'card' | 'inline';
  // 'h1' when the error is the whole page.
  titleAs?: 'p' | 'h1' | 'h2';
  // Beside Retry (e.g. a way back).
  extraAction?: ReactNode;
  className?: string;
  retrying?: boolean;
  // None: nothing to retry yet (offline, the fetch held until the network is back).
  onRetry?: () => void;
};

export function QueryError({
  title,
  description,
  icon = TriangleAlert,
  variant = 'card',
  titleAs,
  extraAction,
  className,
  retrying = false,
  onRetry,
}: QueryErrorProps) {
  const retry = onRetry ? (
    <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
      {retrying ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden="true" />}
      Retry
    </Button>
  ) : null;
  if (variant === 'inline') {
    return (
      <div role="alert" className={cn('flex flex-wrap items-center justify-between gap-2 text-[13px] text-muted-foreground', className)}>
        <span>{title}</span>
        {retry}
      </div>
    );
  }
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={icon}
        tone="error"
        titleAs={titleAs}
        title={title}
        description={description ?? 'Something went wrong on our side. Try again in a moment.'}
        action={
          extraAction && retry ? (
            <div className="flex flex-wrap justify-center gap-2">
              {retry}
              {extraAction}
            </div>
          ) : (
            (retry ?? extraAction)
          )
        }
        className="bg-card"
      />
    </div>
  );
}
