import { describe, expect, it } from '@jest/globals';
import { IDENTITY } from '../identity/identity.routes';
import { MESSAGING } from '../messaging/messaging.routes';
import { SEARCH } from '../search/search.routes';
import { routeList } from './route-contract';
import { ALL_ROUTES } from './routes';

describe('keyed route contracts', () => {
  it('name each route once: no two keys hold the same method and path', () => {
    const keys = ALL_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(keys.length).toBeGreaterThan(200);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('list an area in the order it is written, groups in place', () => {
    expect(routeList(MESSAGING)[0]).toBe(MESSAGING.start);
    expect(routeList(IDENTITY)).toContain(IDENTITY.portfolio.listByUser);
    expect(routeList(SEARCH).map((route) => route.path)).toEqual([
      '/api/search',
      '/api/search/people',
      '/api/search/posts',
      '/api/search/jobs',
      '/api/search/events',
      '/api/search/collaborations',
      '/api/search/gear',
    ]);
  });
});
