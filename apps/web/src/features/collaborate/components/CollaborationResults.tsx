import type { CollaborationView } from '@stave/contracts';
import { Handshake, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useCollaborationsQuery } from '../api/collaborations.queries';
import { activeFilterCount, type CollaborationFilters } from '../collaboration-filters';
import { CollaborationCard } from './CollaborationCard';
import { CollaborationCardSkeletons } from './CollaborationCardSkeleton';

type CollaborationResultsProps = {
  filters: CollaborationFilters;
  onMessage: (collaboration: CollaborationView) => void;
  onPost: () => void;
  onClear: () => void;
};

const countText = (total: number) => (total === 1 ? '1 collaboration' : `${total.toLocaleString('en-GB')} collaborations`);

// The cards, newest first (docs/product-rules.md), paged by the server's x-next-page; the spec's empty texts.
export function CollaborationResults({ filters, onMessage, onPost, onClear }: CollaborationResultsProps) {
  const { user } = useAuth();
  const query = useCollaborationsQuery(filters);
  const calls = query.data?.pages.flatMap((page) => page.collaborations) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const refreshing = query.isPlaceholderData;
  const filtered = activeFilterCount(filters) > 0 || filters.search !== '';
  const mineEmpty = filters.mine && !filtered;

  return (
    <section aria-labelledby="collaboration-results-heading" className="grid grid-cols-1 gap-4">
      <h2 id="collaboration-results-heading" className="flex items-center gap-2 text-sm font-semibold" aria-live="polite" data-testid="collaboration-count">
        {query.isPending ? 'Loading collaborations...' : countText(total)}
        {refreshing ? <Spinner className="size-4" /> : null}
      </h2>

      {query.isError && !query.data ? (
        <QueryError
          variant="inline"
          title="Collaborations couldn't be loaded."
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
          className="rounded-xl border bg-card px-4 py-3"
        />
      ) : query.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading collaborations...
          </p>
          <CollaborationCardSkeletons />
        </div>
      ) : calls.length === 0 ? (
        <EmptyState
          icon={Handshake}
          title={mineEmpty ? "You haven't posted any collaboration requests yet." : 'No collaborations found'}
          description={
            mineEmpty
              ? 'Post what you are making and who you need; it shows here with the responses it gets.'
              : filtered
                ? 'Nothing matches this search. Try fewer filters, or post the collaboration you are looking for.'
                : 'Be the first to post a collaboration for the community.'
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={onPost}>
                <Plus aria-hidden="true" />
                Post Collaboration
              </Button>
              {filtered ? (
                <Button variant="outline" onClick={onClear}>
                  <X aria-hidden="true" />
                  Clear search and filters
                </Button>
              ) : null}
            </div>
          }
          className="bg-card py-14"
        />
      ) : (
        <div className={cn('grid gap-4 transition-opacity', refreshing && 'opacity-60')}>
          <ul className="grid grid-cols-1 gap-4" aria-label={filters.mine ? 'Your collaborations' : 'Collaborations'}>
            {calls.map((call) => (
              <li key={call.id}>
                <CollaborationCard collaboration={call} own={call.userId === user?.id} onMessage={onMessage} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
