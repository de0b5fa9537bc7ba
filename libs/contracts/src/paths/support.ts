// Generated from SUPPORT by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { SUPPORT as R } from '../support/support.routes';
import { routePath as p } from './route-path';

export const SUPPORT_PATHS = {
  me: p<typeof R.me>('me', 'GET', '/api/support/me'),
  list: p<typeof R.list>('list', 'GET', '/api/support/tickets'),
  open: p<typeof R.open>('open', 'POST', '/api/support/tickets'),
  queue: p<typeof R.queue>('queue', 'GET', '/api/support/queue'),
  stats: p<typeof R.stats>('stats', 'GET', '/api/support/stats'),
  get: p<typeof R.get>('get', 'GET', '/api/support/tickets/:id'),
  reply: p<typeof R.reply>('reply', 'POST', '/api/support/tickets/:id/messages'),
  update: p<typeof R.update>('update', 'PATCH', '/api/support/tickets/:id'),
  rate: p<typeof R.rate>('rate', 'POST', '/api/support/tickets/:id/rating'),
} as const;
