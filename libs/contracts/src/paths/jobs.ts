// Generated from jobs/jobs.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { JOBS } from '../jobs/jobs.routes';

export const list = 'GET /api/jobs' as RoutePath<(typeof JOBS)['list']>;
export const create = 'POST /api/jobs' as RoutePath<(typeof JOBS)['create']>;
export const locations = 'GET /api/jobs/locations' as RoutePath<(typeof JOBS)['locations']>;
export const saved = 'GET /api/jobs/saved' as RoutePath<(typeof JOBS)['saved']>;
export const usage = 'GET /api/jobs/usage' as RoutePath<(typeof JOBS)['usage']>;
export const myApplications = 'GET /api/jobs/applications/mine' as RoutePath<(typeof JOBS)['myApplications']>;
export const apply = 'POST /api/jobs/apply' as RoutePath<(typeof JOBS)['apply']>;
export const save = 'POST /api/jobs/save' as RoutePath<(typeof JOBS)['save']>;
export const get = 'GET /api/jobs/:id' as RoutePath<(typeof JOBS)['get']>;
export const update = 'PATCH /api/jobs/:id' as RoutePath<(typeof JOBS)['update']>;
const delete_ = 'DELETE /api/jobs/:id' as RoutePath<(typeof JOBS)['delete']>;
export { delete_ as delete };
export const applications = 'GET /api/jobs/:id/applications' as RoutePath<(typeof JOBS)['applications']>;
export const decide = 'PATCH /api/jobs/:id/applications/:applicationId' as RoutePath<(typeof JOBS)['decide']>;
export const byMember = 'GET /api/jobs-events/by-member/:userId' as RoutePath<(typeof JOBS)['byMember']>;
