import type { AccountStanding, AppealView, ModerationCase, ReportKind } from '@stave/contracts';
import { fullDateTime } from '@/lib/relative-time';

// Words for the moderation queue and the suspended member's notice.
export const KIND_LABELS: Record<ReportKind, string> = {
  member: 'Member',
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  job: 'Job',
  event: 'Event',
  collaboration: 'Collaboration',
  listing: 'Listing',
  forum_post: 'Forum thread',
  forum_comment: 'Forum reply',
};

export function isReportKind(value: unknown): value is ReportKind {
  return typeof value === 'string' && Object.hasOwn(KIND_LABELS, value);
}

export function reportCount(count: number): string {
  return count === 1 ? '1 report' : `${count.toLocaleString('en-GB')} reports`;
}

// Above a page of the queue: '1 case waiting for a decision', '12 cases decided'.
export function casesCount(total: number, status: 'open' | 'decided'): string {
  const cases = total === 1 ? '1 case' : `${total.toLocaleString('en-GB')} cases`;
  return status === 'open' ? `${cases} waiting for a decision` : `${cases} decided`;
}

// The member a case is about, as the queue names them ('Tom Troll (@tom)'), whatever is left of their account.
export function subjectName(subject: ModerationCase['subject']): string {
  if (subject.name && subject.username) return `${subject.name} (@${subject.username})`;
  if (subject.name) return subject.name;
  if (subject.username) return `@${subject.username}`;
  return `Member #${subject.id}`;
}

const until = (value: string | null) => fullDateTime(value) ?? 'further notice';

// A decided case in one line: 'Dismissed', 'Post removed', 'Suspended until 27 November 2026 at 19:08 · post removed'.
export function decisionSummary(decision: NonNullable<ModerationCase['decision']>, kind: ReportKind): string {
  const item = KIND_LABELS[kind].toLowerCase();
  const removed = decision.removedItem ? ` · ${item} removed` : '';
  switch (decision.action) {
    case 'dismiss':
      return 'Dismissed';
    case 'remove':
      return `${KIND_LABELS[kind]} removed`;
    case 'suspend':
      return `Suspended until ${until(decision.until)}${removed}`;
    case 'ban':
      return `Banned${removed}`;
  }
}

// A member's standing in one line, for the appeals a moderator reads.
export function standingSummary(standing: Pick<AccountStanding, 'status' | 'until'>): string {
  switch (standing.status) {
    case 'suspended':
      return `Suspended until ${until(standing.until)}`;
    case 'banned':
      return 'Banned';
    case 'active':
      return 'In good standing';
  }
}

// What the suspended member's notice leads with.
export function standingHeadline(standing: Pick<AccountStanding, 'status' | 'until'>): { title: string; detail: string } {
  if (standing.status === 'banned') {
    return { title: 'Your account is banned', detail: 'You can no longer use Stave. If you think this is a mistake, appeal below.' };
  }
  return {
    title: 'Your account is suspended',
    detail: standing.until
      ? `It ends on ${until(standing.until)}. Until then you can only read why and appeal.`
      : 'Until a moderator lifts it, you can only read why and appeal.',
  };
}

export const APPEAL_STATUS_LABELS: Record<AppealView['status'], string> = {
  open: 'Waiting for a moderator',
  upheld: 'Decision kept',
  lifted: 'Lifted',
};

// Where the member's appeal stands, in their words.
export function appealStatusText(appeal: Pick<AppealView, 'status'>): string {
  switch (appeal.status) {
    case 'open':
      return 'A moderator will read your appeal and answer here. You can only appeal once.';
    case 'upheld':
      return 'A moderator read your appeal and kept the decision.';
    case 'lifted':
      return 'A moderator read your appeal and lifted the decision. Sign in again to carry on.';
  }
}
