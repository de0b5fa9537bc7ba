import { LISTING_MESSAGES } from '@stave/contracts';
import { MarketplaceErrorCode } from '@stave/contracts/error-codes';
import { Crown } from 'lucide-react';
import { ToastAction } from '@/components/ui/toast-action';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';

export function isLimitReached(error: unknown): boolean {
  return isApiError(error) && error.code === MarketplaceErrorCode.ListingLimitReached;
}

// A refusal of a create or a relist: at the allowance, the server's words with a way to the plans
// (the toaster sits outside the router, so the page hands over its navigation).
export function listingFailedToast(title: string, error: unknown, onUpgrade: () => void): void {
  const description = errorText(error, 'Please try again.');
  toast({
    title,
    description: isLimitReached(error) ? (
      <>
        <span className="block">{description}</span>
        <ToastAction altText="See plans" onClick={onUpgrade} className="mt-3">
          <Crown className="mr-1.5 size-4" aria-hidden="true" />
          See plans
        </ToastAction>
      </>
    ) : (
      description
    ),
    variant: 'destructive',
  });
}

export const createFailedToast = (error: unknown, onUpgrade: () => void) => listingFailedToast(LISTING_MESSAGES.createFailed, error, onUpgrade);
