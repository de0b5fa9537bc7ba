import type { ListingView } from '@stave/contracts';
import { CalendarClock, CircleCheck, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { ManageMenu } from '@/components/ui/manage-menu';
import { DeleteListingDialog } from './DeleteListingDialog';
import { useListingSteps } from './useListingSteps';

// The seller's menu on 'Your Listings' (Edit Listing / Delete Listing), with a listing's
// life: mark sold or renew while for sale, relist once sold or expired.
export function ListingOwnerMenu({ listing, onEdit }: { listing: ListingView; onEdit: (listing: ListingView) => void }) {
  const [deleting, setDeleting] = useState(false);
  const steps = useListingSteps();
  const active = listing.status === 'active';
  const relistable = listing.status === 'sold' || listing.status === 'expired';
  return (
    <>
      <ManageMenu title={listing.title}>
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
      </ManageMenu>
      {deleting ? <DeleteListingDialog listing={listing} onOpenChange={setDeleting} /> : null}
    </>
  );
}
