import type { ListingView } from '@stave/contracts';
import { Bookmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useSavedQuery } from '../api/marketplace.queries';
import { ListingCard } from './ListingCard';
import { ListingCardSkeletons, ListingGrid } from './ListingGrid';
import { ListingStatusLine } from './ListingStatus';
import { SaveListingButton } from './SaveListingButton';

type WatchingListProps = { onBrowse: () => void; onContact: (listing: ListingView) => void; onEdit: (listing: ListingView) => void };

// The member's watch list (GET /api/marketplace/saved): for sale, and sold since they saved it.
export function WatchingList({ onBrowse, onContact, onEdit }: WatchingListProps) {
  const query = useSavedQuery(true);
  return (
    <section aria-labelledby="watching-heading" className="grid gap-4">
      <h2 id="watching-heading" className="text-lg font-semibold tracking-tight">
        Watching
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading your watch list..."
        loading={<ListingCardSkeletons count={3} />}
        error={{ title: "Your watch list couldn't be loaded." }}
        empty={
          <EmptyState
            icon={Bookmark}
            title="Nothing on your watch list"
            description="Save a listing to hear when its price drops or it sells."
            action={<Button onClick={onBrowse}>Browse listings</Button>}
            className="bg-card py-14"
          />
        }
      >
        {(listings) => (
          <ListingGrid label="Listings you are watching">
            {listings.map((listing) => (
              <li key={listing.id} className="grid">
                <ListingCard
                  listing={listing}
                  own={false}
                  onContact={onContact}
                  onEdit={onEdit}
                  status={listing.status === 'active' ? null : <ListingStatusLine listing={listing} />}
                  menu={<SaveListingButton listing={listing} compact />}
                />
              </li>
            ))}
          </ListingGrid>
        )}
      </QueryState>
    </section>
  );
}
