import { describe, expect, it } from '@jest/globals';
import { MAX_SEARCH_WORDS, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('lower-cases the query, collapses its spaces and keeps each word once', () => {
    expect(searchTerms('  Jazz   DRUMMER jazz ')).toEqual({ phrase: 'jazz drummer jazz', words: ['jazz', 'drummer'] });
  });

  it('keeps letters and digits of any script, and nothing a pattern could read as a wildcard', () => {
    expect(searchTerms('Café_%DJ (1990s)')).toEqual({ phrase: 'café_%dj (1990s)', words: ['café', 'dj', '1990s'] });
    expect(searchTerms('%_%')).toEqual({ phrase: '%_%', words: [] });
  });

  it('is no search at all when blank, and searches for the first few words of a long query', () => {
    expect(searchTerms('   ')).toBeUndefined();
    expect(searchTerms(undefined)).toBeUndefined();
    expect(searchTerms('a b c d e f g h i j k l m n o p')?.words).toHaveLength(MAX_SEARCH_WORDS);
  });
});
