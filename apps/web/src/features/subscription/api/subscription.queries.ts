import { useQuery } from '@tanstack/react-query';
import { fetchSubscription } from './subscription.api';

export const subscriptionKeys = {
  root: ['billing'] as const,
  subscription: () => [...subscriptionKeys.root, 'subscription'] as const,
};

export function useSubscriptionQuery(enabled: boolean) {
  return useQuery({ queryKey: subscriptionKeys.subscription(), queryFn: ({ signal }) => fetchSubscription(signal), enabled });
}
