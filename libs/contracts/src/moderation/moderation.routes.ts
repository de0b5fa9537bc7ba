import { defineRoutes, routeList, type RouteContract, type RouteErrorCode } from '../api/route-contract';
import { CommonErrorCode, JobsErrorCode, MessagingErrorCode, ModerationErrorCode, SocialErrorCode } from '../error-codes';
import { JobParamsSchema } from '../jobs/jobs.schemas';
import { CollaborationParamsSchema } from '../jobs/collaborations.schemas';
import { EventParamsSchema } from '../jobs/events.schemas';
import { UserIdParamsSchema } from '../identity/user.schemas';
import { MessageParamsSchema } from '../messaging/messaging.schemas';
import { CommentParamsSchema, PostIdParamsSchema } from '../social/post.schemas';
import type { ServiceName } from '../services';
import {
  AccountStandingSchema,
  AppealDecisionSchema,
  AppealParamsSchema,
  CaseParamsSchema,
  CreateAppealSchema,
  CreateReportSchema,
  ModerationAppealSchema,
  ModerationAppealsQuerySchema,
  ModerationCaseSchema,
  ModerationCasesPageSchema,
  ModerationCasesQuerySchema,
  CaseDecisionSchema,
  ModerationRoleSchema,
  ReportReceiptSchema,
} from './moderation.schemas';
import { z } from 'zod';

// Reporting an item is asked of the service that owns it: it checks the item is there for the reporter, keeps one
// report per reporter and item, and announces it to identity's moderation queue.
// `notFound`: the code for an item that is not there (or hidden from the reporter).
const report = (
  owner: ServiceName,
  path: string,
  what: string,
  params: RouteContract['params'],
  notFound: RouteErrorCode[],
  more: Pick<RouteContract, 'actAs'> = {},
): RouteContract => ({
  method: 'POST',
  path,
  owner,
  auth: 'required',
  summary: `Report ${what} to the moderators with a reason: once per member (409 ALREADY_REPORTED), never your own (400); the reporter is never disclosed`,
  params,
  body: CreateReportSchema,
  responses: { 201: ReportReceiptSchema },
  errors: [...notFound, ModerationErrorCode.AlreadyReported, ModerationErrorCode.ReportOwn],
  ...more,
});

const moderators = { owner: 'identity' as const, auth: 'required' as const };

export const MODERATION = defineRoutes({
  reportMember: report('identity', '/api/users/:id/report', 'a member', UserIdParamsSchema, [CommonErrorCode.UserNotFound]),
  reportPost: report('social', '/api/posts/:id/report', 'a post', PostIdParamsSchema, [SocialErrorCode.PostNotFound]),
  reportComment: report('social', '/api/posts/:id/comments/:commentId/report', 'a comment', CommentParamsSchema, [SocialErrorCode.CommentNotFound]),
  reportMessage: report(
    'messaging',
    '/api/messages/:conversationId/:messageId/report',
    'a message sent to you',
    MessageParamsSchema,
    [MessagingErrorCode.ConversationNotFound, MessagingErrorCode.MessageNotFound],
    { actAs: 'manage' },
  ),
  reportJob: report('jobs-events', '/api/jobs/:id/report', 'a job', JobParamsSchema, [JobsErrorCode.JobNotFound]),
  reportEvent: report('jobs-events', '/api/events/:id/report', 'an event', EventParamsSchema, [JobsErrorCode.EventNotFound]),
  reportCollaboration: report('jobs-events', '/api/collaborations/:id/report', 'a collaboration request', CollaborationParamsSchema, [
    JobsErrorCode.CollaborationNotFound,
  ]),
  me: {
    ...moderators,
    method: 'GET',
    path: '/api/moderation/me',
    summary: 'Whether you moderate (member ids in MODERATORS)',
    responses: { 200: ModerationRoleSchema },
  },
  cases: {
    ...moderators,
    method: 'GET',
    path: '/api/moderation/cases',
    summary:
      'The moderation queue: reported items across every service, most reported and oldest first (open), or newest decisions first (decided); moderators only',
    query: ModerationCasesQuerySchema,
    responses: { 200: ModerationCasesPageSchema },
    errors: [ModerationErrorCode.ModeratorsOnly],
  },
  decide: {
    ...moderators,
    method: 'POST',
    path: '/api/moderation/cases/:id/decision',
    summary:
      'Decide a case: dismiss, remove the item, suspend the member for `days`, or ban them (with `removeItem`, the item goes too); recorded, and applied by the owning service from identity.moderation.decided.v1',
    params: CaseParamsSchema,
    body: CaseDecisionSchema,
    responses: { 200: ModerationCaseSchema },
    errors: [ModerationErrorCode.CaseDecided, ModerationErrorCode.CaseNotFound, ModerationErrorCode.ModeratorsOnly, ModerationErrorCode.NothingToRemove],
  },
  appeals: {
    ...moderators,
    method: 'GET',
    path: '/api/moderation/appeals',
    summary: 'Appeals from suspended or banned members, oldest first (open) or newest decisions first (decided); moderators only',
    query: ModerationAppealsQuerySchema,
    responses: { 200: z.array(ModerationAppealSchema) },
    errors: [ModerationErrorCode.ModeratorsOnly],
  },
  decideAppeal: {
    ...moderators,
    method: 'POST',
    path: '/api/moderation/appeals/:id/decision',
    summary: 'Uphold the suspension or ban, or lift it (the member is told either way)',
    params: AppealParamsSchema,
    body: AppealDecisionSchema,
    responses: { 200: ModerationAppealSchema },
    errors: [ModerationErrorCode.AppealDecided, ModerationErrorCode.AppealNotFound, ModerationErrorCode.ModeratorsOnly],
  },
  standing: {
    ...moderators,
    method: 'GET',
    path: '/api/user/standing',
    summary: "Your account's standing: active, or suspended (until when) or banned, why, and your appeal; open to a suspended member",
    responses: { 200: AccountStandingSchema },
    allowSuspended: true,
  },
  appeal: {
    ...moderators,
    method: 'POST',
    path: '/api/user/standing/appeal',
    summary: 'Appeal your suspension or ban, once per decision (409 APPEAL_EXISTS; 409 NOT_SUSPENDED when there is nothing to appeal)',
    body: CreateAppealSchema,
    responses: { 201: AccountStandingSchema },
    errors: [ModerationErrorCode.AppealExists, ModerationErrorCode.NotSuspended],
    allowSuspended: true,
  },
});
export const MODERATION_ROUTES: RouteContract[] = routeList(MODERATION);
