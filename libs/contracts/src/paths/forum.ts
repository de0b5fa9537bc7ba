// Generated from FORUM by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { FORUM as R } from '../forum/forum.routes';
import { routePath as p } from './route-path';

export const FORUM_PATHS = {
  categories: p<typeof R.categories>('categories', 'GET', '/api/forum/categories'),
  threads: p<typeof R.threads>('threads', 'GET', '/api/forum/posts'),
  create: p<typeof R.create>('create', 'POST', '/api/forum/posts'),
  get: p<typeof R.get>('get', 'GET', '/api/forum/posts/:id'),
  update: p<typeof R.update>('update', 'PATCH', '/api/forum/posts/:id'),
  remove: p<typeof R.remove>('remove', 'DELETE', '/api/forum/posts/:id'),
  replies: p<typeof R.replies>('replies', 'GET', '/api/forum/posts/:id/comments'),
  reply: p<typeof R.reply>('reply', 'POST', '/api/forum/posts/:id/comments'),
  editReply: p<typeof R.editReply>('editReply', 'PATCH', '/api/forum/posts/:id/comments/:commentId'),
  deleteReply: p<typeof R.deleteReply>('deleteReply', 'DELETE', '/api/forum/posts/:id/comments/:commentId'),
  reportThread: p<typeof R.reportThread>('reportThread', 'POST', '/api/forum/posts/:id/report'),
  reportReply: p<typeof R.reportReply>('reportReply', 'POST', '/api/forum/posts/:id/comments/:commentId/report'),
} as const;
