import type { ApplyResult } from '@stave/contracts';
import { CommonErrorCode } from '@stave/contracts/error-codes';
import { Crown } from 'lucide-react';
import { ToastAction } from '@/components/ui/toast-action';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';

// Texts for applying, saving and posting, word for word.
export const UPGRADE_FOR_APPLICATIONS = 'Upgrade to Pro (£14.99/month) for unlimited applications, AI matching, and more features.';
export const CONTACT_UNAVAILABLE = {
  title: 'Contact Information Unavailable',
  description: 'Contact information not available for this job. Please contact the company directly.',
} as const;

// '{count}/{limit} applications used this month', or unlimited (limit -1).
export function usageText(usage: ApplyResult['usage']): string {
  return usage.limit < 0 ? 'Unlimited applications available' : `${usage.currentCount}/${usage.limit} applications used this month`;
}

export function appliedToast(result: ApplyResult): void {
  toast({ title: 'Application Recorded', description: usageText(result.usage), variant: 'success' });
}

export function isLimitReached(error: unknown): boolean {
  return isApiError(error) && error.code === CommonErrorCode.UsageLimitExceeded;
}

// The toaster sits outside the router, so the page hands over its navigation.
export function applyFailedToast(error: unknown, onUpgrade: () => void): void {
  if (isLimitReached(error) && isApiError(error)) {
    toast({
      title: 'Application Limit Reached',
      description: (
        <>
          <span className="block">
            {error.detail.replace(/\.?$/, '.')} {UPGRADE_FOR_APPLICATIONS}
          </span>
          <ToastAction altText="Upgrade to Pro" onClick={onUpgrade} className="mt-3">
            <Crown className="mr-1.5 size-4" aria-hidden="true" />
            Upgrade to Pro
          </ToastAction>
        </>
      ),
      variant: 'destructive',
    });
    return;
  }
  toast({ title: 'Application Error', description: isApiError(error) ? error.detail : 'Failed to process application', variant: 'destructive' });
}

export function contactUnavailableToast(): void {
  toast({ ...CONTACT_UNAVAILABLE });
}

// Save alerts, shown as toasts (an alert would block the page).
export function savedToast(saved: boolean, message: string): void {
  toast(saved ? { title: 'Job saved successfully!', variant: 'success' } : { title: message });
}

export function saveFailedToast(error: unknown): void {
  toast({
    title: isApiError(error) ? 'Failed to save job. Please try again.' : 'Error saving job. Please check your connection.',
    variant: 'destructive',
  });
}
