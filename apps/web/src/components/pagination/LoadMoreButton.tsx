import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type LoadMoreButtonProps = {
  // A TanStack infinite query's next page.
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

// 'Load more' under a list paged by the server's x-next-page; nothing once the last page is in.
export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <Button variant="outline" className="justify-self-center" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
      {isFetchingNextPage ? <Spinner className="size-4" /> : null}
      {isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
