// The rules of a booking's money and time that both the service and the web apply, free of zod (docs/bookings.md).

// A schedule line: cancelled this many days or more before the day, this share of the fee is due to the musician.
export interface CancellationTerm {
  daysBefore: number;
  percentDue: number;
}

// The default, from the Musicians' Union's standard engagement contracts (docs/bookings.md § Cancellation): they carry no
// sliding scale, and once an engagement is contracted the full fee is due if the hirer cancels. A hirer may offer a
// scale instead (say 28 days or more: nothing; 14: half; less: all), which the musician sees before accepting.
export const DEFAULT_CANCELLATION_TERMS: readonly CancellationTerm[] = [{ daysBefore: 0, percentDue: 100 }];

export const BOOKING_TERMS_MAX = 8;
export const BOOKING_FEE_MAX_PENCE = 10_000_000; // £100,000: more is a typo, not a gig
export const BOOKING_SETS_MAX = 6;
// An offer stays open at most this long, and never past the engagement's start.
export const BOOKING_OFFER_MAX_DAYS = 60;
// The earliest an offer may expire: long enough to read it.
export const BOOKING_OFFER_MIN_MINUTES = 15;
// After the engagement ends, either side may say something went wrong for this long.
export const BOOKING_ISSUE_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;

// The London calendar date ('YYYY-MM-DD') holding an instant.
export function londonDate(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// The instant of a London wall-clock time on a date ('2027-03-28', '19:30'). In the hour the clocks go forward a time
// does not exist and reads as the hour after; in the hour they go back, the first of the two.
export function londonInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    ) as Record<string, number>;
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - instant;
  };
  // London's offset a few hours either side of the time: where they differ the clocks change that night.
  const offsets = [offsetAt(wall - 3 * 3_600_000), offsetAt(wall + 3 * 3_600_000)];
  const valid = offsets.map((offset) => wall - offset).filter((instant, index) => offsetAt(instant) === offsets[index]);
  return new Date(valid.length ? Math.min(...valid) : wall - offsets[0]!);
}

// Whole London days from `from`'s date to the engagement's date (0 on the day itself, negative after it).
export function daysBefore(engagementDate: string, from: Date): number {
  return Math.round((Date.parse(`${engagementDate}T00:00:00Z`) - Date.parse(`${londonDate(from)}T00:00:00Z`)) / DAY_MS);
}

// The share of the fee due when cancelled `days` before: the line with the most days that `days` reaches (every
// schedule has a line for the day itself, 0 days).
export function percentDueAt(terms: readonly CancellationTerm[], days: number): number {
  const reached = [...terms].sort((a, b) => b.daysBefore - a.daysBefore).find((term) => days >= term.daysBefore);
  return reached?.percentDue ?? 100;
}

export const percentOf = (pence: number, percent: number): number => Math.round((pence * percent) / 100);

// '£154.50' from 15450.
export function formatPence(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
