import { describe, expect, it } from '@jest/globals';
import { IcsUnreadable, readIcs } from './ics-import';

const ics = (...events: string[]) => Buffer.from(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n'));
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', `UID:${Math.random()}`, 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const TODAY = '2027-01-01';

describe('reading busy times from an .ics file (docs/availability.md § Importing)', () => {
  it('maps timed, whole-day, past-midnight and simple weekly events to London wall-clock entries', () => {
    const reading = readIcs(
      ics(
        // UTC in summer: 18:00Z is 19:00 in London.
        vevent('SUMMARY:Dep gig', 'DTSTART:20270710T180000Z', 'DTEND:20270710T210000Z'),
        vevent('SUMMARY:Holiday', 'DTSTART;VALUE=DATE:20270801', 'DTEND;VALUE=DATE:20270815'),
        vevent('DTSTART:20270320T230000', 'DTEND:20270321T013000'),
        vevent('SUMMARY:Choir', 'DTSTART:20270105T180000', 'DTEND:20270105T220000', 'RRULE:FREQ=WEEKLY;UNTIL=20270330T180000Z'),
        vevent('DTSTART:20270106T100000', 'DTEND:20270106T110000', 'RRULE:FREQ=WEEKLY;COUNT=3'),
      ),
      TODAY,
    );
    expect(reading.entries.map(({ date, endDate, from, to, repeat, repeatUntil, note }) => ({ date, endDate, from, to, repeat, repeatUntil, note }))).toEqual([
      { date: '2027-07-10', endDate: null, from: '19:00', to: '22:00', repeat: 'none', repeatUntil: null, note: 'Dep gig' },
      { date: '2027-08-01', endDate: '2027-08-14', from: null, to: null, repeat: 'none', repeatUntil: null, note: 'Holiday' },
      { date: '2027-03-20', endDate: null, from: '23:00', to: '24:00', repeat: 'none', repeatUntil: null, note: null },
      { date: '2027-03-21', endDate: null, from: '00:00', to: '01:30', repeat: 'none', repeatUntil: null, note: null },
      { date: '2027-01-05', endDate: null, from: '18:00', to: '22:00', repeat: 'weekly', repeatUntil: '2027-03-30', note: 'Choir' },
      { date: '2027-01-06', endDate: null, from: '10:00', to: '11:00', repeat: 'weekly', repeatUntil: '2027-01-20', note: null },
    ]);
    expect(reading.entries.every((entry) => entry.kind === 'busy' && entry.source === 'import')).toBe(true);
    expect([reading.skipped, reading.notBusy, reading.past]).toEqual([0, 0, 0]);
  });

  it('reads a TZID the file defines as that zone, and counts free, cancelled, past and unmappable events', () => {
    const reading = readIcs(
      ics(
        [
          'BEGIN:VTIMEZONE',
          'TZID:Europe/Paris',
          'BEGIN:STANDARD',
          'DTSTART:19701025T030000',
          'TZOFFSETFROM:+0200',
          'TZOFFSETTO:+0100',
          'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
          'END:STANDARD',
          'BEGIN:DAYLIGHT',
          'DTSTART:19700329T020000',
          'TZOFFSETFROM:+0100',
          'TZOFFSETTO:+0200',
          'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
          'END:DAYLIGHT',
          'END:VTIMEZONE',
        ].join('\r\n'),
        vevent('DTSTART;TZID=Europe/Paris:20270115T200000', 'DTEND;TZID=Europe/Paris:20270115T230000'),
        vevent('TRANSP:TRANSPARENT', 'DTSTART:20270201T100000Z', 'DTEND:20270201T110000Z'),
        vevent('STATUS:CANCELLED', 'DTSTART:20270202T100000Z', 'DTEND:20270202T110000Z'),
        vevent('DTSTART:20260202T100000Z', 'DTEND:20260202T110000Z'),
        vevent('DTSTART:20270203T100000Z', 'DTEND:20270203T110000Z', 'RRULE:FREQ=MONTHLY'),
        vevent('DTSTART:20270204T100000Z', 'DTEND:20270204T110000Z', 'RRULE:FREQ=WEEKLY;INTERVAL=2'),
        vevent('DTSTART:20270205T100000Z', 'DTEND:20270205T110000Z', 'RRULE:FREQ=WEEKLY', 'EXDATE:20270212T100000Z'),
        vevent('DTSTART:20270206T100000Z', 'DTEND:20270209T110000Z'),
        vevent('SUMMARY:no start'),
      ),
      TODAY,
    );
    expect(reading.entries.map(({ date, from, to }) => [date, from, to])).toEqual([['2027-01-15', '19:00', '22:00']]);
    expect({ skipped: reading.skipped, notBusy: reading.notBusy, past: reading.past }).toEqual({ skipped: 5, notBusy: 2, past: 1 });
  });

  it('refuses what is not a calendar, and never throws anything else for odd bytes', () => {
    for (const bytes of [
      Buffer.from(''),
      Buffer.from('hello'),
      Buffer.from('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n'),
      Buffer.from([0xff, 0xfe, 0x00, 0x42, 0x45]),
      Buffer.from('BEGIN:VCARD\r\nEND:VCARD\r\nBEGIN:VCALENDAR'),
    ]) {
      let thrown: unknown = null;
      try {
        readIcs(bytes, TODAY);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(IcsUnreadable);
    }
    // Broken values inside a calendar are events skipped, not a failure.
    const reading = readIcs(ics(vevent('DTSTART:notadate', 'DTEND:20270101T100000Z'), vevent('DTSTART:20270301T100000Z', 'DTEND:garbage')), TODAY);
    expect(reading.entries.length + reading.skipped + reading.notBusy).toBe(2);
    // A nameless property in an otherwise empty calendar: nothing to import.
    expect(readIcs(Buffer.from('BEGIN:VCALENDAR\r\n:::\r\nEND:VCALENDAR'), TODAY).entries).toEqual([]);
  });
});
