import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { DEGRADED_HEADER } from '../api/answers';
import {
  SEARCH_SECTION_OWNERS,
  SEARCH_TYPES,
  SearchQuerySchema,
  SearchResultsSchema,
  SearchSectionQuerySchema,
  SearchSectionSchema,
  type SearchType,
} from './search.schemas';

const SECTION_SUMMARIES: Record<SearchType, string> = {
  people: "Members by username, name, skill, genre, location or type, exact and prefix matches first (each found member's search appearances counted)",
  posts: 'Posts by their text and hashtags, best matches first and then the newest',
  jobs: "Open jobs, ranked as the job board's search ranks them",
  events: "Upcoming events, soonest first, as the events page's search finds them",
  collaborations: 'Open collaboration requests, as their page finds them',
  gear: 'Gear for sale, ranked as the marketplace ranks a search',
};

export const searchSectionPath = (type: SearchType) => `/api/search/${type}`;

export const SEARCH = defineRoutes({
  search: {
    method: 'GET',
    path: '/api/search',
    owner: 'gateway',
    auth: 'required',
    summary:
      'Global search: every section asked in parallel, each with its own deadline (a slow or failing section is empty and named in `degraded`, the answer still comes); with `type`, that section alone with pages. Members blocked either way are left out of every section.',
    query: SearchQuerySchema,
    responses: { 200: SearchResultsSchema },
    headers: [DEGRADED_HEADER],
  },
  // One section each (SEARCH.sections.people), answered by the service that owns it.
  sections: Object.fromEntries(
    SEARCH_TYPES.map((type): [SearchType, RouteContract] => [
      type,
      {
        method: 'GET',
        path: searchSectionPath(type),
        owner: SEARCH_SECTION_OWNERS[type],
        auth: 'required',
        summary: `Global search, one section: ${SECTION_SUMMARIES[type]}`,
        query: SearchSectionQuerySchema,
        responses: { 200: SearchSectionSchema },
      },
    ]),
  ) as Record<SearchType, RouteContract>,
});
export const SEARCH_ROUTES: RouteContract[] = routeList(SEARCH);
