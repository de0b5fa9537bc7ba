import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { highlightParts, searchWords, snippetAround } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe(highlightParts.name, () => {
  it('marks each word of the query where it starts a word, in any case', () => {
    expect(marked('Fender Stratocaster, a strat for gigs', 'STRAT fender')).toEqual(['Fender', 'Strat', 'strat']);
    expect(marked('Astrat is not a match', 'strat')).toEqual([]);
    expect(marked('#synthwave night', 'synth')).toEqual(['synth']);
  });

  it('prefers the longer of two words starting at the same place', () => {
    expect(marked('guitarist wanted', 'guitar guitarist')).toEqual(['guitarist']);
  });

  it('gives the text back whole when its parts are joined, whatever the text and query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 20 }), (text, query) => {
        expect(
          highlightParts(text, query)
            .map((part) => part.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });

  it('marks nothing for a query of punctuation only', () => {
    expect(searchWords('  -- !! ')).toEqual([]);
    expect(highlightParts('hello', '!!')).toEqual([{ text: 'hello', match: false }]);
  });
});

describe(snippetAround.name, () => {
  const long = `${'intro words here '.repeat(20)}the Telecaster is for sale ${'and more words after '.repeat(20)}`;

  it('keeps a short text whole, with its spaces flattened', () => {
    expect(snippetAround('a  short\n text', 'short')).toBe('a short text');
  });

  it('cuts a long text around the first match, with ellipses where it was cut', () => {
    const snippet = snippetAround(long, 'telecaster', 100);
    expect(snippet).toContain('Telecaster');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(102);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippetAround(long, 'zzz', 50).startsWith('intro')).toBe(true);
  });
});
