import type { ForumPostSummary } from '@stave/contracts';

type ForumAuthor = ForumPostSummary['author'];

// An erased member's threads and replies stay, without a name.
export const FORMER_MEMBER = 'Former member';

export function authorName(author: ForumAuthor): string {
  return author ? author.name || author.username : FORMER_MEMBER;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export const threadCount = (count: number) => plural(count, 'thread', 'threads');
export const replyCount = (count: number) => plural(count, 'reply', 'replies');

// The counter beside a field, once the text nears its limit: how many characters are left, or how many too many.
// Counted as the server counts them (the text trimmed).
export function charactersLeft(text: string, max: number, showWithin: number): { text: string; over: boolean } | null {
  const left = max - text.trim().length;
  if (left > showWithin) return null;
  if (left < 0) return { text: `${plural(-left, 'character', 'characters')} too many`, over: true };
  return { text: `${plural(left, 'character', 'characters')} left`, over: false };
}
