// Generated from forum/forum.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { FORUM } from '../forum/forum.routes';

export const categories = 'GET /api/forum/categories' as RoutePath<(typeof FORUM)['categories']>;
export const threads = 'GET /api/forum/posts' as RoutePath<(typeof FORUM)['threads']>;
export const create = 'POST /api/forum/posts' as RoutePath<(typeof FORUM)['create']>;
export const get = 'GET /api/forum/posts/:id' as RoutePath<(typeof FORUM)['get']>;
export const update = 'PATCH /api/forum/posts/:id' as RoutePath<(typeof FORUM)['update']>;
export const remove = 'DELETE /api/forum/posts/:id' as RoutePath<(typeof FORUM)['remove']>;
export const replies = 'GET /api/forum/posts/:id/comments' as RoutePath<(typeof FORUM)['replies']>;
export const reply = 'POST /api/forum/posts/:id/comments' as RoutePath<(typeof FORUM)['reply']>;
export const editReply = 'PATCH /api/forum/posts/:id/comments/:commentId' as RoutePath<(typeof FORUM)['editReply']>;
export const deleteReply = 'DELETE /api/forum/posts/:id/comments/:commentId' as RoutePath<(typeof FORUM)['deleteReply']>;
export const reportThread = 'POST /api/forum/posts/:id/report' as RoutePath<(typeof FORUM)['reportThread']>;
export const reportReply = 'POST /api/forum/posts/:id/comments/:commentId/report' as RoutePath<(typeof FORUM)['reportReply']>;
