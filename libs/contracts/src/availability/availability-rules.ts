// The rules of a member's availability that both the service and the web apply, free of zod (docs/availability.md).
import { londonInstant } from '../bookings/booking-terms';

// At most this many entries per member, imported ones included: a calendar of a working musician's weekly rehearsals,
// holidays and one-offs fits in well under this, and every check reads them all.
export const AVAILABILITY_ENTRIES_MAX = 300;
// A whole-day entry covers at most this many days (a tour, a holiday); longer ones are two entries.
export const AVAILABILITY_SPAN_MAX_DAYS = 31;
// The member's own calendar view reads at most this many days at once (a month grid with its edges, or a quarter).
export const AVAILABILITY_RANGE_MAX_DAYS = 93;
export const AVAILABILITY_NOTE_MAX_LENGTH = 200;
// An uploaded .ics file: at most this many bytes.
export const AVAILABILITY_ICS_MAX_BYTES = 1_048_576;
// '24:00' ends a time range at the day's end (midnight after it).
export const DAY_END = '24:00';

export const AVAILABILITY_KINDS = ['busy', 'free'] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number];
export const AVAILABILITY_REPEATS = ['none', 'weekly'] as const;
export type AvailabilityRepeat = (typeof AVAILABILITY_REPEATS)[number];

// What an entry says, as the rules need it: a whole day (or days, date to endDate) when from/to are null, else a
// time range within the one day (London wall-clock times); weekly repeats the same wall-clock times every 7 days
// until repeatUntil (inclusive) or for ever.
export interface AvailabilityRule {
  date: string;
  endDate: string | null;
  from: string | null;
  to: string | null;
  repeat: AvailabilityRepeat;
  repeatUntil: string | null;
}

// One dated occurrence of an entry, in London wall-clock terms and as instants.
export interface AvailabilityOccurrence {
  date: string;
  endDate: string;
  from: string | null;
  to: string | null;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

// '2027-03-28' plus days, on the calendar (no clocks involved).
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// Whole calendar days from a to b (b - a).
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

// True for a real calendar date 'YYYY-MM-DD' (not 2027-02-30).
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

// 0 Sunday … 6 Saturday, of a calendar date.
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function occurrenceOn(rule: AvailabilityRule, date: string): AvailabilityOccurrence {
  const span = rule.endDate ? daysBetween(rule.date, rule.endDate) : 0;
  const endDate = addDays(date, span);
  if (rule.from === null || rule.to === null) {
    return { date, endDate, from: null, to: null, start: londonInstant(date, '00:00'), end: londonInstant(addDays(endDate, 1), '00:00') };
  }
  const end = rule.to === DAY_END ? londonInstant(addDays(date, 1), '00:00') : londonInstant(date, rule.to);
  return { date, endDate, from: rule.from, to: rule.to, start: londonInstant(date, rule.from), end };
}

// The occurrences of an entry that touch the London dates first..last (inclusive), soonest first. A weekly repeat
// keeps its wall-clock times across the clock changes (Tuesday 18:00 stays 18:00 in winter and summer).
export function occurrencesBetween(rule: AvailabilityRule, first: string, last: string): AvailabilityOccurrence[] {
  const span = rule.endDate ? daysBetween(rule.date, rule.endDate) : 0;
  if (rule.repeat === 'none') {
    return rule.date <= last && addDays(rule.date, span) >= first ? [occurrenceOn(rule, rule.date)] : [];
  }
  const out: AvailabilityOccurrence[] = [];
  // The first repeat whose days reach `first`.
  const behind = daysBetween(rule.date, first) - span;
  let date = behind > 0 ? addDays(rule.date, Math.ceil(behind / 7) * 7) : rule.date;
  for (; date <= last && (rule.repeatUntil === null || date <= rule.repeatUntil); date = addDays(date, 7)) {
    out.push(occurrenceOn(rule, date));
  }
  return out;
}

// True when [aStart, aEnd) and [bStart, bEnd) share a moment.
export function overlaps(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return aStart.getTime() < bEnd.getTime() && bStart.getTime() < aEnd.getTime();
}

// True when some occurrence of the entry overlaps the instants start..end.
export function ruleOverlaps(rule: AvailabilityRule, start: Date, end: Date): boolean {
  // London dates either side are enough: an occurrence never starts more than its span before its date.
  const first = addDays(londonDateOf(start), -1);
  const last = addDays(londonDateOf(end), 1);
  return occurrencesBetween(rule, first, last).some((occurrence) => overlaps(occurrence.start, occurrence.end, start, end));
}

// The London calendar date holding an instant.
export function londonDateOf(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// The London wall-clock time 'HH:MM' of an instant.
export function londonTimeOf(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute}`;
}
