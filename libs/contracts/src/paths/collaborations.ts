// Generated from jobs/collaborations.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { COLLABORATIONS } from '../jobs/collaborations.routes';

export const list = 'GET /api/collaborations' as RoutePath<(typeof COLLABORATIONS)['list']>;
export const create = 'POST /api/collaborations' as RoutePath<(typeof COLLABORATIONS)['create']>;
export const genres = 'GET /api/collaborations/genres' as RoutePath<(typeof COLLABORATIONS)['genres']>;
export const uploadDemo = 'POST /api/collaborations/demo' as RoutePath<(typeof COLLABORATIONS)['uploadDemo']>;
export const demoFile = 'GET /demos/:file' as RoutePath<(typeof COLLABORATIONS)['demoFile']>;
export const get = 'GET /api/collaborations/:id' as RoutePath<(typeof COLLABORATIONS)['get']>;
export const update = 'PATCH /api/collaborations/:id' as RoutePath<(typeof COLLABORATIONS)['update']>;
const delete_ = 'DELETE /api/collaborations/:id' as RoutePath<(typeof COLLABORATIONS)['delete']>;
export { delete_ as delete };
export const respond = 'POST /api/collaborations/:id/respond' as RoutePath<(typeof COLLABORATIONS)['respond']>;
export const responses = 'GET /api/collaborations/:id/responses' as RoutePath<(typeof COLLABORATIONS)['responses']>;
