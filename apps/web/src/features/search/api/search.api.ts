// Global search: GET /api/search, every section's preview or one section's page.
import type { SearchResults, SearchType } from '@stave/contracts';
import { SEARCH } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

// Schemas load on demand (lib/api-json.ts): the search box is on every signed-in page's first paint.
const resultsSchema = async () => {
  const { SearchResultsSchema } = await import('@stave/contracts/search');
  return SearchResultsSchema;
};

// Every section, SEARCH_PREVIEW_LIMIT hits each (the box and the All tab).
export const fetchSearchPreview = (q: string, signal?: AbortSignal): Promise<SearchResults> => apiData(SEARCH.search, resultsSchema, { query: { q }, signal });

// One section, paged (a section's tab).
export const fetchSearchSection = (q: string, type: SearchType, page: number, limit: number, signal?: AbortSignal): Promise<SearchResults> =>
  apiData(SEARCH.search, resultsSchema, { query: { q, type, page, limit }, signal });
