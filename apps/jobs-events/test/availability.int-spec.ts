import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AVAILABILITY_ENTRIES_MAX, addDays, londonDate, londonInstant } from '@stave/contracts';
import { MemberData } from '@stave/domain';
import { Database } from '@stave/platform';
import { ServiceWithMembers, eventually, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';
import { AvailabilityService } from '../src/availability/availability.service';

const DAY_MS = 86_400_000;

// Availability as in the cluster: jobs-events' own database, members and blocks arriving on Kafka, every call through
// its real guard (docs/availability.md).
describe('jobs-events: availability', () => {
  let service: ServiceWithMembers;
  let availability: AvailabilityService;

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
    availability = service.service.app.get(AvailabilityService);
  });

  afterAll(async () => {
    await service?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => service.call(method, path, { token: member.token, body });
  const inDays = (days: number) => londonDate(new Date(Date.now() + days * DAY_MS));
  const upload = (member: Member, text: string | Uint8Array, name = 'calendar.ics') => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/calendar' }), name);
    return service.call('POST', '/api/availability/import', { token: member.token, body: form });
  };
  const check = (viewer: Member, member: Member, date: string, range = '') =>
    call(viewer, 'GET', `/api/availability/check?memberId=${member.id}&date=${date}${range}`);

  it("keeps a member's entries theirs: create, list, edit and delete, someone else's id answered 404", async () => {
    const [member, other] = [await service.member(), await service.member()];
    const date = inDays(10);
    const created = await call(member, 'POST', '/api/availability', { date, from: '18:00', to: '22:00', repeat: 'weekly', note: 'Choir' });
    expect(created).toMatchObject({
      status: 201,
      body: { kind: 'busy', date, endDate: null, from: '18:00', to: '22:00', repeat: 'weekly', repeatUntil: null, note: 'Choir', source: 'manual' },
    });
    const id = (created.body as { id: number }).id;
    const holiday = await call(member, 'POST', '/api/availability', { kind: 'free', date: inDays(12), endDate: inDays(13) });
    expect(holiday.status).toBe(201);

    const month = await call(member, 'GET', `/api/availability?from=${inDays(9)}&to=${inDays(30)}`);
    expect(month.status).toBe(200);
    const view = month.body as { entries: { id: number }[]; occurrences: { date: string; entryId: number | null; kind: string }[]; shareAvailability: boolean };
    expect(view.entries.map((entry) => entry.id).sort()).toEqual([id, (holiday.body as { id: number }).id].sort());
    // The weekly repeat's three dates in the range, and the free run once.
    expect(view.occurrences.filter((o) => o.entryId === id).map((o) => o.date)).toEqual([date, addDays(date, 7), addDays(date, 14)]);
    expect(view.occurrences.filter((o) => o.kind === 'free').map((o) => o.date)).toEqual([inDays(12)]);
    expect(view.shareAvailability).toBe(false);
    // Another member sees nothing of them.
    const theirs = await call(other, 'GET', `/api/availability?from=${inDays(9)}&to=${inDays(30)}`);
    expect((theirs.body as { entries: unknown[]; occurrences: unknown[] }).entries).toEqual([]);

    const edit = { date, from: '19:00', to: '21:00', repeat: 'weekly', repeatUntil: addDays(date, 7) };
    expect(await call(other, 'PUT', `/api/availability/${id}`, edit)).toMatchObject({ status: 404, body: { code: 'AVAILABILITY_NOT_FOUND' } });
    expect(await call(other, 'DELETE', `/api/availability/${id}`)).toMatchObject({ status: 404, body: { code: 'AVAILABILITY_NOT_FOUND' } });
    expect(await call(member, 'PUT', `/api/availability/${id}`, edit)).toMatchObject({
      status: 200,
      body: { from: '19:00', repeatUntil: addDays(date, 7), note: null },
    });
    expect((await call(member, 'DELETE', `/api/availability/${id}`)).status).toBe(204);
    expect((await call(member, 'DELETE', `/api/availability/${id}`)).status).toBe(404);

    expect(await call(member, 'POST', '/api/availability', { date, from: '22:00', to: '18:00' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', message: 'The end time must be after the start time (a range ends the same day; one past midnight is two entries)' },
    });
    expect(await call(member, 'GET', `/api/availability?from=${inDays(30)}&to=${inDays(9)}`)).toMatchObject({ status: 400 });
  });

  it(`keeps at most ${AVAILABILITY_ENTRIES_MAX} entries a member`, async () => {
    const member = await service.member();
    await service.db.query(`INSERT INTO availability_entries (member_id, kind, date) SELECT $1, 'busy', current_date + n FROM generate_series(1, $2) AS n`, [
      member.id,
      AVAILABILITY_ENTRIES_MAX,
    ]);
    expect(await call(member, 'POST', '/api/availability', { date: inDays(5) })).toMatchObject({ status: 409, body: { code: 'AVAILABILITY_TOO_MANY' } });
  });

  it('answers availableOn from busy entries, weekly repeats and the bookings that hold the time, never free entries', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 6; i++) members.push(await service.member());
    const [free, busyDay, weekly, booked, offered, freeEntry] = members as [Member, Member, Member, Member, Member, Member];
    const hirer = await service.member();
    const date = inDays(20);
    await call(busyDay, 'POST', '/api/availability', { date });
    // Weekly from three weeks before the date: its fourth occurrence is the date's evening.
    await call(weekly, 'POST', '/api/availability', { date: addDays(date, -21), from: '18:00', to: '22:00', repeat: 'weekly' });
    await call(freeEntry, 'POST', '/api/availability', { kind: 'free', date });
    const offer = (musician: Member) =>
      call(hirer, 'POST', '/api/bookings', {
        musicianId: musician.id,
        role: 'Keys',
        date,
        callTime: '19:00',
        endTime: '23:00',
        venue: { name: 'The Leadmill', postcode: 'S1 4SE' },
        fee: { amountPence: 15_000, unit: 'gig' },
        expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
      });
    const bookingId = ((await offer(booked)).body as { id: number }).id;
    expect((await call(booked, 'POST', `/api/bookings/${bookingId}/accept`)).status).toBe(200);
    expect((await offer(offered)).status).toBe(201);

    const ids = [free, busyDay, weekly, booked, offered, freeEntry].map((member) => member.id);
    const evening = await availability.availableOn(ids, londonInstant(date, '20:00'), londonInstant(date, '21:00'));
    expect(evening.sort()).toEqual([free.id, offered.id, freeEntry.id].sort());
    // In the morning the rehearsal and the gig are not on; the busy day still is.
    const morning = await availability.availableOn(ids, londonInstant(date, '09:00'), londonInstant(date, '10:00'));
    expect(morning.sort()).toEqual([free.id, weekly.id, booked.id, offered.id, freeEntry.id].sort());

    // The musician's own calendar shows the booking, read-only.
    const view = await call(booked, 'GET', `/api/availability?from=${date}&to=${date}`);
    expect((view.body as { occurrences: unknown[] }).occurrences).toEqual([
      { kind: 'booked', date, endDate: date, from: '19:00', to: '23:00', entryId: null, bookingId, label: 'Booked: Keys' },
    ]);
  });

  it('answers "free then?" only for a member who shares it and has not blocked the asker, the same 404 otherwise', async () => {
    const [member, asker, blocked] = [await service.member(), await service.member(), await service.member()];
    const date = inDays(15);
    await call(member, 'POST', '/api/availability', { date, from: '18:00', to: '22:00', note: 'Private dentist' });
    const notShared = await check(asker, member, date);
    expect(notShared).toMatchObject({ status: 404, body: { code: 'AVAILABILITY_NOT_SHARED' } });
    expect(await call(asker, 'GET', `/api/availability/check?memberId=2147483000&date=${date}`)).toEqual(
      expect.objectContaining({ status: 404, body: notShared.body }),
    );

    expect(await call(member, 'PUT', '/api/availability/settings', { shareAvailability: true })).toMatchObject({
      status: 200,
      body: { shareAvailability: true },
    });
    expect(await check(asker, member, date)).toMatchObject({ status: 200, body: { available: false } });
    expect(await check(asker, member, date, '&from=09:00&to=12:00')).toMatchObject({ status: 200, body: { available: true } });
    expect(await check(asker, member, date, '&from=21:00&to=24:00')).toMatchObject({ status: 200, body: { available: false } });
    // Never the entry itself.
    expect(JSON.stringify((await check(asker, member, date)).body)).not.toContain('dentist');

    await service.publish('messaging.member.blocked.v1', member.id, { blockerId: member.id, blockedId: blocked.id, at: new Date().toISOString() }, 'messaging');
    await eventually(async () => (await service.db.query(`SELECT 1 FROM blocks WHERE blocked AND blocker_id = $1`, [member.id])).rowCount === 1);
    expect(await check(blocked, member, date)).toMatchObject({ status: 404, body: notShared.body });

    expect((await call(member, 'PUT', '/api/availability/settings', { shareAvailability: false })).status).toBe(200);
    expect((await check(asker, member, date)).status).toBe(404);
  });

  it('imports busy times from an uploaded .ics, replacing the last import and keeping the member’s own entries', async () => {
    const member = await service.member();
    const own = await call(member, 'POST', '/api/availability', { date: inDays(40) });
    const day = inDays(30).replaceAll('-', '');
    const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
    const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
    const first = await upload(
      member,
      calendar(
        event('a', 'SUMMARY:Session', `DTSTART:${day}T100000`, `DTEND:${day}T130000`),
        event('b', `DTSTART;VALUE=DATE:${day}`),
        event('c', 'TRANSP:TRANSPARENT', `DTSTART:${day}T150000`, `DTEND:${day}T160000`),
        event('d', `DTSTART:${day}T150000`, `DTEND:${day}T160000`, 'RRULE:FREQ=DAILY'),
      ),
    );
    expect(first).toMatchObject({ status: 200, body: { imported: 2, skipped: 1, notBusy: 1, past: 0 } });
    const second = await upload(member, calendar(event('e', 'SUMMARY:Only this', `DTSTART:${day}T100000`, `DTEND:${day}T110000`)));
    expect(second).toMatchObject({ status: 200, body: { imported: 1, skipped: 0 } });
    const rows = await service.db.query(`SELECT source, note FROM availability_entries WHERE member_id = $1 ORDER BY id`, [member.id]);
    expect(rows.rows).toEqual([
      { source: 'manual', note: null },
      { source: 'import', note: 'Only this' },
    ]);
    expect((own.body as { id: number }).id).toBeGreaterThan(0);

    for (const bad of ['not a calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', new Uint8Array([0, 255, 1, 2, 3])]) {
      expect(await upload(member, bad)).toMatchObject({ status: 400, body: { code: 'AVAILABILITY_ICS_INVALID' } });
    }
    const huge = await upload(member, `BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(1_100_000, 'x')}\r\nEND:VCALENDAR`);
    expect(huge.status).toBe(413);
    // The bad files changed nothing.
    expect((await service.db.query(`SELECT 1 FROM availability_entries WHERE member_id = $1`, [member.id])).rowCount).toBe(2);
  });

  it("gives the member's entries and setting in their export, and erases them with the member", async () => {
    const member = await service.member();
    const date = inDays(8);
    await call(member, 'POST', '/api/availability', { date, note: 'Holiday' });
    await call(member, 'PUT', '/api/availability/settings', { shareAvailability: true });
    const app = service.service.app;
    const part = await app.get(MemberData, { strict: false }).exportMember(app.get(Database).pool, member.id);
    expect(part.sections.availability).toEqual({
      shareAvailability: true,
      entries: [expect.objectContaining({ kind: 'busy', date, note: 'Holiday', source: 'manual' })],
    });

    const eventId = await service.publish('identity.user.erased.v1', member.id, { userId: member.id, erasedAt: new Date().toISOString() });
    await eventually(async () => (await service.db.query(`SELECT 1 FROM inbox WHERE event_id = $1`, [eventId])).rowCount === 1);
    const left = await service.db.query(
      `SELECT 1 FROM availability_entries WHERE member_id = $1 UNION ALL SELECT 1 FROM availability_settings WHERE member_id = $1`,
      [member.id],
    );
    expect(left.rowCount).toBe(0);
  });
});
