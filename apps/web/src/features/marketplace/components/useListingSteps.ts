import type { ListingView } from '@stave/contracts';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/hooks/useToast';
import { formatDayMonthYear } from '@/lib/format';
import { ROUTES } from '@/routes';
import type { LifecycleStep } from '../api/marketplace.api';
import { useStepListingMutation } from '../api/marketplace.queries';
import { listingFailedToast } from './listing-toasts';

const DONE: Record<LifecycleStep, { title: string; failed: string }> = {
  sold: { title: 'Marked as sold', failed: 'Failed to mark as sold' },
  relist: { title: 'Back on sale', failed: 'Failed to relist' },
  renew: { title: 'Listing renewed', failed: 'Failed to renew listing' },
};

// The seller's steps in a listing's life (mark sold, relist, renew), each with its toast.
export function useListingSteps() {
  const navigate = useNavigate();
  const mutation = useStepListingMutation();
  const run = (listing: ListingView, step: LifecycleStep) =>
    mutation.mutate(
      { id: listing.id, step },
      {
        onSuccess: (fresh) =>
          toast({
            title: DONE[step].title,
            description:
              step === 'sold' || !fresh.expiresAt
                ? `“${fresh.title}” is off the market.`
                : `“${fresh.title}” is for sale until ${formatDayMonthYear(fresh.expiresAt)}.`,
            variant: 'success',
          }),
        onError: (error) => listingFailedToast(DONE[step].failed, error, () => void navigate(ROUTES.subscription)),
      },
    );
  return { run, pending: mutation.isPending };
}
