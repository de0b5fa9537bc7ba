import type { CollaborationView } from '@stave/contracts';
import { Handshake, Plus } from 'lucide-react';
import { EmptyActions, PagedList, ResultsHeading } from '@/components/lists/PagedResults';
import { ActionButton } from '@/components/ui/action-button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/features/auth';
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
  const filtered = activeFilterCount(filters) > 0 || filters.search !== '';
  const mineEmpty = filters.mine && !filtered;

  return (
    <section aria-labelledby="collaboration-results-heading" className="grid grid-cols-1 gap-4">
      <ResultsHeading id="collaboration-results-heading" testId="collaboration-count" refreshing={query.isPlaceholderData}>
        {query.isPending ? 'Loading collaborations...' : countText(total)}
      </ResultsHeading>

      <QueryState
        query={query}
        loadingLabel="Loading collaborations..."
        loading={<CollaborationCardSkeletons />}
        error={{ variant: 'inline', title: "Collaborations couldn't be loaded.", className: 'rounded-xl border bg-card px-4 py-3' }}
        isEmpty={() => calls.length === 0}
        empty={
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
              <EmptyActions clearLabel={filtered ? 'Clear search and filters' : null} onClear={onClear}>
                <ActionButton icon={Plus} onClick={onPost} label="Post Collaboration" />
              </EmptyActions>
            }
            className="bg-card py-14"
          />
        }
      >
        {() => (
          <PagedList query={query} loadMoreLabel="Load more" className="grid gap-4">
            <ul className="grid grid-cols-1 gap-4" aria-label={filters.mine ? 'Your collaborations' : 'Collaborations'}>
              {calls.map((call) => (
                <li key={call.id}>
                  <CollaborationCard collaboration={call} own={call.userId === user?.id} onMessage={onMessage} />
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </QueryState>
    </section>
  );
}
