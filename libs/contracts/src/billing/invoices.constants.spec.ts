import { describe, expect, it } from '@jest/globals';
import { londonDate } from '../bookings/booking-terms';
import { londonMidnight, taxYearCsvName, taxYearLabel, taxYearRange, ukTaxYear, vatIncluded } from './invoices.constants';

describe('UK tax years', () => {
  it('runs from 6 April to 5 April by London dates, in British Summer Time at both ends', () => {
    // 5 April 23:30 UTC is already 6 April in London (BST): the new tax year.
    expect(ukTaxYear(new Date('2026-04-05T23:30:00Z'))).toBe(2026);
    expect(ukTaxYear(new Date('2026-04-05T22:59:59Z'))).toBe(2025);
    expect(ukTaxYear(new Date('2026-04-05T23:00:00Z'))).toBe(2026);
    expect(ukTaxYear(new Date('2026-04-06T12:00:00Z'))).toBe(2026);
    expect(ukTaxYear(new Date('2027-04-05T12:00:00Z'))).toBe(2026);
    expect(ukTaxYear(new Date('2027-01-01T00:00:00Z'))).toBe(2026);
    expect(ukTaxYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(ukTaxYear(new Date('2026-03-31T12:00:00Z'))).toBe(2025);
  });

  it('gives the instants a tax year starts and ends (London midnight, BST)', () => {
    expect(taxYearRange(2026)).toEqual({
      firstDay: '2026-04-06',
      lastDay: '2027-04-05',
      start: new Date('2026-04-05T23:00:00.000Z'),
      end: new Date('2027-04-05T23:00:00.000Z'),
    });
    const { start, end } = taxYearRange(2026);
    expect(ukTaxYear(start)).toBe(2026);
    expect(ukTaxYear(new Date(start.getTime() - 1))).toBe(2025);
    expect(ukTaxYear(new Date(end.getTime() - 1))).toBe(2026);
    expect(ukTaxYear(end)).toBe(2027);
  });

  it('knows London midnight in winter (GMT) and summer (BST)', () => {
    expect(londonMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonMidnight('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    // The day the clocks go forward (29 March 2026) starts in GMT.
    expect(londonMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonDate(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25');
  });

  it('names the year and its files as HMRC writes it', () => {
    expect(taxYearLabel(2026)).toBe('2026-27');
    expect(taxYearLabel(2099)).toBe('2099-00');
    expect(taxYearCsvName('musician', 2026)).toBe('stave-earnings-2026-27.csv');
    expect(taxYearCsvName('hirer', 2026)).toBe('stave-spend-2026-27.csv');
  });
});

describe('VAT included at 20%', () => {
  it('is a sixth of the total to the penny, the rest net', () => {
    expect(vatIncluded(12_000)).toEqual({ netPence: 10_000, vatPence: 2_000 });
    expect(vatIncluded(10_000)).toEqual({ netPence: 8_333, vatPence: 1_667 });
    expect(vatIncluded(1)).toEqual({ netPence: 1, vatPence: 0 });
    expect(vatIncluded(0)).toEqual({ netPence: 0, vatPence: 0 });
  });
});
