import { describe, expect, it } from '@jest/globals';
import { londonMonth, londonMonthKey } from './london-month';

describe('londonMonth', () => {
  const month = (iso: string) => {
    const { start, end } = londonMonth(new Date(iso));
    return [start.toISOString(), end.toISOString()];
  };

  it('is the calendar month in winter (GMT = UTC)', () => {
    expect(month('2026-01-15T12:00:00.000Z')).toEqual(['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
  });

  it('starts at 23:00 UTC the evening before in summer (BST)', () => {
    expect(month('2026-07-01T10:00:00.000Z')).toEqual(['2026-06-30T23:00:00.000Z', '2026-07-31T23:00:00.000Z']);
  });

  it('is already the next month at 23:30 UTC on the last day of a BST month', () => {
    expect(month('2026-03-31T23:30:00.000Z')).toEqual(['2026-03-31T23:00:00.000Z', '2026-04-30T23:00:00.000Z']);
    expect(month('2026-03-31T22:59:59.999Z')).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-31T23:00:00.000Z']);
  });

  it('spans the clock changes and the turn of the year', () => {
    expect(month('2026-10-25T12:00:00.000Z')).toEqual(['2026-09-30T23:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    expect(month('2026-12-31T23:59:59.999Z')).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });
});

describe('londonMonthKey', () => {
  it("names the month a London calendar shows, which is the next one late on a BST month's last evening", () => {
    expect(londonMonthKey(new Date('2026-03-31T22:59:59.999Z'))).toBe('2026-03');
    expect(londonMonthKey(new Date('2026-03-31T23:00:00.000Z'))).toBe('2026-04');
    expect(londonMonthKey(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12');
    expect(londonMonthKey(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01');
  });
});
