import { describe, expect, it } from '@jest/globals';
import { occurrencesBetween, ruleOverlaps, type AvailabilityRule } from './availability-rules';
import { AvailabilityEntryInputSchema } from './availability.schemas';

const rule = (partial: Partial<AvailabilityRule>): AvailabilityRule => ({
  date: '2027-03-23',
  endDate: null,
  from: null,
  to: null,
  repeat: 'none',
  repeatUntil: null,
  ...partial,
});
const at = (iso: string) => new Date(iso);

describe('availability rules (docs/availability.md)', () => {
  it('keeps a weekly repeat at its London wall-clock times across the clocks going forward and back', () => {
    // Tuesdays 18:00–22:00 from 23 March 2027 (GMT); the clocks go forward on 28 March and back on 31 October.
    const tuesdays = rule({ from: '18:00', to: '22:00', repeat: 'weekly' });
    const spring = occurrencesBetween(tuesdays, '2027-03-20', '2027-04-01');
    expect(spring.map((o) => [o.date, o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2027-03-23', '2027-03-23T18:00:00.000Z', '2027-03-23T22:00:00.000Z'],
      ['2027-03-30', '2027-03-30T17:00:00.000Z', '2027-03-30T21:00:00.000Z'],
    ]);
    const [autumn] = occurrencesBetween(tuesdays, '2027-11-02', '2027-11-02');
    expect([autumn?.start.toISOString(), autumn?.end.toISOString()]).toEqual(['2027-11-02T18:00:00.000Z', '2027-11-02T22:00:00.000Z']);
    expect(ruleOverlaps(tuesdays, at('2027-03-30T20:30:00Z'), at('2027-03-30T21:30:00Z'))).toBe(true);
    // 21:30 UTC on 30 March is 22:30 in London: after the rehearsal.
    expect(ruleOverlaps(tuesdays, at('2027-03-30T21:00:00Z'), at('2027-03-30T23:00:00Z'))).toBe(false);
    // Not on Wednesdays, and never before its first day.
    expect(ruleOverlaps(tuesdays, at('2027-03-31T17:00:00Z'), at('2027-03-31T21:00:00Z'))).toBe(false);
    expect(ruleOverlaps(tuesdays, at('2027-03-16T18:00:00Z'), at('2027-03-16T21:00:00Z'))).toBe(false);
  });

  it('ends a weekly repeat on its end date (inclusive)', () => {
    const until = rule({ from: '18:00', to: '22:00', repeat: 'weekly', repeatUntil: '2027-04-06' });
    expect(occurrencesBetween(until, '2027-03-01', '2027-05-01').map((o) => o.date)).toEqual(['2027-03-23', '2027-03-30', '2027-04-06']);
  });

  it('covers whole London days, a run of them to the end of the last, and a range to 24:00', () => {
    const day = rule({ date: '2027-07-10' });
    // Midnight to midnight in BST: 23:00 UTC the day before to 23:00 UTC on the day.
    expect(ruleOverlaps(day, at('2027-07-09T23:30:00Z'), at('2027-07-09T23:45:00Z'))).toBe(true);
    expect(ruleOverlaps(day, at('2027-07-10T23:00:00Z'), at('2027-07-11T01:00:00Z'))).toBe(false);
    const holiday = rule({ date: '2027-08-01', endDate: '2027-08-14' });
    expect(ruleOverlaps(holiday, at('2027-08-14T20:00:00Z'), at('2027-08-14T22:00:00Z'))).toBe(true);
    expect(ruleOverlaps(holiday, at('2027-08-15T09:00:00Z'), at('2027-08-15T10:00:00Z'))).toBe(false);
    expect(occurrencesBetween(holiday, '2027-08-10', '2027-08-20').map((o) => [o.date, o.endDate])).toEqual([['2027-08-01', '2027-08-14']]);
    const evening = rule({ date: '2027-12-31', from: '20:00', to: '24:00' });
    expect(ruleOverlaps(evening, at('2027-12-31T23:59:00Z'), at('2028-01-01T00:30:00Z'))).toBe(true);
    expect(ruleOverlaps(evening, at('2028-01-01T00:00:00Z'), at('2028-01-01T00:30:00Z'))).toBe(false);
  });

  it('refuses entries that end before they start, run past midnight, or repeat over several days, with clear texts', () => {
    const issues = (body: unknown) => AvailabilityEntryInputSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(issues({ date: '2027-03-23', from: '22:00', to: '18:00' })).toEqual([
      'The end time must be after the start time (a range ends the same day; one past midnight is two entries)',
    ]);
    expect(issues({ date: '2027-03-23', from: '18:00' })).toEqual(['Give both a start and an end time, or neither for the whole day']);
    expect(issues({ date: '2027-02-30' })).toEqual(['Enter the date as YYYY-MM-DD']);
    expect(issues({ date: '2027-03-23', endDate: '2027-03-20' })).toEqual(['The last day must be on or after the first']);
    expect(issues({ date: '2027-03-23', endDate: '2027-03-25', repeat: 'weekly' })).toEqual(['A weekly repeat covers one day (or one time range) a week']);
    expect(issues({ date: '2027-03-23', repeatUntil: '2027-04-23' })).toEqual(['Only a weekly repeat has an end date']);
    expect(AvailabilityEntryInputSchema.parse({ date: '2027-03-23', endDate: '2027-03-23', from: '18:00', to: '24:00' })).toMatchObject({
      kind: 'busy',
      endDate: null,
      to: '24:00',
      repeat: 'none',
    });
  });
});
