import { ReferralSchema, type Referral } from '@stave/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDENTITY } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

export const referralKeys = {
  root: ['referrals'] as const,
  list: () => [...referralKeys.root, 'list'] as const,
};

export function fetchReferrals(): Promise<Referral[]> {
  return apiData(IDENTITY.referrals, async () => ReferralSchema.array());
}

export function createReferral(email: string): Promise<Referral> {
  return apiData(IDENTITY.createReferral, async () => ReferralSchema, { body: { email } });
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
