// Generated from COLLABORATIONS by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { COLLABORATIONS as R } from '../jobs/collaborations.routes';
import { routePath as p } from './route-path';

export const COLLABORATIONS_PATHS = {
  list: p<typeof R.list>('list', 'GET', '/api/collaborations'),
  create: p<typeof R.create>('create', 'POST', '/api/collaborations'),
  genres: p<typeof R.genres>('genres', 'GET', '/api/collaborations/genres'),
  uploadDemo: p<typeof R.uploadDemo>('uploadDemo', 'POST', '/api/collaborations/demo'),
  demoFile: p<typeof R.demoFile>('demoFile', 'GET', '/demos/:file'),
  get: p<typeof R.get>('get', 'GET', '/api/collaborations/:id'),
  update: p<typeof R.update>('update', 'PATCH', '/api/collaborations/:id'),
  delete: p<typeof R.delete>('delete', 'DELETE', '/api/collaborations/:id'),
  respond: p<typeof R.respond>('respond', 'POST', '/api/collaborations/:id/respond'),
} as const;
