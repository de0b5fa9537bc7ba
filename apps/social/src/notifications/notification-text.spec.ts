import { describe, expect, it } from '@jest/globals';
import { actorsPhrase, namedPost, postExcerpt } from './notification-text';

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
