import { describe, expect, it } from '@jest/globals';
import { CancellationTermsSchema } from './bookings.schemas';
import { DEFAULT_CANCELLATION_TERMS, daysBefore, formatPence, londonDate, londonInstant, percentDueAt, percentOf } from './booking-terms';

describe('booking terms', () => {
  it('reads London wall-clock times in winter, in summer, and across the changes of the clocks', () => {
    expect(londonInstant('2027-01-15', '19:30').toISOString()).toBe('2027-01-15T19:30:00.000Z');
    expect(londonInstant('2027-07-15', '19:30').toISOString()).toBe('2027-07-15T18:30:00.000Z');
    // 28 March 2027: 01:00 GMT becomes 02:00 BST; 01:30 does not exist and reads as the hour after.
    expect(londonInstant('2027-03-28', '00:30').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(londonInstant('2027-03-28', '03:00').toISOString()).toBe('2027-03-28T02:00:00.000Z');
    // 31 October 2027: 02:00 BST becomes 01:00 GMT; 01:30 happens twice and reads as the first.
    expect(londonInstant('2027-10-31', '01:30').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(londonInstant('2027-10-31', '12:00').toISOString()).toBe('2027-10-31T12:00:00.000Z');
  });

  it('counts whole London days to the engagement, the day itself 0', () => {
    expect(daysBefore('2027-07-20', new Date('2027-07-06T10:00:00Z'))).toBe(14);
    // 23:30 UTC on the 5th is already the 6th in London (BST).
    expect(daysBefore('2027-07-20', new Date('2027-07-05T23:30:00Z'))).toBe(14);
    expect(daysBefore('2027-07-20', new Date('2027-07-20T21:00:00Z'))).toBe(0);
    expect(londonDate(new Date('2027-01-01T00:30:00Z'))).toBe('2027-01-01');
  });

  it('makes due the share of the line the days reach, the full fee by default', () => {
    const scale = [
      { daysBefore: 28, percentDue: 0 },
      { daysBefore: 14, percentDue: 50 },
      { daysBefore: 0, percentDue: 100 },
    ];
    expect([40, 28, 27, 14, 13, 0].map((days) => percentDueAt(scale, days))).toEqual([0, 0, 50, 50, 100, 100]);
    expect(percentDueAt(DEFAULT_CANCELLATION_TERMS, 90)).toBe(100);
    expect(percentOf(20_601, 50)).toBe(10_301);
    expect(formatPence(15_450)).toBe('£154.50');
    expect(formatPence(1_234_500)).toBe('£12,345.00');
  });

  it('takes a schedule with a line for the day, distinct days, and never less due nearer the day', () => {
    expect(
      CancellationTermsSchema.parse([
        { daysBefore: 0, percentDue: 100 },
        { daysBefore: 14, percentDue: 50 },
      ]),
    ).toEqual([
      { daysBefore: 14, percentDue: 50 },
      { daysBefore: 0, percentDue: 100 },
    ]);
    for (const refused of [
      [{ daysBefore: 14, percentDue: 50 }],
      [
        { daysBefore: 14, percentDue: 80 },
        { daysBefore: 0, percentDue: 50 },
      ],
      [
        { daysBefore: 0, percentDue: 50 },
        { daysBefore: 0, percentDue: 100 },
      ],
      [],
    ]) {
      expect(CancellationTermsSchema.safeParse(refused).success).toBe(false);
    }
  });
});
