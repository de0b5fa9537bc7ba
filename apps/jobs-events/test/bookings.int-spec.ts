import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import ICAL from 'ical.js';
import { londonDate } from '@stave/contracts';
import { Clock } from '@stave/platform';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';
import { BookingsService } from '../src/bookings/bookings.service';

const DAY_MS = 86_400_000;
type Booking = { id: number; status: string; [key: string]: unknown };

// Bookings as in the cluster: jobs-events' own database, members arriving as identity's events on Kafka, every call
// through its real guard; the clock moved where a rule depends on the date (docs/bookings.md).
describe('jobs-events: bookings', () => {
  let service: ServiceWithMembers;

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await service?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => service.call(method, path, { token: member.token, body });
  // An engagement `days` from now (London date), 19:00 to 23:30, offered until tomorrow.
  const offerBody = (musician: Member, days = 20, fields: Record<string, unknown> = {}) => ({
    musicianId: musician.id,
    role: 'Bass (electric)',
    date: londonDate(new Date(Date.now() + days * DAY_MS)),
    callTime: '19:00',
    sets: [
      { start: '20:00', end: '21:00' },
      { start: '21:30', end: '22:30' },
    ],
    endTime: '23:30',
    venue: { name: 'The Crescent', address: '8 Walmgate, York', postcode: 'yo1 9tl' },
    fee: { amountPence: 20_600, unit: 'gig', includes: ['travel', 'meals'] },
    expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
    ...fields,
  });
  const offer = async (hirer: Member, musician: Member, days?: number, fields?: Record<string, unknown>) => {
    const answer = await call(hirer, 'POST', '/api/bookings', offerBody(musician, days, fields));
    expect(answer.status).toBe(201);
    return answer.body as Booking;
  };
  const events = async (bookingId: number) => {
    const rows = await service.db.query(
      `SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'jobs-events.booking.changed.v1' AND key = $1 ORDER BY id`,
      [String(bookingId)],
    );
    return rows.rows.map((row: { payload: { status: string; version: number; byId: number | null } }) => [
      row.payload.status,
      row.payload.version,
      row.payload.byId,
    ]);
  };
  const sweep = () => service.service.app.get(BookingsService).sweep();
  const at = (instant: Date) => jest.spyOn(service.service.app.get(Clock), 'now').mockReturnValue(instant);

  it('takes a shortlisted applicant from offer to a confirmed engagement, with its timeline, events and lists on both sides', async () => {
    const hirer = await service.member({ name: 'Fixer Fran', type: 'producer' });
    const musician = await service.member({ name: 'Bassist Ben', type: 'musician' });
    const stranger = await service.member();
    const job = (await call(hirer, 'POST', '/api/jobs', { title: 'Dep bass for Saturday' })).body as { id: number };
    const applied = (await call(musician, 'POST', '/api/jobs/apply', { jobId: job.id })).body as { applicationId: number };

    const beforeShortlist = await call(hirer, 'POST', '/api/bookings', offerBody(musician, 20, { source: { kind: 'application', id: applied.applicationId } }));
    expect(beforeShortlist.status).toBe(404);
    expect(beforeShortlist.body.code).toBe('BOOKING_SOURCE_NOT_FOUND');
    await call(hirer, 'PATCH', `/api/jobs/${job.id}/applications/${applied.applicationId}`, { status: 'shortlisted' });
    const offered = await offer(hirer, musician, 20, { source: { kind: 'application', id: applied.applicationId } });

    expect(offered).toMatchObject({
      status: 'offered',
      source: { kind: 'application', id: applied.applicationId },
      hirer: { id: hirer.id, name: 'Fixer Fran' },
      musician: { id: musician.id, name: 'Bassist Ben' },
      callTime: '19:00',
      endTime: '23:30',
      venue: { name: 'The Crescent', address: '8 Walmgate, York', postcode: 'YO1 9TL' },
      fee: { amountPence: 20_600, unit: 'gig', includes: ['travel', 'meals'] },
      depositPence: 0,
      cancellationTerms: [{ daysBefore: 0, percentDue: 100 }],
      viewerSide: 'hirer',
      timeline: [expect.objectContaining({ status: 'offered', byId: hirer.id })],
    });
    expect(Date.parse(offered.endsAt as string) - Date.parse(offered.startsAt as string)).toBe(4.5 * 3_600_000);

    const seenByStranger = await call(stranger, 'GET', `/api/bookings/${offered.id}`);
    const acceptedByHirer = await call(hirer, 'POST', `/api/bookings/${offered.id}/accept`);
    const acceptedByStranger = await call(stranger, 'POST', `/api/bookings/${offered.id}/accept`);
    expect([seenByStranger.status, acceptedByHirer.status, acceptedByStranger.status]).toEqual([404, 404, 404]);

    const offers = await call(musician, 'GET', '/api/bookings?as=musician&view=offers');
    expect(offers.body.map((booking: Booking) => booking.id)).toContain(offered.id);
    expect(offers.headers.get('x-total-count')).toBe('1');

    const accepted = await call(musician, 'POST', `/api/bookings/${offered.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'confirmed', viewerSide: 'musician' });
    expect(accepted.body.timeline.map((line: { status: string }) => line.status)).toEqual(['offered', 'accepted', 'confirmed']);
    expect(await events(offered.id)).toEqual([
      ['offered', 1, hirer.id],
      ['accepted', 2, musician.id],
      ['confirmed', 3, null],
    ]);
    const upcomingForHirer = await call(hirer, 'GET', '/api/bookings?as=hirer&view=upcoming');
    expect(upcomingForHirer.body.map((booking: Booking) => booking.id)).toEqual([offered.id]);

    // The engagement is in the musician's calendar feed, read back as a calendar app would.
    const feed = (await call(musician, 'POST', '/api/events/calendar-feed')).body as { url: string };
    const ics = await service.call('GET', feed.url);
    const vevent = new ICAL.Component(ICAL.parse(ics.text))
      .getAllSubcomponents('vevent')
      .find((entry) => entry.getFirstPropertyValue('uid') === `booking-${offered.id}@stave`)!;
    expect({
      summary: vevent.getFirstPropertyValue('summary'),
      location: vevent.getFirstPropertyValue('location'),
      status: vevent.getFirstPropertyValue('status'),
      start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    }).toEqual({
      summary: 'Bass (electric) for Fixer Fran',
      location: 'The Crescent, 8 Walmgate, York, YO1 9TL',
      status: 'CONFIRMED',
      start: offered.startsAt,
    });
    expect(vevent.getFirstPropertyValue('description')).toContain('Fee £206.00 per gig');
  });

  it('refuses what cannot be an engagement, with the field and the text', async () => {
    const hirer = await service.member();
    const musician = await service.member();
    const answers = await Promise.all([
      call(hirer, 'POST', '/api/bookings', offerBody(hirer)),
      call(hirer, 'POST', '/api/bookings', offerBody(musician, -2)),
      call(hirer, 'POST', '/api/bookings', offerBody(musician, 20, { expiresAt: new Date(Date.now() + 60_000).toISOString() })),
      call(hirer, 'POST', '/api/bookings', offerBody(musician, 20, { deposit: { kind: 'amount', amountPence: 30_000 } })),
      call(hirer, 'POST', '/api/bookings', offerBody(musician, 20, { venue: { name: 'The Crescent', postcode: 'NOT A CODE' } })),
      call(hirer, 'POST', '/api/bookings', offerBody(musician, 20, { cancellationTerms: [{ daysBefore: 14, percentDue: 50 }] })),
      call(hirer, 'POST', '/api/bookings', offerBody(musician, 20, { musicianId: 2_000_000_000 })),
      call(hirer, 'POST', '/api/bookings', offerBody(musician, 20, { role: ' ' })),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [400, 'BOOKING_OWN'],
      [400, 'BOOKING_START_IN_PAST'],
      [400, 'BOOKING_EXPIRY_INVALID'],
      [400, 'BOOKING_DEPOSIT_TOO_HIGH'],
      [400, 'VALIDATION'],
      [400, 'VALIDATION'],
      [404, 'BOOKING_MEMBER_NOT_FOUND'],
      [400, 'VALIDATION'],
    ]);
    expect(answers[4]!.body.message).toBe('Enter a valid UK postcode');
    expect(answers[7]!.body.message).toBe('Say what the booking is for (a role or instrument)');
  });

  it('lets exactly one of two racing moves apply: two accepts, accept against withdraw', async () => {
    const hirer = await service.member();
    const musician = await service.member();
    const first = await offer(hirer, musician);
    const twice = await Promise.all([call(musician, 'POST', `/api/bookings/${first.id}/accept`), call(musician, 'POST', `/api/bookings/${first.id}/accept`)]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(twice.find((answer) => answer.status === 409)!.body.code).toBe('BOOKING_WRONG_STATE');

    const second = await offer(hirer, musician);
    const raced = await Promise.all([call(musician, 'POST', `/api/bookings/${second.id}/accept`), call(hirer, 'POST', `/api/bookings/${second.id}/withdraw`)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const final = (await call(hirer, 'GET', `/api/bookings/${second.id}`)).body as Booking;
    expect(['confirmed', 'withdrawn']).toContain(final.status);
    expect((await events(second.id)).map(([status]) => status)).toEqual(
      final.status === 'withdrawn' ? ['offered', 'withdrawn'] : ['offered', 'accepted', 'confirmed'],
    );
  });

  it('quotes what cancelling makes due by the terms, and cancels only at the figure the member was shown', async () => {
    const hirer = await service.member();
    const musician = await service.member();
    const terms = [
      { daysBefore: 28, percentDue: 0 },
      { daysBefore: 14, percentDue: 50 },
      { daysBefore: 0, percentDue: 100 },
    ];
    const booking = await offer(hirer, musician, 20, { cancellationTerms: terms, deposit: { kind: 'percent', percent: 25 } });
    expect(booking.depositPence).toBe(5_150);
    const accepted = await call(musician, 'POST', `/api/bookings/${booking.id}/accept`);
    expect(accepted.body.status).toBe('accepted');
    // Not yet confirmed (the deposit is unpaid): no engagement was made, so nothing is due.
    expect((await call(hirer, 'GET', `/api/bookings/${booking.id}/cancellation`)).body).toMatchObject({ by: 'hirer', percentDue: 0, feeDuePence: 0 });
    await service.db.query(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [booking.id]);

    const forHirer = await call(hirer, 'GET', `/api/bookings/${booking.id}/cancellation`);
    const forMusician = await call(musician, 'GET', `/api/bookings/${booking.id}/cancellation`);
    expect(forHirer.body).toMatchObject({ by: 'hirer', percentDue: 50, feeDuePence: 10_300, terms });
    expect(forMusician.body).toMatchObject({ by: 'musician', percentDue: 0, feeDuePence: 0 });

    const stale = await call(hirer, 'POST', `/api/bookings/${booking.id}/cancel`, { feeDuePence: 0 });
    expect([stale.status, stale.body.code]).toEqual([409, 'BOOKING_DUE_CHANGED']);
    const cancelled = await call(hirer, 'POST', `/api/bookings/${booking.id}/cancel`, { feeDuePence: 10_300, reason: 'The venue closed' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'hirer', feeDuePence: 10_300 });
    expect(cancelled.body.timeline.at(-1)).toMatchObject({ status: 'cancelled', byId: hirer.id, note: 'The venue closed' });
    const again = await call(musician, 'POST', `/api/bookings/${booking.id}/cancel`, { feeDuePence: 0 });
    expect([again.status, again.body.code]).toEqual([409, 'BOOKING_WRONG_STATE']);
  });

  it('expires an offer at its time, completes an engagement at its end, and takes one issue within the week after', async () => {
    const hirer = await service.member();
    const musician = await service.member();
    const lapsing = await offer(hirer, musician, 5);
    const playing = await offer(hirer, musician, 5);
    await call(musician, 'POST', `/api/bookings/${playing.id}/accept`);

    const clock = at(new Date(Date.now() + 2 * DAY_MS));
    const late = await call(musician, 'POST', `/api/bookings/${lapsing.id}/accept`);
    expect([late.status, late.body.code]).toEqual([409, 'BOOKING_OFFER_EXPIRED']);
    await sweep();
    expect((await call(hirer, 'GET', `/api/bookings/${lapsing.id}`)).body.status).toBe('expired');

    const tooEarly = await call(hirer, 'POST', `/api/bookings/${playing.id}/issue`, { text: 'Late' });
    expect([tooEarly.status, tooEarly.body.code]).toEqual([409, 'BOOKING_ISSUE_WINDOW']);
    // Once it has started it cannot be cancelled, so a cancellation never races its end.
    clock.mockReturnValue(new Date(Date.parse(playing.startsAt as string) + 60_000));
    const started = await call(hirer, 'POST', `/api/bookings/${playing.id}/cancel`, { feeDuePence: 20_600 });
    expect([started.status, started.body.code]).toEqual([409, 'BOOKING_STARTED']);
    clock.mockReturnValue(new Date(Date.parse(playing.endsAt as string) + 60_000));
    // Two sweepers at once (two replicas' schedules): each booking moves once.
    await Promise.all([sweep(), sweep()]);
    expect((await call(hirer, 'GET', `/api/bookings/${playing.id}`)).body.status).toBe('completed');
    expect((await events(playing.id)).map(([status]) => status)).toEqual(['offered', 'accepted', 'confirmed', 'completed']);
    const issue = await call(hirer, 'POST', `/api/bookings/${playing.id}/issue`, { text: 'Arrived an hour late' });
    expect(issue.body.issue).toMatchObject({ byId: hirer.id, text: 'Arrived an hour late' });
    const second = await call(musician, 'POST', `/api/bookings/${playing.id}/issue`, { text: 'No' });
    expect([second.status, second.body.code]).toEqual([409, 'BOOKING_ISSUE_RAISED']);
    clock.mockRestore();
  });

  it('applies billing’s news of the money: a failed deposit leaves it accepted, a paid one confirms it, the balance marks it paid', async () => {
    const hirer = await service.member();
    const musician = await service.member();
    const booking = await offer(hirer, musician, 5, { deposit: { kind: 'amount', amountPence: 5_000 } });
    const accepted = await call(musician, 'POST', `/api/bookings/${booking.id}/accept`);
    expect(accepted.body.status).toBe('accepted');
    let version = 0;
    const money = async (kind: 'deposit' | 'balance', outcome: 'paid' | 'failed' | 'refunded', amountPence: number, reason: string | null = null) => {
      await service.publish(
        'billing.booking-payment.changed.v1',
        booking.id,
        { bookingId: booking.id, kind, outcome, amountPence, reason, version: ++version, at: new Date().toISOString() },
        'billing',
      );
    };
    const timeline = async () =>
      ((await call(hirer, 'GET', `/api/bookings/${booking.id}`)).body.timeline as { status: string; note: string | null }[]).slice(2);
    const settled = async (lines: number) => {
      for (let i = 0; i < 200 && (await timeline()).length < lines; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return timeline();
    };

    await money('deposit', 'failed', 5_000, 'Your card was declined.');
    expect(await settled(1)).toEqual([
      { status: 'payment', note: 'Deposit payment of £50.00 didn’t go through: Your card was declined.', at: expect.any(String), byId: null },
    ]);
    expect((await call(hirer, 'GET', `/api/bookings/${booking.id}`)).body.status).toBe('accepted');
    await money('deposit', 'paid', 5_000);
    expect((await settled(2)).at(-1)).toMatchObject({ status: 'confirmed', note: 'Deposit of £50.00 paid', byId: null });

    const clock = at(new Date(Date.parse(booking.endsAt as string) + 60_000));
    await sweep();
    clock.mockRestore();
    await money('balance', 'paid', 15_600);
    expect((await settled(4)).slice(-2)).toMatchObject([{ status: 'completed' }, { status: 'paid', note: 'Fee of £156.00 paid' }]);
    const past = await call(musician, 'GET', '/api/bookings?as=musician&view=past');
    expect(past.body).toContainEqual(expect.objectContaining({ id: booking.id, status: 'paid' }));
    // Every line was announced for the bell, Stave's (byId null) with its note.
    expect((await events(booking.id)).map(([status]) => status)).toEqual(['offered', 'accepted', 'payment', 'confirmed', 'completed', 'paid']);
  });
});
