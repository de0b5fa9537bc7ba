// Generated from MODERATION by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { MODERATION as R } from '../moderation/moderation.routes';
import { routePath as p } from './route-path';

export const MODERATION_PATHS = {
  reportMember: p<typeof R.reportMember>('reportMember', 'POST', '/api/users/:id/report'),
  reportPost: p<typeof R.reportPost>('reportPost', 'POST', '/api/posts/:id/report'),
  reportComment: p<typeof R.reportComment>('reportComment', 'POST', '/api/posts/:id/comments/:commentId/report'),
  reportMessage: p<typeof R.reportMessage>('reportMessage', 'POST', '/api/messages/:conversationId/:messageId/report'),
  reportJob: p<typeof R.reportJob>('reportJob', 'POST', '/api/jobs/:id/report'),
  reportEvent: p<typeof R.reportEvent>('reportEvent', 'POST', '/api/events/:id/report'),
  reportCollaboration: p<typeof R.reportCollaboration>('reportCollaboration', 'POST', '/api/collaborations/:id/report'),
  me: p<typeof R.me>('me', 'GET', '/api/moderation/me'),
  cases: p<typeof R.cases>('cases', 'GET', '/api/moderation/cases'),
  decide: p<typeof R.decide>('decide', 'POST', '/api/moderation/cases/:id/decision'),
  appeals: p<typeof R.appeals>('appeals', 'GET', '/api/moderation/appeals'),
  decideAppeal: p<typeof R.decideAppeal>('decideAppeal', 'POST', '/api/moderation/appeals/:id/decision'),
  standing: p<typeof R.standing>('standing', 'GET', '/api/user/standing'),
  appeal: p<typeof R.appeal>('appeal', 'POST', '/api/user/standing/appeal'),
} as const;
