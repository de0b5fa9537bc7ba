// Allowances reset at midnight UK time on the 1st ("per month"; the product is UK-wide).
// The month holding `instant` in Europe/London, as the UTC instants of its first and next month's
// first midnight. Clocks change at 01:00 UTC on a Sunday late in March and October, never on the
// 1st, so the offset at a month's first midnight is the offset at that date's 00:00 UTC.
export function londonMonth(instant: Date): { start: Date; end: Date } {
  const { year, month } = londonCalendar(instant);
  return { start: londonMidnightOnFirst(year, month), end: londonMidnightOnFirst(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1) };
}

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function londonCalendar(instant: Date): { year: number; month: number; wallClockUtcMs: number } {
  const parts = Object.fromEntries(LONDON.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wallClockUtcMs = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return { year: parts.year!, month: parts.month!, wallClockUtcMs };
}

function londonMidnightOnFirst(year: number, month: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, 1);
  const offsetMs = londonCalendar(new Date(utcMidnight)).wallClockUtcMs - utcMidnight;
  return new Date(utcMidnight - offsetMs);
}

// The key of that month, 'YYYY-MM' as a London calendar reads it (usage_tracking.month).
export function londonMonthKey(instant: Date): string {
  const parts = Object.fromEntries(LONDON.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${String(parts.month).padStart(2, '0')}`;
}
