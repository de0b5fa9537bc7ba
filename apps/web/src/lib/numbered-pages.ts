import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

// A filtered list the server pages by number (the x-next-page header): page 1 first, the next one while the last names
// it, and the last filter's pages kept on screen (as placeholder data) while a new filter's first page comes.
export function numberedPagesOptions<TPage extends { nextPage: number | null }, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: (previous) => previous,
  });
}
