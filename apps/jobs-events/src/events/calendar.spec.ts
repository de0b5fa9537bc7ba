import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { contentLine, escapeText, eventEntry, toICalendar } from './calendar';
import type { EventRow } from './events.repository';

const START = new Date('2027-03-01T19:30:00.000Z');
const event = (fields: Partial<EventRow> = {}): EventRow => ({
  id: 7,
  title: 'Open mic night',
  userId: 1,
  organizerName: 'Ada',
  organizerImage: null,
  description: null,
  location: 'The Brudenell',
  region: 'Yorkshire and the Humber',
  postcode: 'LS6 1UW',
  startDate: START,
  endDate: new Date(START.getTime() + 3 * 3600_000),
  imageUrl: null,
  ticketPrice: null,
  ticketUrl: null,
  createdAt: START,
  status: 'scheduled',
  goingCount: 0,
  interestedCount: 0,
  myRsvp: null,
  postedBy: null,
  ...fields,
});

// What a hostile member could have stored before single-line fields refused line breaks (and what a
// multi-line description may still hold): each tries to close the event and open one of its own, or add
// an attendee, an organiser, an alarm.
const INJECTED =
  'END:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nDTSTART:20270101T000000Z\r\nSUMMARY:Account suspended – pay at https://evil.example\r\nEND:VEVENT';
const HOSTILE: Array<[string, string]> = [
  ['CRLF', `Gig\r\n${INJECTED}\r\nBEGIN:VEVENT`],
  ['a lone CR', 'Gig\rATTENDEE:mailto:victim@example.com'],
  ['a lone LF', 'Gig\nORGANIZER:mailto:evil@example.com'],
  ['Unicode line separators', 'Gig\u2028BEGIN:VALARM\u2029ACTION:DISPLAY\u0085END:VALARM'],
  ['TEXT specials', 'Jazz; night, live \\n not a break \\'],
  ['control characters', 'Gig\u0000\u0007\u001b[31m\u007f red'],
  ['a folded line break', `${'x'.repeat(70)}\r\n ATTENDEE:mailto:x@example.com`],
  ['wide characters across the fold', `${'🎸'.repeat(40)}${'é'.repeat(60)}`],
];
// What a reader gets back: every line break one \n, control characters gone.
// eslint-disable-next-line no-control-regex -- control characters are what the calendar leaves out.
const asRead = (text: string) => text.replace(/\r\n|[\r\u0085\u2028\u2029]/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

// ical.js decodes TEXT only for the properties it knows; the calendar's name (RFC 7986 NAME, X-WR-CALNAME) it
// hands back as written, so it is decoded here as a calendar app does.
const decoded = (value: unknown) =>
  String(value).replace(/\\([\\;,nN])/g, (_escape, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

const CALENDAR_PROPERTIES = ['version', 'prodid', 'calscale', 'method', 'name', 'x-wr-calname', 'refresh-interval', 'x-published-ttl'];
const EVENT_PROPERTIES = ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary', 'location', 'description', 'url', 'status'];
const propertyNames = (component: ICAL.Component) => component.getAllProperties().map((property) => property.name);

describe('calendar (RFC 5545)', () => {
  it.each(HOSTILE)('escapes %s in every text property, so another member reads exactly the events there are', (_case, hostile) => {
    const rows = [
      event({ id: 1, title: hostile, organizerName: hostile, location: hostile, region: null, ticketPrice: hostile, description: hostile }),
      event({ id: 2, title: 'Second', status: 'cancelled' }),
    ];

    const text = toICalendar(hostile, rows.map(eventEntry), START);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents();

    // Only CRLF ends a line, and none is longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.slice(0, -2).split('\r\n')) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(propertyNames(calendar)).toEqual(CALENDAR_PROPERTIES);
    expect(decoded(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(asRead(hostile));
    expect(decoded(calendar.getFirstPropertyValue('name'))).toBe(asRead(hostile));
    expect(vevents.map((vevent) => [vevent.name, vevent.getFirstPropertyValue('uid')])).toEqual([
      ['vevent', 'event-1@stave'],
      ['vevent', 'event-2@stave'],
    ]);
    expect(vevents.flatMap((vevent) => vevent.getAllSubcomponents())).toEqual([]);
    expect(propertyNames(vevents[0]!)).toEqual(EVENT_PROPERTIES.filter((name) => name !== 'url'));
    const first = new ICAL.Event(vevents[0]!);
    expect(first.summary).toBe(asRead(hostile));
    expect(first.location).toBe(asRead(hostile));
    expect(first.description).toBe(asRead(`Organised by ${hostile}\n\nTickets: ${hostile}\n\n${hostile}`));
    expect(first.startDate.toJSDate()).toEqual(START);
    expect(vevents[1]!.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('writes a ticket link as the URL parser serialises it: line breaks gone, quotes and spaces encoded, commas kept', () => {
    const link = 'https://tickets.example/a,b;c?q="x y"\r\nATTENDEE:mailto:victim@example.com';

    const vevent = new ICAL.Component(ICAL.parse(toICalendar('Gig', [eventEntry(event({ ticketUrl: link }))], START))).getFirstSubcomponent('vevent')!;

    expect(propertyNames(vevent)).toEqual(EVENT_PROPERTIES);
    expect(vevent.getFirstPropertyValue('url')).toBe('https://tickets.example/a,b;c?q=%22x%20y%22ATTENDEE:mailto:victim@example.com');
  });

  it('leaves out a stored link that is not http(s)', () => {
    const text = toICalendar('Gig', [event({ ticketUrl: 'javascript:alert(1)' }), event({ ticketUrl: 'not a link\r\nX: y' })].map(eventEntry), START);

    expect(text).not.toContain('URL');
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')).toHaveLength(2);
  });

  it.each([
    ['back-slash', 'a\\b', 'a\\\\b'],
    ['semicolon and comma', 'a;b,c', 'a\\;b\\,c'],
    ['CRLF, CR, LF', 'a\r\nb\rc\nd', 'a\\nb\\nc\\nd'],
    ['line separators', 'a\u2028b\u2029c\u0085d', 'a\\nb\\nc\\nd'],
    ['controls, but the tab', 'a\u0000b\u001bc\td\u007f', 'abc\td'],
  ])('escapes TEXT: %s', (_case, raw, escaped) => {
    expect(escapeText(raw)).toBe(escaped);
  });

  it('refuses to write a property it cannot make safe', () => {
    expect(() => contentLine('SUMMARY\r\nX', { text: 'a' })).toThrow('not a property name');
    expect(() => contentLine('STATUS', { token: 'CONFIRMED\r\nX:1' })).toThrow('not a token');
    expect(() => contentLine('URL', { uri: 'data:text/plain,hi' })).toThrow('not an http(s) link');
  });
});
