import { useQuery } from '@tanstack/react-query';
import { IDENTITY } from '@stave/contracts/paths';
import { fetchSessionUser } from '@/features/auth/api/auth.api';
import { apiPath } from '@/lib/api-json';

// The key is the URL so the default query function and spec-era invalidations ("refresh the
// user") address the same cache entry.
export const authKeys = {
  user: [apiPath(IDENTITY.me)] as const,
};

// The auth query is never fresh, refetches on focus and never retries.
export function useSessionUserQuery() {
  return useQuery({
    queryKey: authKeys.user,
    queryFn: ({ signal }) => fetchSessionUser({ signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    retry: false,
  });
}
