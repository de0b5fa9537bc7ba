import type { EventRow } from './events.repository';

// iCalendar (RFC 5545) for one event's "Add to calendar" and a member's feed, written here rather than by
// ical-generator, which left the calendar's name (NAME, X-WR-CALNAME) unescaped: a title with a line break
// wrote extra properties and events into another member's download (docs/jobs-events.md § Calendars).
// Every property goes through contentLine(), which writes its value by type, so nothing reaches the file
// unescaped: text is escaped (\\ \; \, \n), links are written as the URL parser serialises them (it drops
// line breaks and percent-encodes what a URI may not hold), times and durations are formatted here. No
// property carries a parameter made from a member's text. Times are in UTC, which every calendar app shows
// in its own zone; a cancelled event stays in a feed as STATUS:CANCELLED so subscribed calendars drop it.

export type CalendarValue =
  | { text: string }
  | { uri: string }
  | { utc: Date }
  | { durationSeconds: number }
  // Fixed words of the format (VERSION's 2.0, STATUS's CONFIRMED): never a member's text.
  | { token: string };

const REFRESH_SECONDS = 60 * 60;
// RFC 5545 §3.1: lines of at most 75 octets, longer ones folded with CRLF and a space.
const LINE_OCTETS = 75;
const TOKEN = /^[A-Za-z0-9.:/-]+$/;
// CONTROL of RFC 5545 §3.1 (all C0 but tab, and DEL), which no value may hold; and the line separators
// that some readers break lines on (NEL, U+2028, U+2029).
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- the control characters are what this removes.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// One VEVENT: an event a member organises or answered, or a booking they are on (docs/bookings.md).
export interface CalendarEntry {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export function eventEntry(event: EventRow): CalendarEntry {
  return {
    uid: `event-${event.id}@stave`,
    start: event.startDate,
    end: event.endDate,
    summary: event.title,
    location: [event.location, event.region].filter(Boolean).join(', '),
    description: [
      event.organizerName ? `Organised by ${event.organizerName}` : null,
      event.ticketPrice ? `Tickets: ${event.ticketPrice}` : null,
      event.description,
    ]
      .filter(Boolean)
      .join('\n\n'),
    url: event.ticketUrl,
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}

export function toICalendar(name: string, entries: CalendarEntry[], stamp: Date): string {
  const lines = [
    contentLine('BEGIN', { token: 'VCALENDAR' }),
    contentLine('VERSION', { token: '2.0' }),
    contentLine('PRODID', { text: '-//Stave//Events//EN' }),
    contentLine('CALSCALE', { token: 'GREGORIAN' }),
    contentLine('METHOD', { token: 'PUBLISH' }),
    contentLine('NAME', { text: name }),
    contentLine('X-WR-CALNAME', { text: name }),
    contentLine('REFRESH-INTERVAL', { durationSeconds: REFRESH_SECONDS }),
    contentLine('X-PUBLISHED-TTL', { durationSeconds: REFRESH_SECONDS }),
  ];
  for (const entry of entries) {
    lines.push(
      contentLine('BEGIN', { token: 'VEVENT' }),
      contentLine('UID', { text: entry.uid }),
      contentLine('DTSTAMP', { utc: stamp }),
      contentLine('DTSTART', { utc: entry.start }),
      contentLine('DTEND', { utc: entry.end }),
      contentLine('SUMMARY', { text: entry.summary }),
      ...(entry.location ? [contentLine('LOCATION', { text: entry.location })] : []),
      ...(entry.description ? [contentLine('DESCRIPTION', { text: entry.description })] : []),
      ...(entry.url && webLink(entry.url) ? [contentLine('URL', { uri: entry.url })] : []),
      contentLine('STATUS', { token: entry.status }),
      contentLine('END', { token: 'VEVENT' }),
    );
  }
  lines.push(contentLine('END', { token: 'VCALENDAR' }));
  return lines.join('');
}

// One property as its folded content line, CRLF-terminated. The only way a line is written.
export function contentLine(name: string, value: CalendarValue): string {
  if (!/^[A-Z][A-Z0-9-]*$/.test(name)) throw new Error(`iCalendar: not a property name: ${name}`);
  const line = `${name}${'durationSeconds' in value ? ';VALUE=DURATION' : ''}:${valueOf(value)}`;
  // Each value type above leaves none; a line break here would start a property of the value's choosing.
  if (/[\r\n]/.test(line)) throw new Error(`iCalendar: a line break in ${name}`);
  return `${fold(line)}\r\n`;
}

// RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, every line break written as \n; control
// characters, which no value may hold, left out.
export function escapeText(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS, '')
    .replace(/[\\;,\n]/g, (found) => (found === '\n' ? '\\n' : `\\${found}`));
}

function valueOf(value: CalendarValue): string {
  if ('text' in value) return escapeText(value.text);
  if ('uri' in value) {
    const href = webLink(value.uri);
    if (href === null) throw new Error('iCalendar: not an http(s) link');
    return href;
  }
  if ('utc' in value)
    return value.utc
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  if ('durationSeconds' in value) return `PT${Math.max(0, Math.floor(value.durationSeconds))}S`;
  if (!TOKEN.test(value.token)) throw new Error(`iCalendar: not a token: ${value.token}`);
  return value.token;
}

// A stored link (http(s) when it was accepted) as the WHATWG URL parser writes it: no line break, tab or
// control character, spaces and quotes percent-encoded. Anything else is left out of the calendar.
function webLink(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// Folded at 75 octets of UTF-8, between characters (a character is never split across lines).
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The first line holds 75 octets; each continuation starts with a space, so holds 74 more.
    if (octets + size > (parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
