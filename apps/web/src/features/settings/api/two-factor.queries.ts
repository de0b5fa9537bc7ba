import { useQuery } from '@tanstack/react-query';
import { fetchTwoFactor } from './two-factor.api';

export const twoFactorKeys = { status: ['two-factor'] as const };

export function useTwoFactorQuery() {
  return useQuery({ queryKey: twoFactorKeys.status, queryFn: ({ signal }) => fetchTwoFactor(signal) });
}
