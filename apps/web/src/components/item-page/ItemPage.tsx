import { ChevronRight, WifiOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OfflineBanner } from '@/components/layout/OfflineBanner';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';

export const crumbLinkClass = 'rounded-sm font-medium hover:text-foreground hover:underline';

type ItemBreadcrumbProps = {
  // The list the item belongs to, first.
  root: { to: string; label: ReactNode };
  // The item's own place (a link or the current page), after a chevron; nothing until it is known.
  children?: ReactNode;
};

// 'Forum › Category' or 'Support › Ticket #12', above one item's page.
export function ItemBreadcrumb({ root, children }: ItemBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        <li>
          <Link to={root.to} className={crumbLinkClass}>
            {root.label}
          </Link>
        </li>
        {children ? (
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden="true" />
            {children}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

// What ItemPage reads of the item's query.
type ItemQuery = {
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isError: boolean;
  isRefetching: boolean;
  refetch: () => Promise<unknown>;
};

type ItemPageProps = {
  // The max width (the page is centred).
  className?: string;
  onReconnect: () => void;
  breadcrumb: ReactNode;
  query: ItemQuery;
  // 'thread', 'ticket': in the offline and error titles.
  noun: string;
  notFound: false | { pageTitle: string; title: string; description: string; icon: LucideIcon };
  // The way back to the list, under 'not found' and the error.
  back: ReactNode;
  loading: { pageTitle: string; label: string; skeleton: ReactNode };
  // The item once loaded.
  children?: ReactNode;
  // The item was removed here: nothing shows while the page leaves.
  removed?: boolean;
};

// One item's page (a forum thread, a support ticket): the breadcrumb, then the item or its not-found / offline /
// error / loading state, with an offline banner that refetches on reconnect.
export function ItemPage({ className, onReconnect, breadcrumb, query, noun, notFound, back, loading, children, removed }: ItemPageProps) {
  let body: ReactNode;
  if (removed) {
    body = null;
  } else if (notFound) {
    body = (
      <>
        <title>{notFound.pageTitle}</title>
        <EmptyState icon={notFound.icon} titleAs="h1" title={notFound.title} description={notFound.description} action={back} className="bg-card py-16" />
      </>
    );
  } else if (children) {
    body = children;
  } else if (query.fetchStatus === 'paused') {
    body = (
      <EmptyState
        icon={WifiOff}
        titleAs="h1"
        title={`This ${noun} can't load while you're offline`}
        description="It will as soon as you're back online."
        className="bg-card py-16"
      />
    );
  } else if (query.isError) {
    body = (
      <QueryError
        titleAs="h1"
        title={`This ${noun} couldn't be loaded.`}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
        extraAction={back}
      />
    );
  } else {
    body = (
      <>
        <title>{loading.pageTitle}</title>
        <div aria-busy="true" className="grid gap-6">
          <p role="status" className="sr-only">
            {loading.label}
          </p>
          {loading.skeleton}
        </div>
      </>
    );
  }

  return (
    <div className={cn('mx-auto w-full', className)}>
      <OfflineBanner onReconnect={onReconnect} />
      <div className="grid grid-cols-1 gap-6">
        {breadcrumb}
        {body}
      </div>
    </div>
  );
}
