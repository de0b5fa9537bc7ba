import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ChevronDown, CircleCheck, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import type { PostPage } from '@/features/feed/api/feed.api';
import { useHomeFeedQuery } from '@/features/feed/api/feed.queries';
import { PostCard } from '@/features/feed/components/PostCard';
import { PostCardSkeleton } from '@/features/feed/components/PostCardSkeleton';

// Pages fetched by scrolling alone; after that a button asks, so the footer stays reachable.
const AUTO_PAGES = 4;

export type PostPagesQuery = UseInfiniteQueryResult<InfiniteData<PostPage, unknown>, unknown>;

type PagedPostListProps = {
  query: PostPagesQuery;
  empty: ReactNode;
  // What the list is, for screen readers ('Posts', 'Posts tagged #Soul').
  label?: string;
};

// Feed states: three skeleton cards, 'Failed to load posts' with Retry, the empty state,
// then the posts; older pages follow the x-next-cursor as the reader scrolls.
export function PagedPostList({ query, empty, label = 'Posts' }: PagedPostListProps) {
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

  return (
    <QueryState
      query={query}
      loadingLabel="Loading posts..."
      loading={
        <div className="grid grid-cols-1 gap-4">
          {[0, 1, 2].map((i) => (
            <PostCardSkeleton key={i} />
          ))}
        </div>
      }
      error={{ title: 'Failed to load posts', description: "We couldn't reach the feed just now. Check your connection and try again." }}
      isEmpty={(data) => data.pages.every((page) => page.posts.length === 0)}
      empty={empty}
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-4">
          <ul className="grid grid-cols-1 gap-4" aria-label={label}>
            {data.pages
              .flatMap((page) => page.posts)
              .map((post) => (
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
      )}
    </QueryState>
  );
}

// The home feed (dashboard, activity feed).
export function FeedList({ retries, empty }: { retries: number; empty: ReactNode }) {
  return <PagedPostList query={useHomeFeedQuery(retries)} empty={empty} />;
}
