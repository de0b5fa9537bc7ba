import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FileStorage } from '@stave/platform';
import { ServiceWithMembers, eventually, findMemberId, mediaFixture, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

// Data rights in jobs-events on real infrastructure: a member's export part (identity.export.requested.v1 →
// jobs-events.export.part-ready.v1 and a JSON document in S3) and their erasure (identity.user.erased.v1).
describe('jobs-events: data rights', () => {
  let service: ServiceWithMembers;
  let storage: FileStorage;

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
    storage = service.service.app.get(FileStorage);
  });

  afterAll(async () => {
    await service?.stop();
  });

  const call = async (member: Member, method: string, path: string, body?: unknown) => {
    const answer = await service.call(method, path, { token: member.token, body });
    expect(answer.status).toBeLessThan(300);
    return answer.body as { id: number; [key: string]: unknown };
  };
  const postJob = (member: Member, fields: Record<string, unknown> = {}) => call(member, 'POST', '/api/jobs', { title: 'Session bassist', ...fields });
  const createEvent = (member: Member, fields: Record<string, unknown> = {}) =>
    call(member, 'POST', '/api/events', { title: 'Open mic night', startDate: at(2 * DAY), endDate: at(2 * DAY + 3 * HOUR), ...fields });
  const postCall = (member: Member, fields: Record<string, unknown> = {}) =>
    call(member, 'POST', '/api/collaborations', { title: 'Vocalist for a synth-pop EP', remote: true, ...fields });
  const uploadImage = async (member: Member) => {
    const photo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'poster.jpg');
    return ((await call(member, 'POST', '/api/events/image', form)) as unknown as { imageUrl: string }).imageUrl;
  };
  const uploadDemo = async (member: Member) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(mediaFixture('tone.mp3'))], { type: 'audio/mpeg' }), 'demo.mp3');
    return ((await call(member, 'POST', '/api/collaborations/demo', form)) as unknown as { demoUrl: string }).demoUrl;
  };
  const report = (member: Member, path: string) => call(member, 'POST', `${path}/report`, { reason: 'spam' });

  // A member with something of everything, and `other` on the far side of each: applying, answering, responding.
  const richMember = async (member: Member, other: Member) => {
    const imageUrl = await uploadImage(member);
    const demoUrl = await uploadDemo(member);
    const spareDemo = await uploadDemo(member);
    const job = await postJob(member, { title: 'Mix engineer', contactEmail: 'jobs@member.example' });
    const event = await createEvent(member, { title: 'Album launch', imageUrl });
    const collaboration = await postCall(member, { title: 'Drummer for a math-rock trio', demoUrl });
    const othersJob = await postJob(other, { title: 'Tour manager', contactEmail: 'private-inbox@other.example' });
    const othersEvent = await createEvent(other, { title: 'Jazz jam' });
    const othersCall = await postCall(other, { title: 'Cellist for a film score' });

    await call(other, 'POST', '/api/jobs/apply', { jobId: job.id, message: 'I have mixed three albums' });
    await call(other, 'POST', '/api/jobs/save', { jobId: job.id });
    await call(other, 'POST', `/api/events/${event.id}/rsvp`, { status: 'going' });
    await call(other, 'POST', `/api/collaborations/${collaboration.id}/respond`);
    await report(other, `/api/jobs/${job.id}`);
    await call(member, 'POST', '/api/jobs/apply', { jobId: othersJob.id, message: 'I toured with a circus' });
    await call(member, 'POST', '/api/jobs/save', { jobId: othersJob.id });
    await call(member, 'POST', `/api/events/${othersEvent.id}/rsvp`, { status: 'interested' });
    await call(member, 'POST', `/api/collaborations/${othersCall.id}/respond`);
    await call(member, 'POST', '/api/events/calendar-feed');
    await report(member, `/api/events/${othersEvent.id}`);
    // A gig the member hired the other for (confirmed), and an offer the other made the member (still open).
    const booking = (musician: Member, notes: string) => ({
      musicianId: musician.id,
      role: 'Drums',
      date: at(9 * DAY).slice(0, 10),
      callTime: '18:00',
      endTime: '22:00',
      venue: { name: 'The Brudenell', postcode: 'LS6 1QG' },
      fee: { amountPence: 15_450, unit: 'gig' },
      notes,
      expiresAt: at(DAY),
    });
    const hired = await call(member, 'POST', '/api/bookings', booking(other, 'Park at the back'));
    await call(other, 'POST', `/api/bookings/${hired.id}/accept`);
    const offered = await call(other, 'POST', '/api/bookings', booking(member, 'Bring brushes'));
    return { job, event, collaboration, othersJob, othersEvent, othersCall, imageUrl, demoUrl, spareDemo, hired, offered };
  };

  it("exports the member's jobs, applications both ways, events, answers, calls, responses, reports and files, and nothing private of others", async () => {
    const [member, other, third] = [
      await service.member({ name: 'Ada' }),
      await service.member({ name: 'Bea', username: `bea_${randomInt(1e6)}` }),
      await service.member(),
    ];
    const made = await richMember(member, other);
    // Bea's words to a third member are hers, not Ada's.
    const thirdsJob = await postJob(third, { title: 'Roadie' });
    await call(other, 'POST', '/api/jobs/apply', { jobId: thirdsJob.id, message: 'Private note to the third member' });

    const exportId = randomUUID();
    await service.publish('identity.export.requested.v1', member.id, { exportId, userId: member.id, requestedAt: new Date().toISOString() });
    const ready = await eventually(async () => {
      const { rows } = await service.db.query(
        `SELECT payload -> 'payload' AS payload FROM outbox WHERE name = $1 AND payload -> 'payload' ->> 'exportId' = $2`,
        ['jobs-events.export.part-ready.v1', exportId],
      );
      return rows[0]?.payload as { userId: number; service: string; dataKey: string; files: { key: string; name: string }[] } | undefined;
    });
    const stored = await storage.get(ready.dataKey);
    const text = Buffer.concat(await stored!.body.toArray()).toString('utf8');
    const part = JSON.parse(text);

    expect(ready).toMatchObject({ userId: member.id, service: 'jobs-events' });
    expect(part).toMatchObject({
      service: 'jobs-events',
      memberId: member.id,
      jobsPosted: [expect.objectContaining({ id: made.job.id, title: 'Mix engineer', contactEmail: 'jobs@member.example', status: 'open' })],
      applicationsReceived: [
        expect.objectContaining({
          jobId: made.job.id,
          applicantId: other.id,
          applicantName: 'Bea',
          applicantUsername: other.username,
          message: 'I have mixed three albums',
          status: 'submitted',
        }),
      ],
      applicationsMade: [
        expect.objectContaining({ jobId: made.othersJob.id, jobTitle: 'Tour manager', posterId: other.id, message: 'I toured with a circus' }),
      ],
      savedJobs: [expect.objectContaining({ jobId: made.othersJob.id, title: 'Tour manager' })],
      applicationUsage: [expect.objectContaining({ type: 'job_application', count: 1 })],
      eventsCreated: [expect.objectContaining({ id: made.event.id, title: 'Album launch', imageUrl: made.imageUrl, goingCount: 1, interestedCount: 0 })],
      eventAttendees: [expect.objectContaining({ eventId: made.event.id, memberId: other.id, username: other.username, status: 'going' })],
      rsvps: [expect.objectContaining({ eventId: made.othersEvent.id, organizerId: other.id, status: 'interested' })],
      calendarFeed: { active: true, createdAt: expect.any(String) },
      collaborationsPosted: [expect.objectContaining({ id: made.collaboration.id, demoUrl: made.demoUrl, responseCount: 1 })],
      collaborationResponses: [expect.objectContaining({ collaborationId: made.othersCall.id, authorId: other.id })],
      reportsFiled: [expect.objectContaining({ kind: 'event', itemId: made.othersEvent.id, reason: 'spam' })],
      bookings: [
        expect.objectContaining({ id: made.hired.id, side: 'hirer', musicianId: other.id, status: 'confirmed', notes: 'Park at the back' }),
        expect.objectContaining({ id: made.offered.id, side: 'musician', hirerId: other.id, status: 'offered', notes: 'Bring brushes' }),
      ],
    });
    expect(part.bookings[0].timeline.map((line: { status: string }) => line.status)).toEqual(['offered', 'accepted', 'confirmed']);
    expect(part.jobsPosted[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(part.uploads).toHaveLength(3);
    expect(ready.files.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [
        { key: made.demoUrl.slice(1), name: `collaborations/${made.collaboration.id}-demo.mp3` },
        { key: made.spareDemo.slice(1), name: made.spareDemo.slice(1) },
        { key: made.imageUrl.slice(1), name: `events/${made.event.id}-image.webp` },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    for (const file of ready.files) expect(await storage.exists(file.key)).toBe(true);
    // Others' private data: the poster's contact address on a job Ada applied to, Bea's note to someone else, who
    // answered Ada's call (the product shows her only how many), and the calendar feed's secret.
    expect(text).not.toContain('private-inbox@other.example');
    expect(text).not.toContain('Private note to the third member');
    expect(JSON.stringify(part.collaborationsPosted)).not.toContain(String(other.id));
    expect(text).not.toMatch(/token|hash/i);
  });

  it("erases the member everywhere, twice harmlessly, keeping others' items whole and their counts right", async () => {
    const erased = await service.member({ id: randomInt(1_000_000_000, 2_000_000_000) });
    const other = await service.member();
    const made = await richMember(erased, other);
    const othersImage = await uploadImage(other);
    await call(other, 'PATCH', `/api/events/${made.othersEvent.id}`, { imageUrl: othersImage });
    await report(other, `/api/collaborations/${made.collaboration.id}`);
    expect(await findMemberId(service.db, erased.id)).not.toEqual([]);
    // The events the member's actions announced are sent: the erasure removes sent ones naming them (unsent ones are
    // still delivered first).
    await eventually(async () => (await service.db.query(`SELECT 1 FROM outbox WHERE sent_at IS NULL`)).rowCount === 0);

    const eventIds = [
      await service.publish('identity.user.erased.v1', erased.id, { userId: erased.id, erasedAt: new Date().toISOString() }),
      await service.publish('identity.user.erased.v1', erased.id, { userId: erased.id, erasedAt: new Date().toISOString() }),
    ];
    await eventually(async () => (await service.db.query(`SELECT 1 FROM inbox WHERE event_id = ANY($1::uuid[])`, [eventIds])).rowCount === 2);

    expect(await findMemberId(service.db, erased.id)).toEqual([]);
    for (const url of [made.imageUrl, made.demoUrl, made.spareDemo]) expect(await storage.exists(url.slice(1))).toBe(false);
    expect(await storage.exists(othersImage.slice(1))).toBe(true);
    // The other member's reports of the member's job and call went with them (nothing is left to moderate); the items
    // are gone for everyone.
    const reports = await service.db.query(`SELECT kind, item_id AS "itemId" FROM content_reports WHERE reporter_id = $1 ORDER BY kind`, [other.id]);
    expect(reports.rows).toEqual([]);
    expect((await service.call('GET', `/api/jobs/${made.job.id}`, { token: other.token })).status).toBe(404);
    expect((await service.call('GET', `/api/events/${made.event.id}`, { token: other.token })).status).toBe(404);
    expect((await service.call('GET', `/api/collaborations/${made.collaboration.id}`, { token: other.token })).status).toBe(404);
    // The other member's items stay, without the member's application, answer and response in their counts.
    expect(await call(other, 'GET', `/api/jobs/${made.othersJob.id}`)).toMatchObject({ title: 'Tour manager', applicationCount: 0 });
    expect(await call(other, 'GET', `/api/jobs/${made.othersJob.id}/applications`)).toEqual([]);
    expect(await call(other, 'GET', `/api/events/${made.othersEvent.id}`)).toMatchObject({ imageUrl: othersImage, goingCount: 0, interestedCount: 0 });
    expect(await call(other, 'GET', `/api/events/${made.othersEvent.id}/attendees`)).toEqual([]);
    expect(await call(other, 'GET', `/api/collaborations/${made.othersCall.id}`)).toMatchObject({ responseCount: 0 });
    expect(await call(other, 'GET', '/api/jobs/applications/mine')).toEqual([]);
    expect(await call(other, 'GET', '/api/jobs/saved')).toEqual([]);
    expect(await call(other, 'GET', '/api/jobs/usage')).toMatchObject({ currentCount: 1 });
    // The engagement agreed stays the other member's record, without the member or what they wrote; the open offer went.
    expect(await call(other, 'GET', `/api/bookings/${made.hired.id}`)).toMatchObject({
      status: 'confirmed',
      hirer: { id: null, name: 'Former member' },
      notes: null,
      timeline: [
        expect.objectContaining({ status: 'offered', byId: null }),
        expect.objectContaining({ byId: other.id }),
        expect.objectContaining({ byId: null }),
      ],
    });
    expect((await service.call('GET', `/api/bookings/${made.offered.id}`, { token: other.token })).status).toBe(404);
  });
});
