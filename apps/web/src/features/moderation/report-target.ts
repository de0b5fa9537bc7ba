import type { ReportKind } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';

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

export function reportPath(target: ReportTarget): string {
  switch (target.kind) {
    case 'member':
      return `/api/users/${target.memberId}/report`;
    case 'post':
      return `/api/posts/${target.postId}/report`;
    case 'comment':
      return `/api/posts/${target.postId}/comments/${target.commentId}/report`;
    case 'message':
      return `/api/messages/${target.conversationId}/${target.messageId}/report`;
    case 'job':
      return `/api/jobs/${target.jobId}/report`;
    case 'event':
      return `/api/events/${target.eventId}/report`;
    case 'collaboration':
      return `/api/collaborations/${target.collaborationId}/report`;
    case 'forum_post':
      return `/api/forum/posts/${target.postId}/report`;
    case 'forum_comment':
      return `/api/forum/posts/${target.postId}/comments/${target.commentId}/report`;
  }
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
