import type { ListingView } from '@stave/contracts';
import { Bookmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { useSaveListingMutation } from '../api/marketplace.queries';

// Save / Saved (the watch list: told when the price drops or it sells). A toggle that flips at once.
export function SaveListingButton({ listing, compact = false }: { listing: ListingView; compact?: boolean }) {
  const mutation = useSaveListingMutation();
  const toggle = () =>
    mutation.mutate(
      { id: listing.id, save: !listing.isSaved },
      {
        onSuccess: (saved) =>
          toast(
            saved
              ? { title: 'Saved to your watch list', description: 'We’ll tell you if the price drops or it sells.', variant: 'success' }
              : { title: 'Removed from your watch list' },
          ),
        onError: (error) => toast({ title: 'Failed to update your watch list', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  const icon = <Bookmark aria-hidden="true" className={cn(listing.isSaved && 'fill-current text-brand-strong')} />;
  return compact ? (
    <Button
      variant="ghost"
      size="icon-sm"
      className="-mt-1 -mr-1 shrink-0"
      onClick={toggle}
      aria-pressed={listing.isSaved}
      aria-label={`${listing.isSaved ? 'Saved' : 'Save'}: ${listing.title}`}
    >
      {icon}
    </Button>
  ) : (
    <Button variant="outline" onClick={toggle} aria-pressed={listing.isSaved} data-testid="save-listing">
      {icon}
      {listing.isSaved ? 'Saved' : 'Save'}
    </Button>
  );
}
