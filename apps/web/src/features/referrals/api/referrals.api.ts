import { ReferralSchema, type Referral } from '@stave/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const referralKeys = {
  root: ['referrals'] as const,
  list: () => [...referralKeys.root, 'list'] as const,
};

export function fetchReferrals(): Promise<Referral[]> {
  return apiRequest('GET', '/api/referrals', undefined, ReferralSchema.array());
}

export function createReferral(email: string): Promise<Referral> {
  return apiRequest('POST', '/api/referrals', { email }, ReferralSchema);
}

export function useReferralsQuery() {
  return useQuery({ queryKey: referralKeys.list(), queryFn: fetchReferrals });
}

export function useCreateReferralMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferral,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.root }),
  });
}
