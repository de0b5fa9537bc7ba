import { useQuery } from '@tanstack/react-query';
import type { SearchType } from '@stave/contracts';
import { isApiError } from '@/lib/api-client';
import { SEARCH_PAGE_SIZE } from '../search-url';
import { fetchSearchPreview, fetchSearchSection } from './search.api';

export const searchKeys = {
  root: ['search'] as const,
  preview: (q: string) => [...searchKeys.root, 'preview', q] as const,
  section: (q: string, type: SearchType, page: number) => [...searchKeys.root, 'section', q, type, page] as const,
};

// Each query is its own key: typing on starts a new one and react-query cancels the one left behind
// (the fetchers pass its AbortSignal on). A 4xx is not retried; a failed service is, once.
const retry = (failures: number, error: unknown) => !(isApiError(error) && error.status < 500) && failures < 1;

// What was found is shown while the next query runs (dimmed), so the list does not flash at each key.
export function useSearchPreviewQuery(q: string, enabled = true) {
  return useQuery({
    queryKey: searchKeys.preview(q),
    queryFn: ({ signal }) => fetchSearchPreview(q, signal),
    enabled: enabled && q.length > 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

export function useSearchSectionQuery(q: string, type: SearchType, page: number) {
  return useQuery({
    queryKey: searchKeys.section(q, type, page),
    queryFn: ({ signal }) => fetchSearchSection(q, type, page, SEARCH_PAGE_SIZE, signal),
    enabled: q.length > 0,
    placeholderData: (previous) => previous,
    retry,
  });
}
