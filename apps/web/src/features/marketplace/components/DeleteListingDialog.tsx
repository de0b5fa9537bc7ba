import type { ListingView } from '@stave/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useDeleteListingMutation } from '../api/marketplace.queries';

type DeleteListingDialogProps = { listing: ListingView; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

export function DeleteListingDialog({ listing, onOpenChange, onDeleted }: DeleteListingDialogProps) {
  const mutation = useDeleteListingMutation();
  const confirm = () =>
    mutation.mutate(listing.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Listing deleted', description: `“${listing.title}” and its photos were removed.`, variant: 'success' });
        onDeleted?.();
      },
      onError: (error) => toast({ title: 'Failed to delete listing', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete this listing?"
      description="Its photos go with it, and anyone watching it loses it. This can't be undone."
      onConfirm={confirm}
      pending={mutation.isPending}
    />
  );
}
