import { describe, expect, it } from '@jest/globals';
import { FORUM_EXCERPT_LENGTH, excerptOf } from './forum-text';

describe(excerptOf.name, () => {
  it.each([
    ['a short text, whole', 'Which DI box?', 'Which DI box?'],
    ['spaces and lines flattened', '  Which\n\nDI   box?\t', 'Which DI box?'],
    ['exactly the length, whole', 'x'.repeat(FORUM_EXCERPT_LENGTH), 'x'.repeat(FORUM_EXCERPT_LENGTH)],
  ])('keeps %s', (_case, text, excerpt) => {
    expect(excerptOf(text)).toBe(excerpt);
  });

  it('cuts a long text at the last word that fits, with an ellipsis', () => {
    const text = 'word '.repeat(100);

    const excerpt = excerptOf(text);

    expect(excerpt).toBe(`${'word '.repeat(39)}word…`);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(FORUM_EXCERPT_LENGTH + 1);
  });

  it('cuts a long first word where the length runs out rather than leaving one word', () => {
    const link = `https://example.com/${'a'.repeat(300)}`;

    expect(excerptOf(`See ${link}`)).toBe(`See ${link}`.slice(0, FORUM_EXCERPT_LENGTH) + '…');
  });

  it('never halves an emoji', () => {
    expect(excerptOf('🎸'.repeat(300))).toBe(`${'🎸'.repeat(FORUM_EXCERPT_LENGTH)}…`);
  });
});
