import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_ROUTES, type RouteContract } from '@stave/contracts';
import { londonMonthKey } from '@stave/platform';
import { ServiceWithMembers, fuzzRoutes } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';

// docs/reliability.md#schema-fuzz over every jobs-events route. FUZZ_RUNS (default 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('jobs-events: schema fuzz (docs/reliability.md#schema-fuzz)', () => {
  let jobs: ServiceWithMembers;

  beforeAll(async () => {
    jobs = await ServiceWithMembers.start(jobsEventsService);
  });

  afterAll(async () => {
    await jobs?.stop();
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    // Business: the fuzzer applies many times, which a free member's allowance would refuse, and the insight
    // reports are Business members' only.
    const [owner, poster] = [await jobs.member({ subscriptionTier: 'business' }), await jobs.member()];
    const postJob = async (member: typeof owner) =>
      (await jobs.call('POST', '/api/jobs', { token: member.token, body: { title: 'Fuzzed job', skills: ['Bass'] } })).body.id as number;
    const ownJob = await postJob(owner);
    // Jobs to apply to, one per fuzz run would be needed for each to succeed; one is enough to prove the route answers 2xx.
    const theirJob = await postJob(poster);
    const application = await jobs.call('POST', '/api/jobs', { token: poster.token, body: { title: 'Applied to by the owner' } });
    const applied = await jobs.call('POST', '/api/jobs/apply', { token: owner.token, body: { jobId: application.body.id } });
    // An application to the owner's job, for the decision route.
    const toOwn = await jobs.call('POST', '/api/jobs/apply', { token: poster.token, body: { jobId: ownJob } });
    expect([applied.status, toOwn.status]).toEqual([201, 201]);
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const event = { title: 'Fuzzed gig', startDate: soon(2), endDate: soon(3) };
    const ownEvent = (await jobs.call('POST', '/api/events', { token: owner.token, body: event })).body.id as number;
    // Answered on someone else's event: the fuzzer may cancel its own.
    const theirEvent = (await jobs.call('POST', '/api/events', { token: poster.token, body: event })).body.id as number;
    const ownCall = (await jobs.call('POST', '/api/collaborations', { token: owner.token, body: { title: 'Fuzzed call', remote: true } })).body.id as number;
    const theirCall = (await jobs.call('POST', '/api/collaborations', { token: poster.token, body: { title: 'Their call', remote: true } })).body.id as number;
    // Bookings in the state each route moves from: offers to the owner (accept, decline), one from the owner (withdraw),
    // engagements the owner plays (the quote, cancel: nothing is due when the musician cancels) and one that is over (an issue).
    const offer = (musician: typeof owner) => ({
      musicianId: musician.id,
      role: 'Keys',
      date: soon(10).slice(0, 10),
      callTime: '18:00',
      endTime: '23:00',
      venue: { name: 'The Leadmill', postcode: 'S1 4SE' },
      fee: { amountPence: 15_450, unit: 'gig' },
      expiresAt: soon(1),
    });
    const book = async (hirer: typeof owner, musician: typeof owner, accept = false) => {
      const id = (await jobs.call('POST', '/api/bookings', { token: hirer.token, body: offer(musician) })).body.id as number;
      if (accept) expect((await jobs.call('POST', `/api/bookings/${id}/accept`, { token: musician.token })).status).toBe(200);
      return id;
    };
    const bookings = {
      accept: await book(poster, owner),
      decline: await book(poster, owner),
      withdraw: await book(owner, poster),
      cancel: await book(poster, owner, true),
      confirmed: await book(poster, owner, true),
      issue: await book(poster, owner, true),
    };
    // An availability entry to edit (and last, delete); the members the fuzzer asks "free then?" of (ids 1 to 9) share.
    const entry = (await jobs.call('POST', '/api/availability', { token: owner.token, body: { date: soon(5).slice(0, 10) } })).body.id as number;
    await jobs.db.query(`INSERT INTO availability_settings (member_id, share) SELECT n, true FROM generate_series(1, 9) AS n ON CONFLICT DO NOTHING`);
    await jobs.db.query(`UPDATE bookings SET status = 'completed', starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' WHERE id = $1`, [
      bookings.issue,
    ]);

    const fillPath = (route: RouteContract, name: string): string => {
      if (name === 'applicationId') return String(toOwn.body.applicationId);
      // Reported once each (a second report is a 409, one's own a 400): someone else's.
      if (name === 'id' && route.path === '/api/jobs/:id/report') return String(theirJob);
      if (name === 'id' && route.path === '/api/events/:id/report') return String(theirEvent);
      if (name === 'id' && route.path === '/api/collaborations/:id/report') return String(theirCall);
      if (name === 'id' && route.path === '/api/collaborations/:id/respond') return String(theirCall);
      if (name === 'id' && route.path === '/api/events/:id/rsvp') return String(theirEvent);
      if (name === 'id' && route.path.startsWith('/api/events/')) return String(ownEvent);
      if (name === 'id' && route.path.startsWith('/api/collaborations/')) return String(ownCall);
      if (name === 'id' && route.path.startsWith('/api/bookings/')) {
        const move = route.path.split('/')[4] as keyof typeof bookings | undefined;
        return String(move && move in bookings ? bookings[move] : bookings.confirmed);
      }
      if (name === 'id' && route.path.startsWith('/api/availability/')) return String(entry);
      if (name === 'id') return String(ownJob);
      // A member's open jobs and upcoming events (a storefront's page): someone else's.
      if (name === 'userId') return String(poster.id);
      // Missing on purpose (uploads are tried by media tests); a feed's secret is shown once.
      if (name === 'file') return 'missing.webp';
      if (name === 'token') return 'A'.repeat(43);
      // An insight report's month: the current one (computed live).
      if (name === 'month') return londonMonthKey(new Date());
      throw new Error(`no id for ${route.path} :${name}`);
    };
    const realBody = (route: RouteContract) => {
      if (route.path === '/api/jobs' && route.method === 'POST') return { title: 'Drummer wanted', type: 'contract', skills: ['Drums'] };
      if (route.path === '/api/jobs/apply') return { jobId: theirJob, message: 'Keen!' };
      if (route.path === '/api/jobs/save') return { jobId: theirJob };
      if (route.path === '/api/jobs/:id' && route.method === 'PATCH') return { title: 'Edited' };
      if (route.path.endsWith('/applications/:applicationId')) return { status: 'shortlisted' };
      if (route.path === '/api/events' && route.method === 'POST') return { ...event, region: 'Wales', ticketUrl: 'https://tickets.example/1' };
      if (route.path === '/api/events/:id' && route.method === 'PATCH') return { title: 'Edited gig', location: 'Cardiff' };
      if (route.path === '/api/events/:id/rsvp') return { status: 'going' };
      if (route.path === '/api/collaborations' && route.method === 'POST') return { title: 'Bassist', genres: ['Funk'], remote: false, location: 'Hull' };
      if (route.path === '/api/collaborations/:id' && route.method === 'PATCH') return { title: 'Edited call' };
      if (route.path.endsWith('/report')) return { reason: 'spam', details: 'Fuzzed report' };
      if (route.path === '/api/bookings') return offer(poster);
      if (route.path === '/api/bookings/:id/cancel') return { feeDuePence: 0, reason: 'Fuzzed' };
      if (route.path === '/api/bookings/:id/issue') return { text: 'Fuzzed issue' };
      if (route.path === '/api/availability' || route.path === '/api/availability/:id') {
        return { kind: 'busy', date: '2027-03-23', endDate: null, from: '18:00', to: '22:00', repeat: 'weekly', repeatUntil: null, note: 'Fuzzed' };
      }
      return undefined;
    };
    // Deletions last, so the job the other routes name is still there.
    const routes = ALL_ROUTES.filter((route) => route.owner === 'jobs-events').sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

    const { failures, first, neverSucceeded } = await fuzzRoutes({
      baseUrl: jobs.url,
      routes,
      token: owner.token,
      fillPath,
      realBody,
      runs: RUNS,
      seed: SEED,
    });

    expect({ seed: SEED, failures, first }).toEqual({ seed: SEED, failures: [], first: [] });
    // Not a run of refusals only: every route took some requests (but the files, missing on purpose,
    // the uploads, which need a real file (a calendar's too), and the feed, whose secret is never listed).
    expect(neverSucceeded.sort()).toEqual([
      'GET /api/events/feed/:token',
      'GET /demos/:file',
      'GET /event-images/:file',
      'POST /api/availability/import',
      'POST /api/collaborations/demo',
      'POST /api/events/image',
    ]);
    expect((await jobs.call('GET', '/health')).status).toBe(200);
  }, 600_000);
});
