// Ours (docs/jobs-events.md § Closing date): a job's closing date is at most this many days after
// today in London. Job boards run an advert about 30 days (our default) and sell extended ones to 60–90.
export const JOB_MAX_LIFETIME_DAYS = 90;

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric' });
const LONDON_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

const partsOf = (format: Intl.DateTimeFormat, instant: Date) =>
  Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)])) as Record<string, number>;

// The London calendar day `days` after the one holding `instant`, as UTC midnight of that date.
function londonDayAfter(instant: Date, days: number): Date {
  const { year, month, day } = partsOf(LONDON_DATE, instant);
  return new Date(Date.UTC(year!, month! - 1, day! + days));
}

// London's midnight starting the date of `utcMidnight`. Clocks change at 01:00 UTC, never at midnight, so
// London's offset at the date's 00:00 UTC is its offset at its own midnight.
function londonMidnight(utcMidnight: Date): Date {
  const wall = partsOf(LONDON_WALL_CLOCK, utcMidnight);
  const offsetMs = Date.UTC(wall.year!, wall.month! - 1, wall.day!, wall.hour!, wall.minute!, wall.second!) - utcMidnight.getTime();
  return new Date(utcMidnight.getTime() - offsetMs);
}

// The last day a poster may choose ('YYYY-MM-DD'): JOB_MAX_LIFETIME_DAYS after today in London (the form's max).
export function lastJobClosingDay(now: Date): string {
  return londonDayAfter(now, JOB_MAX_LIFETIME_DAYS).toISOString().slice(0, 10);
}

// A closing date must be before this instant: the end of the London day after the last one. The form sends
// the end of the chosen day where the poster is, which for the last day is as late as the next morning in
// London (Honolulu, UTC-10); a day's slack takes it from anywhere, and nothing later.
export function jobClosingDateLimit(now: Date): Date {
  return londonMidnight(londonDayAfter(now, JOB_MAX_LIFETIME_DAYS + 2));
}
