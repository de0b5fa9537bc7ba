import { describe, expect, it } from '@jest/globals';
import { CreateJobSchema, UpdateJobSchema } from './jobs.schemas';
import { jobClosingDateLimit, lastJobClosingDay } from './closing-date';

describe('job closing date', () => {
  it.each([
    // Today in London, whatever the UTC date: 23:30 UTC in summer is already tomorrow in London.
    ['winter noon', '2026-11-28T12:00:00Z', '2027-02-26', '2027-02-28T00:00:00.000Z'],
    ['summer, after 23:00 UTC', '2026-06-30T23:30:00Z', '2026-09-29', '2026-09-30T23:00:00.000Z'],
    ['summer, before 23:00 UTC', '2026-06-30T22:30:00Z', '2026-09-28', '2026-09-29T23:00:00.000Z'],
    // 90 days on crosses the clocks going forward (29 March 2026): the limit is a BST midnight.
    ['across the spring change', '2026-01-01T00:30:00Z', '2026-04-01', '2026-04-02T23:00:00.000Z'],
    // ... and back (25 October 2026): a GMT midnight.
    ['across the autumn change', '2026-08-01T12:00:00Z', '2026-10-30', '2026-11-01T00:00:00.000Z'],
  ])('counts 90 days from today in London (%s)', (_case, now, lastDay, limit) => {
    expect(lastJobClosingDay(new Date(now))).toBe(lastDay);
    expect(jobClosingDateLimit(new Date(now)).toISOString()).toBe(limit);
  });

  it('lets the schemas take the end of day 90 wherever the poster is, and refuses later dates on the field', () => {
    const [year, month, day] = lastJobClosingDay(new Date()).split('-').map(Number);
    const endOfDay = (offsetHours: number) => new Date(Date.UTC(year!, month! - 1, day!, 23 + offsetHours, 59, 59)).toISOString();

    for (const expiresAt of [endOfDay(-14), endOfDay(0), endOfDay(12)]) {
      expect(CreateJobSchema.safeParse({ title: 'Drummer', expiresAt }).success).toBe(true);
    }
    for (const expiresAt of [endOfDay(25), '2099-01-01T00:00:00Z']) {
      const refused = UpdateJobSchema.safeParse({ expiresAt });
      expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['expiresAt'], message: 'Choose a closing date within 90 days' })]);
    }
  });
});
