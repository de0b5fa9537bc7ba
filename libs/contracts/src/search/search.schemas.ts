import { z } from 'zod';
import { decimalInt } from '../ids';
import { singleLine } from '../single-line';
import type { ServiceName } from '../services';

// Global search: one box, six sections, each answered by the service that owns the data.
export const SEARCH_TYPES = ['people', 'posts', 'jobs', 'events', 'collaborations', 'gear'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

// Which service answers each section (the gateway asks them in parallel).
export const SEARCH_SECTION_OWNERS = {
  people: 'identity',
  posts: 'social',
  jobs: 'jobs-events',
  events: 'jobs-events',
  collaborations: 'jobs-events',
  gear: 'marketplace',
} as const satisfies Record<SearchType, ServiceName>;

export const SEARCH_QUERY_MAX = 100;
// The box's preview shows this many per section; a section's own page shows up to SEARCH_PAGE_MAX.
export const SEARCH_PREVIEW_LIMIT = 5;
export const SEARCH_PAGE_MAX = 50;

const searchText = singleLine(SEARCH_QUERY_MAX, {
  required: 'Enter something to search for',
  tooLong: `Searches are at most ${SEARCH_QUERY_MAX} characters`,
  breaks: 'strip',
}).describe('What to look for: words are matched case-blind, at word starts');

// GET /api/search (the gateway): every section, or one when `type` is given (a section's own page).
export const SearchQuerySchema = z.object({
  q: searchText,
  type: z.enum(SEARCH_TYPES).optional().describe('One section only, with pages'),
  page: decimalInt(1, 100).default(1),
  limit: decimalInt(1, SEARCH_PAGE_MAX).default(SEARCH_PREVIEW_LIMIT),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

// GET /api/search/<type> (a service): one section.
export const SearchSectionQuerySchema = SearchQuerySchema.omit({ type: true });
export type SearchSectionQuery = z.infer<typeof SearchSectionQuerySchema>;

// One result, in the same shape from every section: the web draws them all with one component.
export const SearchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable().describe('Who or where: a member type and location, a company, a venue, a price'),
  snippet: z.string().nullable().describe('A part of the text around the first matched word'),
  imageUrl: z.string().nullable(),
  url: z.string().describe("The web app's path to the item"),
  at: z.string().nullable().describe('When it was posted, or when an event starts'),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchSectionSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  hits: z.array(SearchHitSchema),
  total: z.number().int().describe('Matches in all (capped by some sections, as their own lists are)'),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SearchSection = z.infer<typeof SearchSectionSchema>;

export const SearchResultsSchema = z.object({
  query: z.string(),
  sections: z.array(SearchSectionSchema).describe('In the order of SEARCH_TYPES; a section with no matches is still listed'),
  degraded: z.array(z.enum(SEARCH_TYPES)).describe('Sections whose service did not answer in time; the rest are whole'),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
