import { useQuery } from '@tanstack/react-query';
import { fetchSessionUser } from '@/features/auth/api/auth.api';

// The key is the URL so the default query function and spec-era invalidations ("refresh the
// user") address the same cache entry.
export const authKeys = {
  user: ['/api/user'] as const,
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
