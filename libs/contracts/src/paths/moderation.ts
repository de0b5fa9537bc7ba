// Generated from moderation/moderation.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { MODERATION } from '../moderation/moderation.routes';

export const reportMember = 'POST /api/users/:id/report' as RoutePath<(typeof MODERATION)['reportMember']>;
export const reportPost = 'POST /api/posts/:id/report' as RoutePath<(typeof MODERATION)['reportPost']>;
export const reportComment = 'POST /api/posts/:id/comments/:commentId/report' as RoutePath<(typeof MODERATION)['reportComment']>;
export const reportMessage = 'POST /api/messages/:conversationId/:messageId/report' as RoutePath<(typeof MODERATION)['reportMessage']>;
export const reportJob = 'POST /api/jobs/:id/report' as RoutePath<(typeof MODERATION)['reportJob']>;
export const reportEvent = 'POST /api/events/:id/report' as RoutePath<(typeof MODERATION)['reportEvent']>;
export const reportCollaboration = 'POST /api/collaborations/:id/report' as RoutePath<(typeof MODERATION)['reportCollaboration']>;
export const me = 'GET /api/moderation/me' as RoutePath<(typeof MODERATION)['me']>;
export const cases = 'GET /api/moderation/cases' as RoutePath<(typeof MODERATION)['cases']>;
export const decide = 'POST /api/moderation/cases/:id/decision' as RoutePath<(typeof MODERATION)['decide']>;
export const appeals = 'GET /api/moderation/appeals' as RoutePath<(typeof MODERATION)['appeals']>;
export const decideAppeal = 'POST /api/moderation/appeals/:id/decision' as RoutePath<(typeof MODERATION)['decideAppeal']>;
export const standing = 'GET /api/user/standing' as RoutePath<(typeof MODERATION)['standing']>;
export const appeal = 'POST /api/user/standing/appeal' as RoutePath<(typeof MODERATION)['appeal']>;
