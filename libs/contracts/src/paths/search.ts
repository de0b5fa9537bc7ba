// Generated from search/search.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { SEARCH } from '../search/search.routes';
export * as sections from './search.sections';

export const search = 'GET /api/search' as RoutePath<(typeof SEARCH)['search']>;
