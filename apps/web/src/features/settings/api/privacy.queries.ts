import { useQuery } from '@tanstack/react-query';
import { fetchDataExports } from './privacy.api';

// While an archive is being gathered its status is asked again this often, until it is ready (or failed).
const GATHERING_POLL_MS = 5_000;

export const privacyKeys = { exports: ['data-exports'] as const };

export function useDataExportsQuery() {
  return useQuery({
    queryKey: privacyKeys.exports,
    queryFn: ({ signal }) => fetchDataExports(signal),
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'gathering') ? GATHERING_POLL_MS : false),
  });
}
