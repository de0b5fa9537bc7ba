import { WifiOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';

// What a page of one item (a booking, a ticket, a thread) reads of its TanStack query.
interface ItemQuery<T> {
  data: T | undefined;
  isError: boolean;
  isRefetching: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => Promise<unknown>;
}

type ItemPageStateProps<T> = {
  query: ItemQuery<T>;
  // The item is not there for this member (404, or an id the API would not take).
  notFound: boolean;
  // What the item is called in the offline and error titles: 'booking' → 'This booking couldn't be loaded.'
  noun: string;
  notFoundState: { icon: LucideIcon; title: string; description: string; documentTitle: string };
  // The way back (a button), beside Retry and under 'not found'.
  back: ReactNode;
  // The skeleton (with the page's <title>).
  loading: ReactNode;
  children: (data: T) => ReactNode;
};

// The whole-page states of one item's page, each with its h1: not found, loaded, offline before it loaded, an error
// with Retry, loading.
export function ItemPageState<T>({ query, notFound, noun, notFoundState, back, loading, children }: ItemPageStateProps<T>) {
  if (notFound) {
    return (
      <>
        <title>{notFoundState.documentTitle}</title>
        <EmptyState
          icon={notFoundState.icon}
          titleAs="h1"
          title={notFoundState.title}
          description={notFoundState.description}
          action={back}
          className="bg-card py-16"
        />
      </>
    );
  }
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.fetchStatus === 'paused') {
    return (
      <EmptyState
        icon={WifiOff}
        titleAs="h1"
        title={`This ${noun} can't load while you're offline`}
        description="It will as soon as you're back online."
        className="bg-card py-16"
      />
    );
  }
  if (query.isError) {
    return (
      <QueryError
        titleAs="h1"
        title={`This ${noun} couldn't be loaded.`}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
        extraAction={back}
      />
    );
  }
  return <>{loading}</>;
}
