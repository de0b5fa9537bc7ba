// What a search is given: the whole query and its words, lower-cased; words keep letters and digits
// only, so they are safe inside LIKE patterns.
export interface SearchTerms {
  phrase: string;
  words: string[];
}

// At most this many words of a query are searched for: each is one more pattern over the trigram
// index, and a query of fifty one-letter words would otherwise read the whole index fifty times.
export const MAX_SEARCH_WORDS = 8;

// The spec's search is case-blind and over words; words keep letters and digits only (so they are
// safe in LIKE patterns and regular expressions, and match how a field is split into words).
export function searchTerms(search: string | undefined): SearchTerms | undefined {
  const phrase = search?.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!phrase) return undefined;
  const words = [...new Set(phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  return { phrase, words };
}
