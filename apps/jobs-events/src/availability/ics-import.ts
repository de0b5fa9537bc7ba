import ICAL from 'ical.js';
import { AVAILABILITY_NOTE_MAX_LENGTH, DAY_END, AVAILABILITY_SPAN_MAX_DAYS, addDays, daysBetween, londonDateOf, londonTimeOf, weekday } from '@stave/contracts';
import type { NewAvailabilityEntry } from './availability.repository';

// Busy times from a calendar file the member uploads (docs/availability.md § Importing). ical.js (the Mozilla/Thunderbird
// parser, already the reader in this service's calendar tests) reads the file; this maps what it can of each VEVENT
// onto Stave's entries: one-off times, whole days, and a simple weekly repeat. Anything else is counted as skipped.

export interface IcsReading {
  entries: NewAvailabilityEntry[];
  skipped: number;
  notBusy: number;
  past: number;
}

// A file that is not a calendar (no VCALENDAR, not iCalendar at all).
export class IcsUnreadable extends Error {}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

// The London wall-clock date and time of an ical.js time: with a zone (UTC, or a TZID the file defines) as the instant
// it is; a floating time, or a TZID the file does not define, as London's wall clock (Stave's calendar is London's).
function wallClock(time: ICAL.Time): { date: string; time: string } {
  const zone = time.zone?.tzid;
  if (zone && zone !== 'floating' && (zone === 'UTC' || ICAL.TimezoneService.has(zone))) {
    const instant = time.toJSDate();
    return { date: londonDateOf(instant), time: londonTimeOf(instant) };
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`, time: `${pad(time.hour)}:${pad(time.minute)}` };
}

function parse(text: string): ICAL.Component {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch {
    throw new IcsUnreadable();
  }
  // Several top-level components parse to a list of them: the first calendar among them.
  const candidates = Array.isArray(jcal) && Array.isArray(jcal[0]) ? (jcal as unknown[]) : [jcal];
  for (const candidate of candidates) {
    if (Array.isArray(candidate) && candidate[0] === 'vcalendar') return new ICAL.Component(candidate as never);
  }
  throw new IcsUnreadable();
}

// `today` is London's date: events over before it are not imported (counted as past).
export function readIcs(bytes: Buffer, today: string): IcsReading {
  const text = bytes.toString('utf8');
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new IcsUnreadable();
  const calendar = parse(text);
  const reading: IcsReading = { entries: [], skipped: 0, notBusy: 0, past: 0 };
  // The file's zones are known to ical.js while it is read (synchronously: no other request's file in between).
  const registered: string[] = [];
  try {
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      try {
        const timezone = new ICAL.Timezone(zone);
        if (timezone.tzid && !ICAL.TimezoneService.has(timezone.tzid)) {
          ICAL.TimezoneService.register(timezone, timezone.tzid);
          registered.push(timezone.tzid);
        }
      } catch {
        // A zone ical.js cannot read: its events read as London wall clock.
      }
    }
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      try {
        mapEvent(vevent, today, reading);
      } catch {
        reading.skipped += 1;
      }
    }
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
  return reading;
}

function mapEvent(vevent: ICAL.Component, today: string, reading: IcsReading): void {
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
  if (status === 'CANCELLED' || transp === 'TRANSPARENT') {
    reading.notBusy += 1;
    return;
  }
  const event = new ICAL.Event(vevent);
  const startTime = event.startDate;
  if (!startTime) {
    reading.skipped += 1;
    return;
  }
  const summary = typeof event.summary === 'string' ? event.summary.replace(/\s+/g, ' ').trim().slice(0, AVAILABILITY_NOTE_MAX_LENGTH) : '';
  const note = summary || null;
  let date: string;
  let endDate: string | null = null;
  let from: string | null = null;
  let to: string | null = null;
  let split: NewAvailabilityEntry | null = null;
  if (startTime.isDate) {
    date = wallClock(startTime).date;
    // DTEND of a whole-day event is the day after its last (exclusive); none is the one day.
    const last = event.endDate ? addDays(wallClock(event.endDate).date, -1) : date;
    if (last > date) endDate = last;
    if (endDate !== null && daysBetween(date, endDate) >= AVAILABILITY_SPAN_MAX_DAYS) {
      reading.skipped += 1;
      return;
    }
  } else {
    const start = wallClock(startTime);
    const end = event.endDate ? wallClock(event.endDate) : start;
    date = start.date;
    from = start.time;
    if (end.date === start.date) to = end.time;
    else if (end.date === addDays(start.date, 1)) {
      // Past midnight: the first day to its end, and the next day's part (none when it ends at midnight).
      to = DAY_END;
      if (end.time !== '00:00')
        split = { kind: 'busy', date: end.date, endDate: null, from: '00:00', to: end.time, repeat: 'none', repeatUntil: null, note, source: 'import' };
    } else {
      reading.skipped += 1;
      return;
    }
    if (to <= from) to = from === '23:59' ? DAY_END : null;
    if (to === null) {
      // No length (a reminder at a moment): not a busy time.
      reading.notBusy += 1;
      return;
    }
  }
  let repeat: NewAvailabilityEntry['repeat'] = 'none';
  let repeatUntil: string | null = null;
  const rrules = vevent.getAllProperties('rrule');
  if (rrules.length) {
    const rule = rrules[0]!.getFirstValue() as ICAL.Recur;
    const byDay = rule.parts.BYDAY as string[] | undefined;
    const simple =
      rrules.length === 1 &&
      rule.freq === 'WEEKLY' &&
      (rule.interval ?? 1) === 1 &&
      Object.keys(rule.parts).every((part) => part === 'BYDAY' || part === 'WKST') &&
      (!byDay || (byDay.length === 1 && byDay[0] === WEEKDAYS[weekday(date)])) &&
      !vevent.hasProperty('exdate') &&
      !vevent.hasProperty('rdate') &&
      endDate === null &&
      split === null;
    if (!simple) {
      reading.skipped += 1;
      return;
    }
    repeat = 'weekly';
    if (rule.until) repeatUntil = wallClock(rule.until).date;
    else if (rule.count) repeatUntil = addDays(date, (rule.count - 1) * 7);
    if (repeatUntil !== null && repeatUntil < date) {
      reading.skipped += 1;
      return;
    }
  }
  const lastDay = repeat === 'weekly' ? repeatUntil : (split?.date ?? endDate ?? date);
  if (lastDay !== null && lastDay < today) {
    reading.past += 1;
    return;
  }
  reading.entries.push({ kind: 'busy', date, endDate, from, to, repeat, repeatUntil, note, source: 'import' });
  if (split) reading.entries.push(split);
}
