import { useQuery } from '@tanstack/react-query';
import { fetchSubscription, fetchUsage } from './subscription.api';

export const subscriptionKeys = {
  root: ['billing'] as const,
  subscription: () => [...subscriptionKeys.root, 'subscription'] as const,
  usage: () => [...subscriptionKeys.root, 'usage'] as const,
};

export function useSubscriptionQuery(enabled: boolean) {
  return useQuery({ queryKey: subscriptionKeys.subscription(), queryFn: ({ signal }) => fetchSubscription(signal), enabled });
}

export function useUsageQuery() {
  return useQuery({ queryKey: subscriptionKeys.usage(), queryFn: ({ signal }) => fetchUsage(signal) });
}
