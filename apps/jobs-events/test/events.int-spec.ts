import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { Clock } from '@stave/platform';
import { ServiceWithMembers, trickledUpload, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';
import { EventsService } from '../src/events/events.service';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

// Events as in the cluster: jobs-events' own database, members arriving as identity's events on
// Kafka, every call through its real guard, reminders through pg-boss in the same database.
describe('jobs-events: events, RSVPs and calendars', () => {
  let service: ServiceWithMembers;

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
  });

  afterAll(async () => {
    await service?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => service.call(method, path, { token: member.token, body });
  const create = async (member: Member, fields: Record<string, unknown> = {}) => {
    const answer = await call(member, 'POST', '/api/events', { title: 'Open mic night', startDate: at(2 * DAY), endDate: at(2 * DAY + 3 * HOUR), ...fields });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; [key: string]: unknown };
  };
  const outbox = async (name: string, eventId: number) =>
    (await service.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = $1 AND key = $2 ORDER BY id`, [name, String(eventId)])).rows.map(
      (row) => row.payload,
    );
  // Each test searches among its own events: a word no other test uses.
  let tags = 0;
  const tag = () => `zq${Date.now().toString(36)}${++tags}`;

  describe('creating and editing', () => {
    it('answers the event with the spec’s fields, blanks as null, the organiser from the member, and ignores the form’s extras', async () => {
      const organizer = await service.member({ name: 'Ada Lovelace', profileImage: '/uploads/ada.webp' });
      const event = await create(organizer, {
        userId: 999,
        organizerImage: 'https://evil.example/x.png',
        startTime: '18:00',
        endTime: '21:00',
        organizerName: '',
        imageUrl: '',
        ticketPrice: '  ',
        ticketUrl: '',
        region: 'North West',
        location: 'Manchester',
      });

      expect(event).toMatchObject({
        title: 'Open mic night',
        userId: organizer.id,
        organizerName: 'Ada Lovelace',
        organizerImage: '/uploads/ada.webp',
        region: 'North West',
        imageUrl: null,
        ticketPrice: null,
        ticketUrl: null,
        status: 'scheduled',
        goingCount: 0,
        interestedCount: 0,
        myRsvp: null,
      });
      expect(await outbox('jobs-events.event.created.v1', event.id)).toEqual([
        { eventId: event.id, userId: organizer.id, title: 'Open mic night', startDate: event.startDate },
      ]);
    });

    it('answers the spec’s texts for a missing title or time, and refuses an end before the start, a finished event, a bad region or link', async () => {
      const organizer = await service.member();
      const base = { title: 'Gig', startDate: at(DAY), endDate: at(DAY + HOUR) };
      const answers = await Promise.all([
        call(organizer, 'POST', '/api/events', { ...base, title: '  ' }),
        call(organizer, 'POST', '/api/events', { ...base, startDate: '' }),
        call(organizer, 'POST', '/api/events', { title: 'Gig', startDate: at(DAY) }),
        call(organizer, 'POST', '/api/events', { ...base, endDate: at(DAY - HOUR) }),
        call(organizer, 'POST', '/api/events', { ...base, startDate: at(-3 * HOUR), endDate: at(-HOUR) }),
        call(organizer, 'POST', '/api/events', { ...base, region: 'Narnia' }),
        call(organizer, 'POST', '/api/events', { ...base, ticketUrl: 'javascript:alert(1)' }),
        call(organizer, 'POST', '/api/events', { ...base, imageUrl: 'data:image/png;base64,AAAA' }),
        call(organizer, 'POST', '/api/events', { ...base, startDate: '0000-01-01T00:00:00Z' }),
      ]);

      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
      expect(answers[0]!.body.errors).toEqual([expect.objectContaining({ path: 'title', message: 'Event title is required' })]);
      expect(answers[1]!.body.errors).toEqual([expect.objectContaining({ path: 'startDate', message: 'Start time is required' })]);
      expect(answers[2]!.body.errors).toEqual([expect.objectContaining({ path: 'endDate', message: 'End time is required' })]);
      expect(answers[3]!.body.errors).toEqual([expect.objectContaining({ path: 'endDate', message: 'The event must end after it starts' })]);
      expect(answers[4]!.body).toMatchObject({ code: 'EVENT_END_IN_PAST' });
      expect(answers[5]!.body.errors[0]).toMatchObject({ path: 'region' });
      expect(answers[6]!.body.errors[0]).toMatchObject({ path: 'ticketUrl', message: 'Please enter a valid URL (http:// or https://)' });
      expect(answers[7]!.body.errors[0]).toMatchObject({ path: 'imageUrl' });
      expect(answers[8]!.body.errors[0]).toMatchObject({ path: 'startDate' });
    });

    it("lets only the organiser edit, cancel, delete or list attendees; anyone else's attempt is 404 and changes nothing", async () => {
      const [organizer, other] = [await service.member(), await service.member()];
      const event = await create(organizer, { location: 'Leeds' });

      const foreign = await Promise.all([
        call(other, 'PATCH', `/api/events/${event.id}`, { title: 'Mine now' }),
        call(other, 'PATCH', `/api/events/${event.id}`, { status: 'cancelled' }),
        call(other, 'DELETE', `/api/events/${event.id}`),
        call(other, 'GET', `/api/events/${event.id}/attendees`),
        call(other, 'GET', `/api/events/999999/attendees`),
      ]);

      expect(foreign.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
      expect(foreign[0]!.body).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'Event not found' });
      expect((await call(other, 'GET', `/api/events/${event.id}`)).body).toMatchObject({ title: 'Open mic night', status: 'scheduled' });

      const edited = await call(organizer, 'PATCH', `/api/events/${event.id}`, { title: 'Open mic night II', ticketPrice: '£5' });
      expect(edited.body).toMatchObject({ title: 'Open mic night II', ticketPrice: '£5', location: 'Leeds' });
    });

    it('tells those who answered when the event moves, is rescheduled or cancelled, and takes no edits once cancelled', async () => {
      const [organizer, going, interested] = [await service.member(), await service.member(), await service.member()];
      const event = await create(organizer, { location: 'Leeds' });
      await call(going, 'POST', `/api/events/${event.id}/rsvp`, { status: 'going' });
      await call(interested, 'POST', `/api/events/${event.id}/rsvp`, { status: 'interested' });
      await call(organizer, 'POST', `/api/events/${event.id}/rsvp`, { status: 'going' });

      await call(organizer, 'PATCH', `/api/events/${event.id}`, { description: 'Bring a guitar' });
      await call(organizer, 'PATCH', `/api/events/${event.id}`, { location: 'York' });
      const newStart = at(3 * DAY);
      await call(organizer, 'PATCH', `/api/events/${event.id}`, { startDate: newStart, endDate: at(3 * DAY + HOUR) });
      const cancelled = await call(organizer, 'PATCH', `/api/events/${event.id}`, { status: 'cancelled' });
      const afterwards = await call(organizer, 'PATCH', `/api/events/${event.id}`, { title: 'Back on' });

      expect(cancelled.body).toMatchObject({ status: 'cancelled' });
      expect(afterwards).toMatchObject({ status: 409, body: { code: 'EVENT_CANCELLED' } });
      const attendeeIds = [going.id, interested.id].sort((a, b) => a - b);
      expect((await outbox('jobs-events.event.changed.v1', event.id)).map(({ change, attendeeIds }) => ({ change, attendeeIds }))).toEqual([
        { change: 'moved', attendeeIds },
        { change: 'rescheduled', attendeeIds },
        { change: 'cancelled', attendeeIds },
      ]);
      // Gone from everyone's list, kept in the organiser's own.
      expect((await call(going, 'GET', `/api/events?search=leeds`)).body.map((e: { id: number }) => e.id)).not.toContain(event.id);
      expect((await call(organizer, 'GET', `/api/events?mine=true`)).body.map((e: { id: number }) => e.id)).toContain(event.id);
      // And no more answers.
      expect(await call(going, 'POST', `/api/events/${event.id}/rsvp`, { status: 'interested' })).toMatchObject({ status: 409, body: { code: 'EVENT_OVER' } });
    });
  });

  describe('listing', () => {
    it('filters on the server: upcoming soonest first by default, past latest first, all; search, region and location; pages with headers', async () => {
      const organizer = await service.member();
      const word = tag();
      const soon = await create(organizer, {
        title: `${word} soon`,
        startDate: at(DAY),
        endDate: at(DAY + HOUR),
        region: 'London',
        location: 'Camden, London',
      });
      const later = await create(organizer, {
        title: `${word} later`,
        startDate: at(5 * DAY),
        endDate: at(5 * DAY + HOUR),
        region: 'Scotland',
        location: 'Glasgow',
      });
      // A past event: created while it was still to come.
      const clock = service.service.app.get(Clock);
      const now = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() - 10 * DAY));
      const past = await create(organizer, { title: `${word} past`, description: 'last year', startDate: at(-5 * DAY), endDate: at(-5 * DAY + HOUR) });
      const older = await create(organizer, { title: `${word} older`, startDate: at(-8 * DAY), endDate: at(-8 * DAY + HOUR) });
      now.mockRestore();
      const ids = async (query: string) => {
        const answer = await call(organizer, 'GET', `/api/events?search=${word}${query}`);
        expect(answer.status).toBe(200);
        return (answer.body as { id: number }[]).map((event) => event.id);
      };

      expect(await ids('')).toEqual([soon.id, later.id]);
      expect(await ids('&when=past')).toEqual([past.id, older.id]);
      expect(await ids('&when=all')).toEqual([older.id, past.id, soon.id, later.id]);
      expect(await ids('&region=Scotland')).toEqual([later.id]);
      expect(await ids('&location=camden')).toEqual([soon.id]);
      expect(await ids(`%20last%20year&when=all`)).toEqual([past.id]);
      expect(await ids('&when=upcoming&limit=1')).toEqual([soon.id]);

      const page = await call(organizer, 'GET', `/api/events?search=${word}&when=all&limit=3`);
      expect(page.headers.get('x-total-count')).toBe('4');
      expect(page.headers.get('x-next-page')).toBe('2');
      expect(page.headers.get('cache-control')).toContain('no-cache');
      const bad = await call(organizer, 'GET', `/api/events?when=soon&region=Narnia`);
      expect(bad.status).toBe(400);
    });

    it('finds a searched word through the trigram index, never reading the whole table (20,000 events)', async () => {
      await service.db.query(
        `INSERT INTO events (user_id, title, location, start_date, end_date)
         SELECT 1, CASE WHEN i % 4000 = 0 THEN 'Harpsichord recital ' || i ELSE 'Gig ' || md5(i::text) END, 'Town ' || (i % 31),
                now() + i * interval '1 minute', now() + i * interval '1 minute' + interval '2 hours'
           FROM generate_series(1, 20000) i`,
      );
      await service.db.query(`ANALYZE events`);
      const { rows } = await service.db.query(
        `EXPLAIN SELECT id FROM events e WHERE e.status = 'scheduled' AND e.start_date > now() AND e.search_doc LIKE '%harpsichord%' ORDER BY e.start_date, e.id LIMIT 50`,
      );
      const plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      const member = await service.member();
      const found = await call(member, 'GET', '/api/events?search=harpsichord&limit=100');

      expect(plan).toContain('events_search_trgm_idx');
      expect(plan).not.toContain('Seq Scan');
      expect(found.body).toHaveLength(5);
      await service.db.query(`DELETE FROM events WHERE user_id = 1`);
    });

    it('features the 3 soonest upcoming events', async () => {
      const member = await service.member();
      const featured = await call(member, 'GET', '/api/events/featured');
      const upcoming = await call(member, 'GET', '/api/events?limit=3');
      expect(featured.status).toBe(200);
      expect(featured.body.length).toBeLessThanOrEqual(3);
      expect(featured.body.map((e: { id: number }) => e.id)).toEqual(upcoming.body.map((e: { id: number }) => e.id));
    });
  });

  describe('RSVP', () => {
    it('is idempotent: the same answer twice (even in parallel) counts once and tells the organiser once; a change and a withdrawal are told', async () => {
      const [organizer, member] = [await service.member(), await service.member()];
      const event = await create(organizer);

      const first = await Promise.all(Array.from({ length: 10 }, () => call(member, 'POST', `/api/events/${event.id}/rsvp`, { status: 'going' })));
      expect(first.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(first[9]!.body).toEqual({ eventId: event.id, myRsvp: 'going', goingCount: 1, interestedCount: 0 });

      const changed = await call(member, 'POST', `/api/events/${event.id}/rsvp`, { status: 'interested' });
      expect(changed.body).toEqual({ eventId: event.id, myRsvp: 'interested', goingCount: 0, interestedCount: 1 });
      expect((await call(member, 'GET', `/api/events/${event.id}`)).body).toMatchObject({ myRsvp: 'interested', interestedCount: 1 });

      const withdrawn = await call(member, 'DELETE', `/api/events/${event.id}/rsvp`);
      const again = await call(member, 'DELETE', `/api/events/${event.id}/rsvp`);
      expect(withdrawn.body).toEqual({ eventId: event.id, myRsvp: null, goingCount: 0, interestedCount: 0 });
      expect(again.status).toBe(200);

      expect((await outbox('jobs-events.rsvp.changed.v1', event.id)).map((payload) => payload.status)).toEqual(['going', 'interested', 'withdrawn']);
      const bad = await call(member, 'POST', `/api/events/${event.id}/rsvp`, { status: 'maybe' });
      expect(bad).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ message: 'RSVP must be going or interested' })] } });
      expect((await call(member, 'POST', `/api/events/424242/rsvp`, { status: 'going' })).status).toBe(404);
    });

    it('shows the organiser who answered, going first, and counts the dashboard’s upcoming events (organised or going)', async () => {
      const [organizer, ada, bob] = [await service.member(), await service.member({ name: 'Ada' }), await service.member({ name: 'Bob' })];
      const event = await create(organizer);
      await call(ada, 'POST', `/api/events/${event.id}/rsvp`, { status: 'interested' });
      await call(bob, 'POST', `/api/events/${event.id}/rsvp`, { status: 'going' });

      const attendees = await call(organizer, 'GET', `/api/events/${event.id}/attendees`);
      expect(attendees.body.map((a: { status: string; member: { id: number } }) => [a.status, a.member.id])).toEqual([
        ['going', bob.id],
        ['interested', ada.id],
      ]);
      expect(attendees.body[1].member).toMatchObject({ name: 'Ada' });

      expect((await call(organizer, 'GET', '/api/events/upcoming/count')).body).toEqual({ count: 1 });
      expect((await call(bob, 'GET', '/api/events/upcoming/count')).body).toEqual({ count: 1 });
      expect((await call(ada, 'GET', '/api/events/upcoming/count')).body).toEqual({ count: 0 });
    });
  });

  describe('calendars', () => {
    it('answers an event as iCalendar that a real parser reads back', async () => {
      const organizer = await service.member({ name: 'Ada' });
      const event = await create(organizer, {
        title: 'Jazz; night, live',
        location: 'Ronnie’s',
        region: 'London',
        ticketPrice: '£12',
        description: 'Line one\nLine two',
      });

      const answer = await service.call('GET', `/api/events/${event.id}/ics`, { token: organizer.token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/calendar');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="jazz-night-live.ics"');
      const calendar = new ICAL.Component(ICAL.parse(answer.text));
      const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(vevent.summary).toBe('Jazz; night, live');
      expect(vevent.location).toBe('Ronnie’s, London');
      // iCalendar times are to the second.
      const toSecond = (iso: unknown) => new Date(Math.floor(Date.parse(iso as string) / 1000) * 1000).toISOString();
      expect(vevent.startDate.toJSDate().toISOString()).toBe(toSecond(event.startDate));
      expect(vevent.endDate.toJSDate().toISOString()).toBe(toSecond(event.endDate));
      expect(vevent.uid).toBe(`event-${event.id}@stave`);
      expect(vevent.description).toContain('Line one\nLine two');
    });

    it("gives another member exactly the events there are, whatever line breaks an organiser's stored texts hold", async () => {
      const [organizer, member] = [await service.member(), await service.member()];
      const hostile = await create(organizer, { title: 'Placeholder' });
      const own = await create(member, { title: 'My showcase' });
      await call(member, 'POST', `/api/events/${hostile.id}/rsvp`, { status: 'going' });
      const feed = (await call(member, 'POST', '/api/events/calendar-feed')).body as { url: string };
      // Rows stored before single-line fields refused line breaks (descriptions still keep theirs): each tries
      // to close the event and add one of its own, an attendee, an organiser or an alarm.
      const injected = (what: string) => `Gig\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nDTSTART:20270101T000000Z\r\nSUMMARY:${what}\r\nEND:VEVENT`;
      const texts = {
        title: `${injected('Account suspended – pay at https://evil.example')}\r\nBEGIN:VEVENT`,
        organizer_name: 'Ada\nORGANIZER:mailto:evil@example.com',
        location: 'Leeds\rATTENDEE;CN=Victim:mailto:victim@example.com',
        ticket_price: '£5\u2028BEGIN:VALARM\u2028ACTION:DISPLAY\u2028END:VALARM',
        description: injected('Second fake'),
        ticket_url: 'https://tickets.example/a,b\r\nATTENDEE:mailto:victim@example.com',
      };
      await service.db.query(
        `UPDATE events SET title = $2, organizer_name = $3, location = $4, ticket_price = $5, description = $6, ticket_url = $7 WHERE id = $1`,
        [hostile.id, ...Object.values(texts)],
      );

      const single = await service.call('GET', `/api/events/${hostile.id}/ics`, { token: member.token });
      const subscribed = await service.call('GET', feed.url);

      const unescaped = (value: unknown) =>
        String(value).replace(/\\([\\;,nN])/g, (_escape, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
      const asRead = (text: string) => text.replace(/\r\n|[\r\u2028]/g, '\n');
      const calendar = new ICAL.Component(ICAL.parse(single.text));
      expect(unescaped(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(asRead(texts.title));
      expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual(['vevent']);
      const vevent = calendar.getFirstSubcomponent('vevent')!;
      expect(vevent.getAllProperties().map((property) => property.name)).toEqual([
        'uid',
        'dtstamp',
        'dtstart',
        'dtend',
        'summary',
        'location',
        'description',
        'url',
        'status',
      ]);
      const read = new ICAL.Event(vevent);
      expect([read.uid, read.summary, read.location]).toEqual([`event-${hostile.id}@stave`, asRead(texts.title), `${asRead(texts.location)}`]);
      expect(read.description).toBe(asRead(`Organised by ${texts.organizer_name}\n\nTickets: ${texts.ticket_price}\n\n${texts.description}`));
      expect(vevent.getFirstPropertyValue('url')).toBe('https://tickets.example/a,bATTENDEE:mailto:victim@example.com');
      const events = new ICAL.Component(ICAL.parse(subscribed.text)).getAllSubcomponents();
      expect(events.map((component) => [component.name, component.getFirstPropertyValue('uid')]).sort()).toEqual(
        [
          ['vevent', `event-${hostile.id}@stave`],
          ['vevent', `event-${own.id}@stave`],
        ].sort(),
      );
      expect(events.flatMap((component) => component.getAllProperties('attendee').concat(component.getAllProperties('organizer')))).toEqual([]);
    });

    it('serves a feed of what the member organises or goes to at a secret address that a reset replaces', async () => {
      const [member, organizer] = [await service.member(), await service.member()];
      const own = await create(member, { title: 'My showcase' });
      const going = await create(organizer, { title: 'Their festival' });
      const interested = await create(organizer, { title: 'Maybe gig' });
      await call(member, 'POST', `/api/events/${going.id}/rsvp`, { status: 'going' });
      await call(member, 'POST', `/api/events/${interested.id}/rsvp`, { status: 'interested' });

      expect((await call(member, 'GET', '/api/events/calendar-feed')).body).toEqual({ active: false, createdAt: null });
      const first = (await call(member, 'POST', '/api/events/calendar-feed')).body as { url: string };
      expect(first.url).toMatch(/^\/api\/events\/feed\/[A-Za-z0-9_-]{43}$/);
      expect((await call(member, 'GET', '/api/events/calendar-feed')).body).toMatchObject({ active: true });

      const feed = await service.call('GET', first.url);
      expect(feed.status).toBe(200);
      const summaries = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
      expect(summaries.sort()).toEqual(['My showcase', 'Their festival']);

      await call(organizer, 'PATCH', `/api/events/${going.id}`, { status: 'cancelled' });
      const cancelled = new ICAL.Component(ICAL.parse((await service.call('GET', first.url)).text))
        .getAllSubcomponents('vevent')
        .find((v) => v.getFirstPropertyValue('summary') === 'Their festival');
      expect(cancelled?.getFirstPropertyValue('status')).toBe('CANCELLED');

      const second = (await call(member, 'POST', '/api/events/calendar-feed')).body as { url: string };
      expect((await service.call('GET', first.url)).status).toBe(404);
      expect((await service.call('GET', second.url)).status).toBe(200);
      expect((await service.call('GET', '/api/events/feed/not-a-token')).status).toBe(404);
      expect(own.id).toBeGreaterThan(0);
    });
  });

  describe('reminders', () => {
    it('queues a reminder for a day before, with the event; a run for a start that moved does nothing; a due one tells those going', async () => {
      const [organizer, going, interested] = [await service.member(), await service.member(), await service.member()];
      const event = await create(organizer, { startDate: at(3 * DAY), endDate: at(3 * DAY + HOUR) });
      const jobs = await service.db.query(
        `SELECT data, start_after FROM pgboss.job WHERE name = 'jobs-events.events.remind-attendees' AND data->>'eventId' = $1`,
        [String(event.id)],
      );
      expect(jobs.rows).toHaveLength(1);
      expect(jobs.rows[0].start_after.toISOString()).toBe(new Date(Date.parse(event.startDate as string) - DAY).toISOString());

      await call(going, 'POST', `/api/events/${event.id}/rsvp`, { status: 'going' });
      await call(interested, 'POST', `/api/events/${event.id}/rsvp`, { status: 'interested' });
      const events = service.service.app.get(EventsService);
      await events.remindAttendees(event.id, at(4 * DAY));
      expect(await outbox('jobs-events.event.reminder.v1', event.id)).toEqual([]);

      await events.remindAttendees(event.id, event.startDate as string);
      expect(await outbox('jobs-events.event.reminder.v1', event.id)).toEqual([
        { eventId: event.id, title: 'Open mic night', startDate: event.startDate, location: null, attendeeIds: [going.id] },
      ]);
    });
  });

  describe('uploaded images', () => {
    it('takes an image, re-encodes it, serves it, and lets only its uploader put it on an event', async () => {
      const [organizer, other] = [await service.member(), await service.member()];
      const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'poster.jpg');
      const uploaded = await service.call('POST', '/api/events/image', { token: organizer.token, body: form });
      expect(uploaded.status).toBe(201);
      const { imageUrl } = uploaded.body as { imageUrl: string };
      expect(imageUrl).toMatch(/^\/event-images\/[0-9a-f-]+\.webp$/);
      const served = await fetch(`${service.url}${imageUrl}`);
      expect(served.headers.get('content-type')).toBe('image/webp');

      const stolen = await call(other, 'POST', '/api/events', { title: 'Gig', startDate: at(DAY), endDate: at(DAY + HOUR), imageUrl });
      expect(stolen).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ path: 'imageUrl' })] } });
      expect(await create(organizer, { imageUrl })).toMatchObject({ imageUrl });

      const text = new FormData();
      text.append('image', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'x.svg');
      const refused = await service.call('POST', '/api/events/image', { token: organizer.token, body: text });
      expect(refused).toMatchObject({ status: 415, body: { message: 'Event images must be JPEG, PNG, GIF or WebP' } });
    });

    // docs/platform.md § Uploads: a slot is taken once a body is in hand, never while it arrives.
    it("answers another member's event image while one member's two images trickle in", async () => {
      const [slow, other] = [await service.member(), await service.member()];
      const port = Number(new URL(service.url).port);
      const hangUp = new AbortController();
      // 2,400 B/s each for about 25 s: twice the service's floor, so only their client ends them.
      let bodiesSent = 0;
      const pace = { chunk: 1200, everyMs: 500, chunks: 50, signal: hangUp.signal, onBodySent: () => bodiesSent++ };
      const trickles = [0, 1].map(() => trickledUpload({ port, path: '/api/events/image', token: slow.token, field: 'image', ...pace }));
      trickles.forEach((answer) => answer.catch(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const form = new FormData();
      const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'small.png');

      const answer = await service.call('POST', '/api/events/image', { token: other.token, body: form });

      expect(answer.status).toBe(201);
      // Answered while neither of the others had finished sending.
      expect(bodiesSent).toBe(0);
      hangUp.abort();
    }, 60_000);
  });
});
