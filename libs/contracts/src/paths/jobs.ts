// Generated from JOBS by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { JOBS as R } from '../jobs/jobs.routes';
import { routePath as p } from './route-path';

export const JOBS_PATHS = {
  list: p<typeof R.list>('list', 'GET', '/api/jobs'),
  create: p<typeof R.create>('create', 'POST', '/api/jobs'),
  locations: p<typeof R.locations>('locations', 'GET', '/api/jobs/locations'),
  saved: p<typeof R.saved>('saved', 'GET', '/api/jobs/saved'),
  usage: p<typeof R.usage>('usage', 'GET', '/api/jobs/usage'),
  myApplications: p<typeof R.myApplications>('myApplications', 'GET', '/api/jobs/applications/mine'),
  apply: p<typeof R.apply>('apply', 'POST', '/api/jobs/apply'),
  save: p<typeof R.save>('save', 'POST', '/api/jobs/save'),
  get: p<typeof R.get>('get', 'GET', '/api/jobs/:id'),
  update: p<typeof R.update>('update', 'PATCH', '/api/jobs/:id'),
  delete: p<typeof R.delete>('delete', 'DELETE', '/api/jobs/:id'),
  applications: p<typeof R.applications>('applications', 'GET', '/api/jobs/:id/applications'),
  decide: p<typeof R.decide>('decide', 'PATCH', '/api/jobs/:id/applications/:applicationId'),
  byMember: p<typeof R.byMember>('byMember', 'GET', '/api/jobs-events/by-member/:userId'),
} as const;
