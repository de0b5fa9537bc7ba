import { describe, expect, it } from '@jest/globals';
import { foldSmallGroups, publishable, relativeChange, share, splitCount } from './insights.privacy';
import { InsightsMonthParamsSchema, insightsMonthLabel, insightsMonthProblem, monthsBefore, shiftMonth } from './insights.schemas';

const members = (...ids: number[]) => ids;

describe('insight reports: the privacy floor', () => {
  it('publishes groups from 5 members or more and folds the rest into Other', () => {
    const { published, other } = foldSmallGroups(
      [
        { key: 'London', count: 9, members: members(1, 2, 3, 4, 5, 6) },
        { key: 'Wales', count: 4, members: members(7, 8, 9) },
        { key: 'Scotland', count: 3, members: members(10, 11) },
      ],
      'Other',
    );
    expect(published.map((group) => group.key)).toEqual(['London']);
    expect(other).toEqual({ key: 'Other', count: 7, members: [7, 8, 9, 10, 11] });
  });

  it('counts distinct members: one member’s many postings are one member', () => {
    const { published, other } = foldSmallGroups(
      [
        { key: 'a', count: 40, members: members(1, 1, 2, 3, 4) },
        { key: 'b', count: 5, members: members(1, 2, 3, 4, 5) },
      ],
      'other',
    );
    // "a" is 4 members however many jobs they posted: Other. Then b, the one group shown, would give Other away (the
    // total minus b): it joins Other, which reaches the floor.
    expect(published).toEqual([]);
    expect(other).toMatchObject({ key: 'other', count: 45 });
  });

  it('folds the smallest published groups into an Other that would be below the floor', () => {
    const { published, other } = foldSmallGroups(
      [
        { key: 'contract', count: 20, members: members(1, 2, 3, 4, 5, 6) },
        { key: 'freelance', count: 6, members: members(7, 8, 9, 10, 11) },
        { key: 'internship', count: 2, members: members(12, 13) },
      ],
      'other',
    );
    expect(published.map((group) => group.key)).toEqual(['contract']);
    expect(other).toMatchObject({ key: 'other', count: 8 });
    expect(new Set(other!.members).size).toBe(7);
  });

  it('never publishes a group already keyed Other (events with no region)', () => {
    const { published, other } = foldSmallGroups(
      [
        { key: 'Other', count: 10, members: members(1, 2, 3, 4, 5) },
        { key: 'London', count: 5, members: members(6, 7, 8, 9, 10) },
      ],
      'Other',
    );
    expect(published.map((group) => group.key)).toEqual(['London']);
    expect(other?.count).toBe(10);
  });

  it('publishes a split only when both sides are from enough members (or empty)', () => {
    expect(splitCount({ count: 3, members: [1, 2, 3, 4, 5] }, { count: 9, members: [6, 7, 8, 9, 10] })).toBe(3);
    expect(splitCount({ count: 3, members: [1, 2, 3, 4, 5] }, { count: 9, members: [6] })).toBeNull();
    expect(splitCount({ count: 0, members: [] }, { count: 9, members: [1, 2, 3, 4, 5] })).toBe(0);
    expect(publishable({ count: 2, members: [1, 1] })).toBe(false);
  });

  it('rounds shares and changes to three decimals; no change without a previous figure', () => {
    expect(share(1, 3)).toBe(0.333);
    expect(share(0, 0)).toBe(0);
    expect(relativeChange(7, 5)).toBe(0.4);
    expect(relativeChange(7, 0)).toBeNull();
    expect(relativeChange(null, 5)).toBeNull();
  });
});

describe('insight reports: months', () => {
  it('steps months across years and tells how far back one is', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-10', -24)).toBe('2024-10');
    expect(monthsBefore('2024-10', '2026-10')).toBe(24);
    expect(insightsMonthProblem('2024-10', '2026-10')).toBeNull();
    expect(insightsMonthProblem('2024-09', '2026-10')).toBe('too_old');
    expect(insightsMonthProblem('2026-11', '2026-10')).toBe('future');
    expect(insightsMonthLabel('2026-10')).toBe('October 2026');
  });

  it('takes YYYY-MM only', () => {
    for (const good of ['2026-10', '2026-01', '1999-12']) expect(InsightsMonthParamsSchema.safeParse({ month: good }).success).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', ' 2026-10', 'latest']) {
      expect(InsightsMonthParamsSchema.safeParse({ month: bad }).success).toBe(false);
    }
  });
});
