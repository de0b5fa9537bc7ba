import { describe, expect, it } from '@jest/globals';
import { SEARCH_QUERY_MAX as CONTRACT_QUERY_MAX, SEARCH_TYPES } from '@stave/contracts';
import { SEARCH_QUERY_MAX, SEARCH_SECTIONS, degradedNote, sectionCount, seeAllText } from './search-sections';

describe('search sections', () => {
  it('are the contracts’ sections, in their order, with their query bound', () => {
    expect(SEARCH_SECTIONS).toEqual(SEARCH_TYPES);
    expect(SEARCH_QUERY_MAX).toBe(CONTRACT_QUERY_MAX);
  });

  it.each([
    ['people', 1, '1 person'],
    ['people', 12, '12 people'],
    ['gear', 1204, '1,204 gear listings'],
  ] as const)('counts %s: %i reads “%s”', (type, total, text) => {
    expect(sectionCount(type, total)).toBe(text);
  });

  it('says See all with the count', () => {
    expect(seeAllText('posts', 7)).toBe('See all 7 posts');
  });

  it.each([
    [[], null],
    [['jobs'], "Jobs didn't answer in time, so its results are missing."],
    [['gear', 'jobs'], "Jobs and Gear didn't answer in time, so their results are missing."],
    [['gear', 'events', 'jobs'], "Jobs, Events and Gear didn't answer in time, so their results are missing."],
  ] as const)('names the sections that did not answer: %j', (types, note) => {
    expect(degradedNote(types)).toBe(note);
  });
});
