import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PLACE_MESSAGES } from '@stave/contracts';
import { unknownPostcodeMessage } from '@stave/domain';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

// Events by postcode (docs/places.md) on jobs-events' own database: the region a postcode sets, the refusals, and
// "within N miles" read through events_scheduled_place_idx.
describe('jobs-events: events near a postcode', () => {
  let service: ServiceWithMembers;
  let organizer: Member;

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
    organizer = await service.member();
  });

  afterAll(async () => {
    await service?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => service.call(method, path, { token: member.token, body });
  const create = async (fields: Record<string, unknown>) => {
    const answer = await call(organizer, 'POST', '/api/events', {
      title: 'Open mic night',
      startDate: at(2 * DAY),
      endDate: at(2 * DAY + 3 * HOUR),
      ...fields,
    });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; region: string | null; postcode: string | null; [key: string]: unknown };
  };
  let tags = 0;
  const tag = () => `zp${Date.now().toString(36)}${++tags}`;

  it('takes the region from the postcode, whatever region is sent, and keeps it while the postcode stays', async () => {
    const event = await create({ postcode: 'yo1 7hh', region: 'London' });
    expect(event).toMatchObject({ postcode: 'YO1 7HH', region: 'Yorkshire and the Humber' });

    const edited = await call(organizer, 'PATCH', `/api/events/${event.id}`, { region: 'Wales' });
    expect(edited.body).toMatchObject({ postcode: 'YO1 7HH', region: 'Yorkshire and the Humber' });
    const moved = await call(organizer, 'PATCH', `/api/events/${event.id}`, { postcode: 'CF10' });
    expect(moved.body).toMatchObject({ postcode: 'CF10', region: 'Wales' });
    const cleared = await call(organizer, 'PATCH', `/api/events/${event.id}`, { postcode: '', region: 'South West' });
    expect(cleared.body).toMatchObject({ postcode: null, region: 'South West' });
    const row = await service.db.query(`SELECT lat, lng FROM events WHERE id = $1`, [event.id]);
    expect(row.rows[0]).toEqual({ lat: null, lng: null });
  });

  it('refuses Northern Ireland, a malformed postcode and a district there is none of, each with its message', async () => {
    const base = { title: 'Gig', startDate: at(DAY), endDate: at(DAY + HOUR) };
    const [belfast, nonsense, unknown] = await Promise.all([
      call(organizer, 'POST', '/api/events', { ...base, postcode: 'BT1 1AA' }),
      call(organizer, 'POST', '/api/events', { ...base, postcode: 'York' }),
      call(organizer, 'POST', '/api/events', { ...base, postcode: 'ZZ9 9ZZ' }),
    ]);
    expect(belfast.status).toBe(400);
    expect(belfast.body).toMatchObject({ code: 'VALIDATION', message: PLACE_MESSAGES.northernIreland });
    expect(nonsense.status).toBe(400);
    expect(nonsense.body).toMatchObject({ code: 'VALIDATION', message: PLACE_MESSAGES.postcodeInvalid });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION', message: unknownPostcodeMessage('ZZ9') });
  });

  it('lists the events within N miles of a postcode with their distances, nearest first when asked', async () => {
    const word = tag();
    const leeds = await create({ title: `Leeds ${word}`, postcode: 'LS1 4DY' });
    const york = await create({ title: `York ${word}`, postcode: 'YO1', startDate: at(3 * DAY), endDate: at(3 * DAY + HOUR) });
    const london = await create({ title: `London ${word}`, postcode: 'SW1A 1AA' });
    await create({ title: `Nowhere ${word}` });

    const within = await call(organizer, 'GET', `/api/events?search=${word}&near=yo1%207hh&withinMiles=30`);
    expect(within.status).toBe(200);
    // By date: Leeds (in two days) before York (in three).
    expect((within.body as Array<{ id: number }>).map((event) => event.id)).toEqual([leeds.id, york.id]);
    const [leedsSeen, yorkSeen] = within.body as Array<{ distanceMiles: number }>;
    expect(yorkSeen!.distanceMiles).toBe(0);
    expect(leedsSeen!.distanceMiles).toBeGreaterThan(21);
    expect(leedsSeen!.distanceMiles).toBeLessThan(23);
    expect(within.headers.get('x-total-count')).toBe('2');

    const nearest = await call(organizer, 'GET', `/api/events?search=${word}&near=YO1&withinMiles=200&sort=distance`);
    expect((nearest.body as Array<{ id: number }>).map((event) => event.id)).toEqual([york.id, leeds.id, london.id]);
    const far = await call(organizer, 'GET', `/api/events?search=${word}&near=SW1A&withinMiles=200&sort=distance`);
    expect((far.body as Array<{ id: number }>).map((event) => event.id)).toEqual([london.id, leeds.id, york.id]);

    const without = await call(organizer, 'GET', `/api/events?search=${word}`);
    expect((without.body as Array<Record<string, unknown>>).every((event) => !('distanceMiles' in event))).toBe(true);
    expect(without.headers.get('x-total-count')).toBe('4');
  });

  it('answers 400 for a district there is none of, Northern Ireland, a radius without a postcode or out of range', async () => {
    const answers = await Promise.all([
      call(organizer, 'GET', '/api/events?near=ZZ9'),
      call(organizer, 'GET', '/api/events?near=BT7'),
      call(organizer, 'GET', '/api/events?withinMiles=10'),
      call(organizer, 'GET', '/api/events?near=LS1&withinMiles=201'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map((answer) => (answer.body as { message: string }).message)).toEqual([
      unknownPostcodeMessage('ZZ9'),
      PLACE_MESSAGES.northernIreland,
      PLACE_MESSAGES.nearRequired,
      PLACE_MESSAGES.withinInvalid,
    ]);
  });

  it('reads the place index for a radius search, not the whole table', async () => {
    const plan = await service.db.query(
      `EXPLAIN SELECT id FROM events e WHERE e.status = 'scheduled' AND e.lat BETWEEN 53.6 AND 54.3 AND e.lng BETWEEN -1.7 AND -0.5`,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/events_scheduled_place_idx/);
  });
});
