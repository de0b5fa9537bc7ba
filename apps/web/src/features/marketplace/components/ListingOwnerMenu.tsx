import type { ListingView } from '@stave/contracts';
import { CalendarClock, CircleCheck, MoreHorizontal, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { DeleteListingDialog } from './DeleteListingDialog';
import { useListingSteps } from './useListingSteps';

// The seller's menu on 'Your Listings' (spec §2: Edit Listing / Delete Listing), with a listing's
// life: mark sold or renew while for sale, relist once sold or expired.
export function ListingOwnerMenu({ listing, onEdit }: { listing: ListingView; onEdit: (listing: ListingView) => void }) {
  const [deleting, setDeleting] = useState(false);
  const steps = useListingSteps();
  const active = listing.status === 'active';
  const relistable = listing.status === 'sold' || listing.status === 'expired';
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" className="-mt-1 -mr-1 shrink-0" aria-label={`Manage ${listing.title}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onEdit(listing)} disabled={listing.status === 'removed'}>
            <Pencil aria-hidden="true" />
            Edit Listing
          </DropdownMenuItem>
          {active ? (
            <>
              <DropdownMenuItem onSelect={() => steps.run(listing, 'sold')} disabled={steps.pending}>
                <CircleCheck aria-hidden="true" />
                Mark as sold
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => steps.run(listing, 'renew')} disabled={steps.pending}>
                <CalendarClock aria-hidden="true" />
                Renew
              </DropdownMenuItem>
            </>
          ) : null}
          {relistable ? (
            <DropdownMenuItem onSelect={() => steps.run(listing, 'relist')} disabled={steps.pending}>
              <RotateCcw aria-hidden="true" />
              Relist
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete Listing
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {deleting ? <DeleteListingDialog listing={listing} onOpenChange={setDeleting} /> : null}
    </>
  );
}
