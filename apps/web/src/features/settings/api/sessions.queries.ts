import { useQuery } from '@tanstack/react-query';
import { fetchSessions } from './sessions.api';

export const sessionKeys = { list: ['sessions'] as const };

export function useSessionsQuery() {
  return useQuery({ queryKey: sessionKeys.list, queryFn: ({ signal }) => fetchSessions(signal) });
}
