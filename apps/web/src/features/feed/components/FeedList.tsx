import { ChevronDown, CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useHomeFeedQuery } from '@/features/feed/api/feed.queries';
import { PostCard } from '@/features/feed/components/PostCard';
import { PostCardSkeleton } from '@/features/feed/components/PostCardSkeleton';

// Pages fetched by scrolling alone; after that a button asks, so the footer stays reachable.
const AUTO_PAGES = 4;

type FeedListProps = {
  retries: number;
  empty: ReactNode;
};

// Spec §2 feed states: three skeleton cards, 'Failed to load posts' with Retry, a welcome text
// when empty, then the posts; older pages follow the x-next-cursor as the reader scrolls.
export function FeedList({ retries, empty }: FeedListProps) {
  const query = useHomeFeedQuery(retries);
  const sentinel = useRef<HTMLDivElement>(null);
  const pageCount = query.data?.pages.length ?? 0;
  const autoLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && pageCount < AUTO_PAGES;
  const { fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !autoLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading posts...
        </p>
        {[0, 1, 2].map((i) => (
          <PostCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  // A failed next page (or background refresh) keeps the posts already shown.
  if (!query.data) {
    return (
      <EmptyState
        icon={TriangleAlert}
        tone="error"
        title="Failed to load posts"
        description="We couldn't reach the feed just now. Check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isRefetching}>
            {query.isRefetching ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden="true" />}
            Retry
          </Button>
        }
        className="bg-card"
      />
    );
  }

  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <>{empty}</>;

  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-1 gap-4" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex min-h-12 items-center justify-center" aria-live="polite">
        {query.isFetchingNextPage ? (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            Loading more posts...
          </span>
        ) : query.isFetchNextPageError ? (
          <span className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground" role="alert">
            Couldn't load more posts.
            <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
          </span>
        ) : query.hasNextPage ? (
          <Button variant="outline" onClick={() => void query.fetchNextPage()}>
            <ChevronDown aria-hidden="true" />
            Load more posts
          </Button>
        ) : (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <CircleCheck className="size-4 text-success" aria-hidden="true" />
            You're all caught up
          </span>
        )}
      </div>
    </div>
  );
}
