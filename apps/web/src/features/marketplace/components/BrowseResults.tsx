import type { ListingView } from '@stave/contracts';
import { PackageSearch, Plus, X } from 'lucide-react';
import { ResultsHeading, ResultsList } from '@/components/lists/PagedResults';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useListingsQuery } from '../api/marketplace.queries';
import { isFiltered, type ListingFilters } from '../marketplace-filters';
import { ListingCard } from './ListingCard';
import { ListingCardSkeletons, ListingGrid } from './ListingGrid';
import { PageButtons } from '@/components/pagination/PageButtons';

type BrowseResultsProps = {
  filters: ListingFilters;
  // The signed-in member (null for a visitor).
  memberId: number | null;
  onPage: (page: number) => void;
  onClear: () => void;
  onCreate: () => void;
  onContact: (listing: ListingView) => void;
  onEdit: (listing: ListingView) => void;
};

const countText = (total: number) => (total === 1 ? '1 listing' : `${total.toLocaleString('en-GB')} listings`);

// Browse: the cards (6 skeletons while loading), numbered pages, and 'No listings found'.
export function BrowseResults({ filters, memberId, onPage, onClear, onCreate, onContact, onEdit }: BrowseResultsProps) {
  const query = useListingsQuery(filters);
  const filtered = isFiltered(filters);
  const listings = query.data?.listings ?? [];
  const pagination = query.data?.pagination;
  const refreshing = query.isPlaceholderData;
  const pastTheEnd = pagination !== undefined && listings.length === 0 && pagination.total > 0;
  const page = (next: number) => {
    onPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="listing-results-heading" className="grid gap-4">
      <ResultsHeading id="listing-results-heading" testId="listing-count" refreshing={refreshing}>
        {query.isPending ? 'Loading listings...' : countText(pagination?.total ?? 0)}
      </ResultsHeading>
      <QueryState
        query={query}
        loadingLabel="Loading listings..."
        loading={<ListingCardSkeletons count={6} />}
        error={{ title: "Listings couldn't be loaded." }}
        isEmpty={() => listings.length === 0}
        empty={
          <EmptyState
            icon={PackageSearch}
            title="No listings found"
            description={
              pastTheEnd
                ? 'There are fewer pages than this link asks for.'
                : filtered
                  ? 'Try adjusting your filters to see more results.'
                  : 'Be the first to list your equipment!'
            }
            action={
              pastTheEnd ? (
                <Button variant="outline" onClick={() => page(1)}>
                  Back to page 1
                </Button>
              ) : filtered ? (
                <ActionButton icon={X} variant="outline" onClick={onClear} label="Clear Filters" />
              ) : memberId !== null ? (
                <ActionButton icon={Plus} onClick={onCreate} label="Create First Listing" />
              ) : null
            }
            className="bg-card py-14"
          />
        }
      >
        {({ pagination: pages }) => (
          <ResultsList refreshing={refreshing} className="grid gap-6">
            <ListingGrid label="Listings">
              {listings.map((listing) => (
                <li key={listing.id} className="grid">
                  <ListingCard listing={listing} own={listing.userId === memberId} onContact={onContact} onEdit={onEdit} />
                </li>
              ))}
            </ListingGrid>
            <PageButtons page={pages.page} totalPages={pages.totalPages} onPage={page} label="Listing pages" />
          </ResultsList>
        )}
      </QueryState>
    </section>
  );
}
