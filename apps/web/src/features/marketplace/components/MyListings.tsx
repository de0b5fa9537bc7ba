import type { ListingView } from '@stave/contracts';
import { PackageOpen, Plus } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useMyListingsQuery } from '../api/marketplace.queries';
import { AllowanceLine } from './AllowanceLine';
import { ListingCard } from './ListingCard';
import { ListingCardSkeletons, ListingGrid } from './ListingGrid';
import { ListingOwnerMenu } from './ListingOwnerMenu';
import { HiddenNotice, ListingStatusLine } from './ListingStatus';

type MyListingsProps = { onCreate: () => void; onEdit: (listing: ListingView) => void };

const ignore = () => undefined;

// Mine ('Your Listings'): every one of the member's listings in every state, 3 skeletons
// while loading, 'No listings yet' when there are none.
export function MyListings({ onCreate, onEdit }: MyListingsProps) {
  const query = useMyListingsQuery(true);
  return (
    <section aria-labelledby="my-listings-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="my-listings-heading" className="text-lg font-semibold tracking-tight">
            Your Listings
          </h2>
          <AllowanceLine />
        </div>
        <ActionButton icon={Plus} onClick={onCreate} label="Add New Listing" />
      </div>
      <QueryState
        query={query}
        loadingLabel="Loading your listings..."
        loading={<ListingCardSkeletons count={3} />}
        error={{ title: "Your listings couldn't be loaded." }}
        empty={
          <EmptyState
            icon={PackageOpen}
            title="No listings yet"
            description="Gear you list shows here, whether it's for sale, sold or expired."
            action={<ActionButton icon={Plus} onClick={onCreate} label="Create Your First Listing" />}
            className="bg-card py-14"
          />
        }
      >
        {(listings) => (
          <ListingGrid label="Your listings">
            {listings.map((listing) => (
              <li key={listing.id} className="grid">
                <ListingCard
                  listing={listing}
                  own
                  onContact={ignore}
                  onEdit={onEdit}
                  status={
                    <>
                      <ListingStatusLine listing={listing} />
                      <HiddenNotice listing={listing} />
                    </>
                  }
                  menu={<ListingOwnerMenu listing={listing} onEdit={onEdit} />}
                />
              </li>
            ))}
          </ListingGrid>
        )}
      </QueryState>
    </section>
  );
}
