import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { ACT_AS_HEADER } from '@stave/contracts';
import { eventually, ServiceWithMembers, userSnapshot, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';

// A team member posts and manages jobs, events and calls as a business (docs/teams.md). The memberships
// arrive as identity's events on Kafka, the business's plan as its member snapshot; every call through the real guard.
describe('jobs-events: acting as a business', () => {
  let service: ServiceWithMembers;
  let business: Member;
  let admin: Member;
  let poster: Member;
  let outsider: Member;
  let clock = Date.now();
  const at = () => new Date(++clock).toISOString();

  const call = (member: Member, method: string, path: string, options: { body?: unknown; as?: number | string } = {}) =>
    service.call(method, path, { token: member.token, body: options.body, headers: options.as === undefined ? {} : { [ACT_AS_HEADER]: String(options.as) } });
  const membership = async (member: Member, role: 'admin' | 'member', active: boolean, changedAt = at()) => {
    await service.publish('identity.team.membership-changed.v1', business.id, { businessId: business.id, memberId: member.id, role, active, changedAt });
  };
  const projected = (member: Member, expected: { role: string; active: boolean } | null) =>
    eventually(async () => {
      const { rows } = await service.db.query(`SELECT role, active FROM team_memberships WHERE business_id = $1 AND member_id = $2`, [business.id, member.id]);
      return JSON.stringify(rows[0] ?? null) === JSON.stringify(expected);
    });
  const plan = async (tier: 'business' | 'pro', version: number) => {
    await service.updateMember(userSnapshot(business.id, { version, username: business.username, subscriptionTier: tier }), ['subscriptionTier']);
    await eventually(
      async () => (await service.db.query(`SELECT 1 FROM user_summaries WHERE id = $1 AND subscription_tier = $2`, [business.id, tier])).rowCount === 1,
    );
  };

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
    business = await service.member({ subscriptionTier: 'business', name: 'Northern Sound Ltd' });
    [admin, poster, outsider] = [await service.member({ name: 'Ada Admin' }), await service.member({ name: 'Pat Poster' }), await service.member()];
    await membership(admin, 'admin', true);
    await membership(poster, 'member', true);
    await projected(admin, { role: 'admin', active: true });
    await projected(poster, { role: 'member', active: true });
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('posts a job, an event and a call as the business with the member recorded, shown only to the business and that member', async () => {
    const job = await call(poster, 'POST', '/api/jobs', { body: { title: 'Studio runner' }, as: business.id });
    expect(job.status).toBe(201);
    const postedBy = { id: poster.id, name: 'Pat Poster', username: poster.username };
    expect(job.body).toMatchObject({ userId: business.id, postedBy });
    const id = (job.body as { id: number }).id;
    expect((await service.db.query(`SELECT user_id, actor_id FROM jobs WHERE id = $1`, [id])).rows[0]).toEqual({ user_id: business.id, actor_id: poster.id });
    expect((await call(business, 'GET', `/api/jobs/${id}`)).body).toMatchObject({ postedBy, applicationCount: 0 });
    expect((await call(outsider, 'GET', `/api/jobs/${id}`)).body).toMatchObject({ userId: business.id, postedBy: null, applicationCount: null });
    // The announcement names the business, as any other job's names its poster.
    const event = await eventually(async () => {
      const { rows } = await service.db.query(`SELECT payload -> 'payload' AS p FROM outbox WHERE name = 'jobs-events.job.posted.v1' AND key = $1`, [
        String(id),
      ]);
      return rows[0]?.p;
    });
    expect(event).toMatchObject({ jobId: id, userId: business.id });

    const start = new Date(Date.now() + 7 * 86_400_000);
    const gig = await call(poster, 'POST', '/api/events', {
      body: { title: 'Showcase night', startDate: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString() },
      as: business.id,
    });
    expect(gig.status).toBe(201);
    expect(gig.body).toMatchObject({ userId: business.id, organizerName: 'Northern Sound Ltd', postedBy });
    const collaboration = await call(poster, 'POST', '/api/collaborations', {
      body: { title: 'Remix contest', lookingFor: ['Producer'], remote: true },
      as: business.id,
    });
    expect(collaboration.status).toBe(201);
    expect(collaboration.body).toMatchObject({ userId: business.id, author: { id: business.id, name: 'Northern Sound Ltd' }, postedBy });
    // Posting as themself is unchanged.
    expect((await call(poster, 'POST', '/api/jobs', { body: { title: 'My own gig' } })).body).toMatchObject({ userId: poster.id, postedBy: null });
  });

  it('lets an admin manage what the business owns and a member only post; a non-member is refused whatever they send', async () => {
    const id = ((await call(poster, 'POST', '/api/jobs', { body: { title: 'Tour manager' }, as: business.id })).body as { id: number }).id;

    const memberEdit = await call(poster, 'PATCH', `/api/jobs/${id}`, { body: { title: 'Changed' }, as: business.id });
    expect(memberEdit).toMatchObject({ status: 403, body: { code: 'TEAM_ROLE_FORBIDDEN' } });
    // Without the header it is someone else's job: 404, as for anyone.
    expect((await call(poster, 'PATCH', `/api/jobs/${id}`, { body: { title: 'Changed' } })).status).toBe(404);
    expect(await call(admin, 'PATCH', `/api/jobs/${id}`, { body: { title: 'Tour manager (UK)' }, as: business.id })).toMatchObject({
      status: 200,
      body: { title: 'Tour manager (UK)', userId: business.id },
    });
    expect((await call(admin, 'GET', `/api/jobs/${id}/applications`, { as: business.id })).status).toBe(200);

    for (const as of [business.id, 'abc', '0', '99999999999', poster.id]) {
      const answer = await call(outsider, 'POST', '/api/jobs', { body: { title: 'Sneaky' }, as });
      expect({ as, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({ as, status: 403, code: 'TEAM_NOT_ON_TEAM' });
    }
    expect((await call(outsider, 'DELETE', `/api/jobs/${id}`, { as: business.id })).status).toBe(403);
    expect((await call(admin, 'DELETE', `/api/jobs/${id}`, { as: business.id })).status).toBe(204);
  });

  it('records every action a team member does as the business, once, with the change; nothing when the owner acts as themself', async () => {
    const since = (await service.db.query(`SELECT coalesce(max(id), 0) AS id FROM outbox`)).rows[0].id;
    const recorded = async () =>
      (
        await service.db.query(`SELECT key, payload -> 'payload' AS payload FROM outbox WHERE name = 'jobs-events.team.action.v1' AND id > $1 ORDER BY id`, [
          since,
        ])
      ).rows;
    const ok = async <T = { id: number }>(answer: Promise<{ status: number; body: unknown }>): Promise<T> => {
      const { status, body } = await answer;
      if (status >= 300) throw new Error(`${status} ${JSON.stringify(body)}`);
      return body as T;
    };
    const as = { as: business.id };

    const job = await ok(call(poster, 'POST', '/api/jobs', { body: { title: 'Session bassist' }, ...as }));
    const { applicationId } = await ok<{ applicationId: number }>(call(outsider, 'POST', '/api/jobs/apply', { body: { jobId: job.id } }));
    await ok(call(admin, 'PATCH', `/api/jobs/${job.id}/applications/${applicationId}`, { body: { status: 'shortlisted' }, ...as }));
    await ok(call(admin, 'PATCH', `/api/jobs/${job.id}/applications/${applicationId}`, { body: { status: 'declined' }, ...as }));
    await ok(call(admin, 'PATCH', `/api/jobs/${job.id}`, { body: { title: 'Session bassist (London)' }, ...as }));
    // Refused or not found: nothing happened, nothing is recorded.
    expect((await call(poster, 'PATCH', `/api/jobs/${job.id}`, { body: { title: 'Nope' }, ...as })).status).toBe(403);
    await ok(call(admin, 'DELETE', `/api/jobs/${job.id}`, as));
    expect((await call(admin, 'DELETE', `/api/jobs/${job.id}`, as)).status).toBe(404);

    const start = new Date(Date.now() + 7 * 86_400_000);
    const times = { startDate: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString() };
    const gig = await ok(call(poster, 'POST', '/api/events', { body: { title: 'Album launch', ...times }, ...as }));
    // A new image the admin uploads becomes the business's, as on creation.
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#224488' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'poster.jpg');
    const { imageUrl } = await ok<{ imageUrl: string }>(service.call('POST', '/api/events/image', { token: admin.token, body: form }));
    await ok(call(admin, 'PATCH', `/api/events/${gig.id}`, { body: { title: 'Album launch party', imageUrl }, ...as }));
    expect((await service.db.query(`SELECT user_id FROM uploads WHERE key = $1`, [imageUrl.slice(1)])).rows).toEqual([{ user_id: business.id }]);
    await ok(call(admin, 'DELETE', `/api/events/${gig.id}`, as));

    const collaboration = await ok(
      call(poster, 'POST', '/api/collaborations', { body: { title: 'Remix stems', lookingFor: ['Producer'], remote: true }, ...as }),
    );
    await ok(call(admin, 'PATCH', `/api/collaborations/${collaboration.id}`, { body: { title: 'Remix stems (paid)' }, ...as }));
    await ok(call(admin, 'DELETE', `/api/collaborations/${collaboration.id}`, as));

    // The owner, and a member posting as themself, record nothing.
    const own = await ok(call(business, 'POST', '/api/jobs', { body: { title: 'Owner posts' } }));
    await ok(call(business, 'PATCH', `/api/jobs/${own.id}`, { body: { title: 'Owner edits' } }));
    await ok(call(business, 'DELETE', `/api/jobs/${own.id}`));
    await ok(call(poster, 'POST', '/api/jobs', { body: { title: 'My own session' } }));

    // Keyed by the business, like its other events.
    const action = (actor: Member, name: string, subject: { id: number }, subjectTitle: string) => ({
      key: String(business.id),
      payload: { businessId: business.id, actorId: actor.id, action: name, subjectId: subject.id, subjectTitle },
    });
    expect(await recorded()).toEqual([
      action(poster, 'job.posted', job, 'Session bassist'),
      action(admin, 'job.application-shortlisted', job, 'Session bassist'),
      action(admin, 'job.application-declined', job, 'Session bassist'),
      action(admin, 'job.edited', job, 'Session bassist (London)'),
      action(admin, 'job.deleted', job, 'Session bassist (London)'),
      action(poster, 'event.created', gig, 'Album launch'),
      action(admin, 'event.edited', gig, 'Album launch party'),
      action(admin, 'event.deleted', gig, 'Album launch party'),
      action(poster, 'collaboration.posted', collaboration, 'Remix stems'),
      action(admin, 'collaboration.edited', collaboration, 'Remix stems (paid)'),
      action(admin, 'collaboration.deleted', collaboration, 'Remix stems (paid)'),
    ]);
  });

  it("lists who answered a business's call to its admins, as the business, who offer a booking from it", async () => {
    const responder = await service.member({ name: 'Vera Vocals', type: 'musician' });
    const posted = await call(poster, 'POST', '/api/collaborations', { body: { title: 'Vocalist for the label sampler', remote: true }, as: business.id });
    const id = (posted.body as { id: number }).id;
    expect((await call(responder, 'POST', `/api/collaborations/${id}/respond`)).status).toBe(200);
    const path = `/api/collaborations/${id}/responses`;

    const listed = await call(admin, 'GET', path, { as: business.id });
    expect(listed).toMatchObject({ status: 200, body: [{ member: { id: responder.id, name: 'Vera Vocals', type: 'musician' } }] });
    expect(listed.headers.get('x-total-count')).toBe('1');
    // The business itself; a team member without `manage`; the admin as themself (someone else's call); an outsider.
    expect((await call(business, 'GET', path)).status).toBe(200);
    expect(await call(poster, 'GET', path, { as: business.id })).toMatchObject({ status: 403, body: { code: 'TEAM_ROLE_FORBIDDEN' } });
    expect(await call(admin, 'GET', path)).toMatchObject({ status: 404, body: { code: 'COLLABORATION_NOT_FOUND' } });
    expect((await call(outsider, 'GET', path, { as: business.id })).status).toBe(403);

    const offer = {
      musicianId: responder.id,
      source: { kind: 'collaboration', id },
      role: 'Lead vocal',
      date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
      callTime: '18:00',
      endTime: '22:00',
      venue: { name: 'Band on the Wall', postcode: 'M4 5JZ' },
      fee: { amountPence: 18_000, unit: 'session' },
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    expect(await call(admin, 'POST', '/api/bookings', { body: offer, as: business.id })).toMatchObject({
      status: 201,
      body: { hirer: { id: business.id }, source: { kind: 'collaboration', id } },
    });
  });

  it('offers and withdraws a booking as the business, each team member recorded, managed only as the business', async () => {
    const musician = await service.member({ name: 'Bassist Ben' });
    const offer = {
      musicianId: musician.id,
      role: 'Bass for the launch',
      date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
      callTime: '18:00',
      endTime: '22:00',
      venue: { name: 'Band on the Wall', postcode: 'M4 5JZ' },
      fee: { amountPence: 20_600, unit: 'gig' },
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const before = (await service.db.query(`SELECT coalesce(max(id), 0) AS id FROM outbox`)).rows[0].id;
    const made = await call(poster, 'POST', '/api/bookings', { body: offer, as: business.id });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ hirer: { id: business.id, name: 'Northern Sound Ltd' }, offeredById: poster.id, viewerSide: 'hirer' });
    const id = (made.body as { id: number }).id;
    // The business's other team member manages it; the musician answers as themself; an outsider cannot see it.
    expect((await call(admin, 'GET', `/api/bookings/${id}`, { as: business.id })).status).toBe(200);
    expect((await call(admin, 'GET', `/api/bookings/${id}`)).status).toBe(404);
    expect((await call(outsider, 'GET', `/api/bookings/${id}`, { as: business.id })).status).toBe(403);
    expect((await call(admin, 'POST', `/api/bookings/${id}/withdraw`, { as: business.id })).body).toMatchObject({ status: 'withdrawn' });
    const actions = await eventually(async () => {
      const { rows } = await service.db.query(
        `SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'jobs-events.team.action.v1' AND id > $1 ORDER BY id`,
        [before],
      );
      return rows.length === 2 ? rows.map((row: { payload: { action: string; actorId: number; subjectId: number } }) => row.payload) : null;
    });
    expect(actions).toEqual([
      expect.objectContaining({ businessId: business.id, actorId: poster.id, action: 'booking.offered', subjectId: id, subjectTitle: 'Bass for the launch' }),
      expect.objectContaining({ businessId: business.id, actorId: admin.id, action: 'booking.withdrawn', subjectId: id }),
    ]);
  });

  it('pauses acting as the business while it has no Business plan, and ends it when the member leaves; a late, older event changes nothing', async () => {
    await plan('pro', 1);
    const paused = await call(poster, 'POST', '/api/jobs', { body: { title: 'While paused' }, as: business.id });
    expect(paused).toMatchObject({ status: 403, body: { code: 'TEAM_SUSPENDED', message: expect.stringContaining('Nothing has been deleted') } });
    await plan('business', 2);
    expect((await call(poster, 'POST', '/api/jobs', { body: { title: 'Back again' }, as: business.id })).status).toBe(201);

    const left = at();
    await membership(poster, 'member', false, left);
    await projected(poster, { role: 'member', active: false });
    await membership(poster, 'member', true, new Date(Date.parse(left) - 60_000).toISOString());
    await membership(outsider, 'member', false);
    await projected(outsider, { role: 'member', active: false });
    expect((await call(poster, 'POST', '/api/jobs', { body: { title: 'After leaving' }, as: business.id })).body).toMatchObject({ code: 'TEAM_NOT_ON_TEAM' });
  });

  it('keeps what a member posted for the business when they are erased, without their name', async () => {
    const member = await service.member();
    await membership(member, 'member', true);
    await projected(member, { role: 'member', active: true });
    const id = ((await call(member, 'POST', '/api/jobs', { body: { title: 'Stays' }, as: business.id })).body as { id: number }).id;
    await service.publish('identity.user.erased.v1', member.id, { userId: member.id, erasedAt: new Date().toISOString() });
    await eventually(async () => (await service.db.query(`SELECT actor_id FROM jobs WHERE id = $1`, [id])).rows[0]?.actor_id === null);
    expect((await service.db.query(`SELECT count(*)::int AS n FROM team_memberships WHERE member_id = $1`, [member.id])).rows[0].n).toBe(0);
    expect((await call(business, 'GET', `/api/jobs/${id}`)).body).toMatchObject({ userId: business.id, postedBy: null });
  });
});
