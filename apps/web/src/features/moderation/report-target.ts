import type { ReportKind, RoutePath } from '@stave/contracts';
import { FORUM, MODERATION } from '@stave/contracts/paths';
import { actAsHeaders } from '@/lib/act-as';
import { apiPath } from '@/lib/api-json';

// What a member can report from the web, and where each goes. Listings keep the marketplace's own report
// (its reasons); it reaches the same moderation queue. Types only from the contracts: the menus that open the report
// dialog are on first-paint screens (the feed), which stay free of zod.
export type ReportTarget =
  | { kind: 'member'; memberId: number; name: string }
  | { kind: 'post'; postId: number; author: string }
  | { kind: 'comment'; postId: number; commentId: number; author: string }
  // actAs: the business whose inbox it is, when a team admin reports from it (the business reports it).
  | { kind: 'message'; conversationId: number; messageId: number; author: string; actAs?: number | null }
  | { kind: 'job'; jobId: number; title: string }
  | { kind: 'event'; eventId: number; title: string }
  | { kind: 'collaboration'; collaborationId: number; title: string }
  | { kind: 'forum_post'; postId: number; title: string }
  | { kind: 'forum_comment'; postId: number; commentId: number; author: string };

export type ReportableKind = ReportTarget['kind'];

// Every kind of the contracts' but the listing, each once (the compiler holds the two together).
const NOUNS: Record<Exclude<ReportKind, 'listing'>, string> = {
  member: 'member',
  post: 'post',
  comment: 'comment',
  message: 'message',
  job: 'job',
  event: 'event',
  collaboration: 'collaboration request',
  forum_post: 'thread',
  forum_comment: 'reply',
};

// The headers a report goes with: as the business, for a message in its inbox; none otherwise.
export function reportHeaders(target: ReportTarget): Record<string, string> | undefined {
  return target.kind === 'message' ? actAsHeaders(target.actAs) : undefined;
}

// Where a report goes: its contract route, the route's params and the headers it is sent with.
export interface ReportRequest {
  route: RoutePath;
  params: Record<string, number>;
  headers: Record<string, string> | undefined;
}

export function reportRequest(target: ReportTarget): ReportRequest {
  const [route, params] = reportRoute(target);
  return { route, params, headers: reportHeaders(target) };
}

function reportRoute(target: ReportTarget): [RoutePath, Record<string, number>] {
  switch (target.kind) {
    case 'member':
      return [MODERATION.reportMember, { id: target.memberId }];
    case 'post':
      return [MODERATION.reportPost, { id: target.postId }];
    case 'comment':
      return [MODERATION.reportComment, { id: target.postId, commentId: target.commentId }];
    case 'message':
      return [MODERATION.reportMessage, { conversationId: target.conversationId, messageId: target.messageId }];
    case 'job':
      return [MODERATION.reportJob, { id: target.jobId }];
    case 'event':
      return [MODERATION.reportEvent, { id: target.eventId }];
    case 'collaboration':
      return [MODERATION.reportCollaboration, { id: target.collaborationId }];
    case 'forum_post':
      return [FORUM.reportThread, { id: target.postId }];
    case 'forum_comment':
      return [FORUM.reportReply, { id: target.postId, commentId: target.commentId }];
  }
}

// The address a report is sent to.
export function reportPath(target: ReportTarget): string {
  const { route, params } = reportRequest(target);
  return apiPath(route, { params });
}

// The menu item, the dialog's title, and what the dialog says is being reported.
export interface ReportCopy {
  action: string;
  title: string;
  subject: string;
}

export function reportCopy(target: ReportTarget): ReportCopy {
  const noun = NOUNS[target.kind];
  switch (target.kind) {
    case 'member':
      return { action: `Report ${target.name}`, title: `Report ${target.name}`, subject: `${target.name}’s profile` };
    case 'post':
    case 'comment':
    case 'message':
    case 'forum_comment':
      return { action: `Report ${noun}`, title: `Report ${noun}`, subject: `this ${noun} by ${target.author}` };
    default:
      return { action: `Report ${noun}`, title: `Report ${noun}`, subject: `“${target.title}”` };
  }
}
