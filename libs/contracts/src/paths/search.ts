// Generated from SEARCH by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { SEARCH as R } from '../search/search.routes';
import { routePath as p } from './route-path';

export const SEARCH_PATHS = {
  search: p<typeof R.search>('search', 'GET', '/api/search'),
  sections: {
    people: p<typeof R.sections.people>('sections.people', 'GET', '/api/search/people'),
    posts: p<typeof R.sections.posts>('sections.posts', 'GET', '/api/search/posts'),
    jobs: p<typeof R.sections.jobs>('sections.jobs', 'GET', '/api/search/jobs'),
    events: p<typeof R.sections.events>('sections.events', 'GET', '/api/search/events'),
    collaborations: p<typeof R.sections.collaborations>('sections.collaborations', 'GET', '/api/search/collaborations'),
    gear: p<typeof R.sections.gear>('sections.gear', 'GET', '/api/search/gear'),
  },
} as const;
