import { describe, expect, it } from '@jest/globals';
import { authorName, charactersLeft, replyCount, threadCount } from './forum-format';

describe('forum text', () => {
  it('names an erased author a former member', () => {
    expect(authorName(null)).toBe('Former member');
    expect(authorName({ id: 1, name: '', username: 'sam', type: 'musician', profileImage: null })).toBe('sam');
  });

  it.each([
    [0, '0 threads', '0 replies'],
    [1, '1 thread', '1 reply'],
    [1200, '1,200 threads', '1,200 replies'],
  ])('counts %i', (count, threads, replies) => {
    expect(threadCount(count)).toBe(threads);
    expect(replyCount(count)).toBe(replies);
  });

  it.each([
    ['far from the limit', 'a'.repeat(10), null],
    ['near it', 'a'.repeat(140), { text: '10 characters left', over: false }],
    ['at it', 'a'.repeat(150), { text: '0 characters left', over: false }],
    ['past it', 'a'.repeat(151), { text: '1 character too many', over: true }],
    ['past it with spaces the server trims', `  ${'a'.repeat(150)}  `, { text: '0 characters left', over: false }],
  ])('counts the characters left %s', (_case, text, expected) => {
    expect(charactersLeft(text, 150, 30)).toEqual(expected);
  });
});
