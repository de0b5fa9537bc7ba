// Generated from search/search.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { SEARCH } from '../search/search.routes';

export const people = 'GET /api/search/people' as RoutePath<(typeof SEARCH)['sections']['people']>;
export const posts = 'GET /api/search/posts' as RoutePath<(typeof SEARCH)['sections']['posts']>;
export const jobs = 'GET /api/search/jobs' as RoutePath<(typeof SEARCH)['sections']['jobs']>;
export const events = 'GET /api/search/events' as RoutePath<(typeof SEARCH)['sections']['events']>;
export const collaborations = 'GET /api/search/collaborations' as RoutePath<(typeof SEARCH)['sections']['collaborations']>;
export const gear = 'GET /api/search/gear' as RoutePath<(typeof SEARCH)['sections']['gear']>;
