import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

// Query defaults: fresh 30 s, cached 60 s, no refetch on mount/focus/reconnect, no retries.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 30_000,
        gcTime: 60_000,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
