import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubscriptionTier } from '@stave/contracts';
import { authKeys } from '@/features/auth';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { queueFlashToast } from '@/lib/flash-toast';
import { changeSubscription, startCheckout } from '../api/subscription.api';
import { subscriptionKeys } from '../api/subscription.queries';
import { SUBSCRIPTION_TEXTS } from './plan-texts';

const TEST_MODE_RELOAD_MS = 1_000;

// Subscription: the current plan is 'No change'; a paid plan goes through checkout (to the
// provider's page, or in test mode the change made, the member refreshed and the page reloaded after
// 1 s); free is a direct change, and a refusal carrying useCheckout takes the checkout path instead.
export function useChoosePlan(currentTier: SubscriptionTier) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<SubscriptionTier | null>(null);
  // The test-mode reply's words, shown on the page until it reloads (the toast UI loads on first use and could
  // arrive after the reload: the member saw the app reload with no word of what happened).
  const [testModeNotice, setTestModeNotice] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: authKeys.user }), queryClient.invalidateQueries({ queryKey: subscriptionKeys.root })]);

  const checkout = async (tier: SubscriptionTier) => {
    try {
      const answer = await startCheckout(tier);
      if ('url' in answer) {
        window.location.assign(answer.url);
        return;
      }
      const notice = { title: SUBSCRIPTION_TEXTS.updated, description: answer.message, variant: 'success' } as const;
      setTestModeNotice(answer.message);
      toast(notice);
      // ... and said once more after the reload, for whoever looked away.
      queueFlashToast(notice);
      await refresh();
      window.setTimeout(() => window.location.reload(), TEST_MODE_RELOAD_MS);
    } catch (error) {
      toast({
        title: SUBSCRIPTION_TEXTS.paymentError,
        description: isApiError(error) ? SUBSCRIPTION_TEXTS.checkoutFailed : SUBSCRIPTION_TEXTS.checkoutUnreachable,
        variant: 'destructive',
      });
    }
  };

  const choose = async (tier: SubscriptionTier) => {
    if (pending) return;
    if (tier === currentTier) {
      toast({ title: SUBSCRIPTION_TEXTS.noChange });
      return;
    }
    setPending(tier);
    try {
      if (tier !== 'free') {
        await checkout(tier);
        return;
      }
      try {
        const answer = await changeSubscription(tier);
        toast({ title: SUBSCRIPTION_TEXTS.updated, description: answer.message, variant: 'success' });
        await refresh();
      } catch (error) {
        if (isApiError(error) && error.code === 'USE_CHECKOUT') await checkout(tier);
        else toast({ title: SUBSCRIPTION_TEXTS.paymentError, description: SUBSCRIPTION_TEXTS.updateFailed, variant: 'destructive' });
      }
    } finally {
      setPending(null);
    }
  };

  return { choose, pending, testModeNotice };
}
