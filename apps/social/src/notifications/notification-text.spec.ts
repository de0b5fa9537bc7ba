import { describe, expect, it } from '@jest/globals';
import { actorsPhrase, londonDayAndTime, namedPost, postExcerpt, whenItStarts } from './notification-text';

describe('notification wording', () => {
  it('names a post by its first line, cut at a word with an ellipsis when anything is left out', () => {
    expect(postExcerpt('New track out')).toBe('New track out');
    expect(postExcerpt('  First line of the post\nand the second  ')).toBe('First line of the post…');
    expect(postExcerpt('Booking a #LiveMusic run in Leeds next month and need a drummer')).toBe('Booking a #LiveMusic run in Leeds next…');
    expect(postExcerpt('Tabs\tand   spaces   fold')).toBe('Tabs and spaces fold');
    expect(postExcerpt(`${'x'.repeat(60)} tail`)).toBe(`${'x'.repeat(40)}…`);
    expect(postExcerpt('Sessions, gigs, tours, rehearsals, and everything else')).toBe('Sessions, gigs, tours, rehearsals, and…');
  });

  it('never splits a character made of two code units', () => {
    const excerpt = postExcerpt('🎸'.repeat(45));
    expect(Array.from(excerpt)).toHaveLength(41);
    expect(excerpt.endsWith('🎸…')).toBe(true);
  });

  it('says who: one member, or the latest and how many others', () => {
    expect(actorsPhrase('Ben', 1)).toBe('Ben');
    expect(actorsPhrase('Ben', 2)).toBe('Ben and 1 other');
    expect(actorsPhrase('Ben', 11)).toBe('Ben and 10 others');
    expect(namedPost(null)).toBe('your post');
    expect(namedPost('Hi')).toBe('your post “Hi”');
  });
});

describe('event times', () => {
  it('reads in London time, summer time included', () => {
    expect(londonDayAndTime('2025-12-06T19:00:00Z')).toBe('Sat 6 Dec, 19:00');
    expect(londonDayAndTime('2025-07-05T18:00:00.000Z')).toBe('Sat 5 Jul, 19:00');
    expect(londonDayAndTime('2025-12-06T20:30:00+01:00')).toBe('Sat 6 Dec, 19:30');
  });

  it('says tomorrow for a reminder the day before, counting London days', () => {
    expect(whenItStarts('2025-12-06T19:00:00Z', '2025-12-05T19:00:00Z')).toBe('tomorrow at 19:00');
    // 23:30 UTC on 4 July is already the 5th in London.
    expect(whenItStarts('2025-07-06T00:15:00Z', '2025-07-04T23:30:00Z')).toBe('tomorrow at 01:15');
    expect(whenItStarts('2025-12-06T19:00:00Z', '2025-12-06T09:00:00Z')).toBe('today at 19:00');
    expect(whenItStarts('2025-12-06T19:00:00Z', '2025-12-03T19:00:00Z')).toBe('on Sat 6 Dec at 19:00');
    // Across the clocks going back (26 Oct 2025): still one day.
    expect(whenItStarts('2025-10-26T19:00:00Z', '2025-10-25T12:00:00Z')).toBe('tomorrow at 19:00');
  });
});
