// Generated from ADVERTISING by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { ADVERTISING as R } from '../advertising/advertising.routes';
import { routePath as p } from './route-path';

export const ADVERTISING_PATHS = {
  submit: p<typeof R.submit>('submit', 'POST', '/api/advertising/inquiries'),
  me: p<typeof R.me>('me', 'GET', '/api/advertising/me'),
  list: p<typeof R.list>('list', 'GET', '/api/advertising/inquiries'),
  update: p<typeof R.update>('update', 'PATCH', '/api/advertising/inquiries/:id'),
} as const;
