import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPayoutAccount, startOnboarding, syncPayoutAccount } from './payouts.api';

export const payoutKeys = { account: ['payouts', 'account'] as const };

export function usePayoutAccountQuery(enabled = true) {
  return useQuery({ queryKey: payoutKeys.account, queryFn: ({ signal }) => fetchPayoutAccount(signal), enabled });
}

// Back from Stripe: its word on the account, read now (the return itself proves nothing).
export function useSyncPayoutAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncPayoutAccount, onSuccess: (account) => queryClient.setQueryData(payoutKeys.account, account) });
}

// A fresh single-use onboarding page; the browser goes there.
export function useOnboardingMutation() {
  return useMutation({ mutationFn: startOnboarding, onSuccess: ({ url }) => window.location.assign(url) });
}
