import { londonDate } from '../bookings/booking-terms';

// Invoices and UK tax years (docs/bookings.md § Invoices and tax years), free of zod so a screen that shows them does not
// bring a schema module (docs/web.md § Bundle). London dates and '£154.50' amounts are bookings' (londonDate, formatPence).

export const INVOICE_SIDES = ['musician', 'hirer'] as const;
export type InvoiceSide = (typeof INVOICE_SIDES)[number];

// VAT at the UK standard rate, taken as included in the agreed fee: VAT is a sixth of the total.
export const INVOICE_VAT_RATE_PERCENT = 20;

export const INVOICE_MESSAGES = {
  legalNameRequired: 'Enter your legal name (or your company’s)',
  nameTooLong: 'Keep this under 120 characters',
  addressRequired: 'Enter your address',
  addressTooLong: 'Use at most 4 lines of up to 120 characters each',
  invalidPostcode: 'Enter a valid UK postcode',
  invalidEmail: 'Enter a valid email address',
  invalidVatNumber: 'Enter a UK VAT number: GB and 9 or 12 digits (or GBGD / GBHA and 3)',
  invalidPrefix: 'Use 2 to 12 capital letters, digits or dashes, starting with a letter',
  invalidYear: 'Choose a tax year from 2020 to 2100',
  notFound: 'Invoice not found',
  saved: 'Invoice details saved',
} as const;

// The instant London's day `date` (YYYY-MM-DD) begins: UTC midnight less London's offset then (GMT or BST).
export function londonMidnight(date: string): Date {
  const utc = new Date(`${date}T00:00:00.000Z`);
  // London is UTC or UTC+1: the day starts at 00:00 or at 23:00 UTC the evening before.
  const earlier = new Date(utc.getTime() - 3_600_000);
  return londonDate(earlier) === date ? earlier : utc;
}

// The UK tax year an instant falls in, named by the year it starts: 6 April <year> to 5 April <year + 1>, London dates.
export function ukTaxYear(at: Date): number {
  const date = londonDate(at);
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '04-06' ? year : year - 1;
}

// The tax year's first and last London dates, and the instants it starts and ends (end exclusive).
export function taxYearRange(year: number): { firstDay: string; lastDay: string; start: Date; end: Date } {
  const firstDay = `${String(year).padStart(4, '0')}-04-06`;
  const next = `${String(year + 1).padStart(4, '0')}-04-06`;
  return { firstDay, lastDay: `${String(year + 1).padStart(4, '0')}-04-05`, start: londonMidnight(firstDay), end: londonMidnight(next) };
}

// '2026-27', as HMRC writes a tax year.
export const taxYearLabel = (year: number): string => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

export const taxYearCsvName = (side: InvoiceSide, year: number): string => `stave-${side === 'musician' ? 'earnings' : 'spend'}-${taxYearLabel(year)}.csv`;

export const invoicePdfName = (number: string): string => `${number}.pdf`;

// VAT included in a total at the standard rate: a sixth, to the penny; the rest is net.
export function vatIncluded(totalPence: number): { netPence: number; vatPence: number } {
  const vatPence = Math.round(totalPence / 6);
  return { netPence: totalPence - vatPence, vatPence };
}
