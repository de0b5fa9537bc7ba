import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { ModerationCase, SearchResults, SearchSection, SearchType } from '@stave/contracts';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { identityService } from '@stave/identity/service';
import { jobsEventsService } from '@stave/jobs-events/service';
import { marketplaceService } from '@stave/marketplace/service';
import { messagingService } from '@stave/messaging/service';
import { socialService } from '@stave/social/service';
import { callApi, eventually, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';

// Trust across the services, through the real gateway, on real Kafka, Postgres and Redis (the services never
// calling each other): the global search (each section from the service that owns it, in parallel); blocks (every
// service leaves blocked members out, from its own `blocks` projection fed by messaging's events); reports of every
// kind of item into identity's moderation queue, and decisions applied by the owners and to the account.
describe('trust through the gateway: search, blocks, reports and moderation', () => {
  let identity: ServiceUnderTest;
  let social: ServiceUnderTest;
  let jobs: ServiceUnderTest;
  let market: ServiceUnderTest;
  let messaging: ServiceUnderTest;
  let gateway: RunningGateway;
  let stalled: RunningGateway;
  let blackhole: Server;
  const held: Socket[] = [];

  // Member ids far from other runs' (their events share the topics); the first member registered moderates.
  const firstId = randomInt(10_000_000, 1_000_000_000);

  beforeAll(async () => {
    identity = await startServiceUnderTest(identityService, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', MODERATORS: String(firstId) });
    await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${firstId}`);
    const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
    [social, jobs, market, messaging] = await Promise.all([
      startServiceUnderTest(socialService, jwks),
      startServiceUnderTest(jobsEventsService, jwks),
      startServiceUnderTest(marketplaceService, jwks),
      startServiceUnderTest(messagingService, jwks),
    ]);
    const upstreams = {
      IDENTITY_URL: identity.url,
      SOCIAL_URL: social.url,
      JOBS_EVENTS_URL: jobs.url,
      MARKETPLACE_URL: market.url,
      MESSAGING_URL: messaging.url,
    };
    gateway = await startGatewayFor(upstreams, { ...jwks, RATE_LIMIT_API_MAX: '100000' });
    // A jobs-events that takes connections and never answers.
    blackhole = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const address = blackhole.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    stalled = await startGatewayFor(
      { ...upstreams, JOBS_EVENTS_URL: `http://127.0.0.1:${port}` },
      { ...jwks, RATE_LIMIT_API_MAX: '100000', SEARCH_TIMEOUT_MS: '400' },
    );
  });

  afterAll(async () => {
    await Promise.all([gateway?.close(), stalled?.close()]);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => blackhole?.close(resolve));
    await Promise.all([social?.stop(), jobs?.stop(), market?.stop(), messaging?.stop()]);
    await identity?.stop();
  });

  // A word no other run's data holds.
  const word = `qz${Date.now().toString(36)}`;
  let counter = 0;
  const register = async (name: string) => {
    const tag = `${word}${counter++}`;
    const [email, password] = [`s_${tag}@example.test`, `a long passphrase ${tag}`];
    const answer = await callApi(`${identity.url}/api/register`, 'POST', {
      body: { username: `s_${tag}`, email, password, name, type: 'musician', location: 'Leeds' },
    });
    expect(answer.status).toBe(201);
    return { id: answer.body.user.id as number, token: answer.body.token as string, username: `s_${tag}`, email, password };
  };
  type Member = Awaited<ReturnType<typeof register>>;
  const via = (target: RunningGateway) => (member: Member, query: Record<string, string>) =>
    callApi(`${target.url}/api/search?${new URLSearchParams(query)}`, 'GET', { token: member.token });
  const search = (member: Member, query: Record<string, string>) => via(gateway)(member, query);
  const call = (service: ServiceUnderTest, member: Member, method: string, path: string, body?: unknown) =>
    callApi(`${service.url}${path}`, method, { token: member.token, body });
  const known = async (member: Member) => {
    for (const service of [social, jobs, market, messaging]) {
      await eventually(async () => (await service.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [member.id])).rowCount === 1, 20_000);
    }
  };
  const section = (results: SearchResults, type: SearchType) => results.sections.find((entry) => entry.type === type) as SearchSection;
  const titles = (results: SearchResults, type: SearchType) => section(results, type).hits.map((hit) => hit.title);

  // One of each kind of item, each holding `word`, by `member`.
  const publishEverything = async (member: Member, label: string) => {
    const day = 24 * 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const created = await Promise.all([
      call(social, member, 'POST', '/api/posts', { content: `${label}: new ${word} single out now #${word}` }),
      call(jobs, member, 'POST', '/api/jobs', {
        title: `${label} ${word} session bassist`,
        contactEmail: 'jobs@example.test',
        description: `Bass for a ${word} record`,
      }),
      call(jobs, member, 'POST', '/api/events', {
        title: `${label} ${word} night`,
        startDate: at(2 * day),
        endDate: at(2 * day + 3_600_000),
        location: 'Leeds',
      }),
      call(jobs, member, 'POST', '/api/collaborations', { title: `${label} ${word} EP`, remote: true }),
      call(market, member, 'POST', '/api/marketplace/listings', {
        title: `${label} ${word} amplifier`,
        description: 'Valve amp, serviced last year.',
        price: 450,
        categoryId: 101,
        condition: 'good',
        location: 'Leeds',
        contactMethod: 'chat',
        images: [],
      }),
    ]);
    for (const answer of created) expect(answer.status).toBe(201);
  };

  let moderator: Member;
  let ada: Member;
  let ben: Member;

  beforeAll(async () => {
    moderator = await register('Mo Derator');
    expect(moderator.id).toBe(firstId);
    ada = await register('Ada Searcher');
    ben = await register(`Ben ${word}`);
    await Promise.all([known(ada), known(ben)]);
    await publishEverything(ben, 'Ben');
  });

  it('finds each kind of item in its section, ranked by its own service, and counts the people found as search appearances', async () => {
    const answer = await search(ada, { q: word.toUpperCase() });

    expect(answer.status).toBe(200);
    const results = answer.body as SearchResults;
    expect(results.query).toBe(word.toUpperCase());
    expect(results.degraded).toEqual([]);
    expect(results.sections.map((entry) => entry.type)).toEqual(['people', 'posts', 'jobs', 'events', 'collaborations', 'gear']);
    expect(titles(results, 'people')).toEqual([`Ben ${word}`]);
    expect(section(results, 'people').hits[0]).toMatchObject({ id: ben.id, url: `/user/${ben.id}`, subtitle: `@${ben.username} · Musician · Leeds` });
    expect(section(results, 'posts').hits[0]).toMatchObject({ title: `Ben ${word}`, snippet: `Ben: new ${word} single out now #${word}` });
    expect(titles(results, 'jobs')).toEqual([`Ben ${word} session bassist`]);
    expect(titles(results, 'events')).toEqual([`Ben ${word} night`]);
    expect(titles(results, 'collaborations')).toEqual([`Ben ${word} EP`]);
    expect(section(results, 'gear').hits[0]).toMatchObject({ title: `Ben ${word} amplifier`, subtitle: '£450.00 · Good · Leeds' });
    for (const entry of results.sections) expect(entry).toMatchObject({ total: 1, page: 1, limit: 5 });
    // A word's start matches ('qz…' finds them); the middle of a word does not.
    expect(section((await search(ada, { q: word.slice(0, 6) })).body, 'people').total).toBeGreaterThanOrEqual(1);
    expect(section((await search(ada, { q: word.slice(2) })).body, 'people').total).toBe(0);

    const appearances = async (member: Member) =>
      (await identity.db.query(`SELECT search_appearances AS n FROM users WHERE id = $1`, [member.id])).rows[0].n as number;
    await eventually(async () => (await appearances(ben)) >= 2);
    expect(await appearances(ada)).toBe(0);
  });

  it('pages one section on its own', async () => {
    await call(jobs, ben, 'POST', '/api/jobs', { title: `Ben ${word} drummer`, contactEmail: 'jobs@example.test' });
    const first = (await search(ada, { q: word, type: 'jobs', limit: '1' })).body as SearchResults;
    const second = (await search(ada, { q: word, type: 'jobs', limit: '1', page: '2' })).body as SearchResults;

    expect(first.sections.map((entry) => entry.type)).toEqual(['jobs']);
    expect([first.sections[0]!.total, second.sections[0]!.page]).toEqual([2, 2]);
    expect(new Set([...titles(first, 'jobs'), ...titles(second, 'jobs')])).toEqual(new Set([`Ben ${word} drummer`, `Ben ${word} session bassist`]));
  });

  it('leaves a blocked member out of every section, both ways, until the block is lifted', async () => {
    const cal = await register(`Cal ${word}`);
    await known(cal);
    await publishEverything(cal, 'Cal');
    const everyone = async (member: Member) => {
      const results = (await search(member, { q: word, limit: '20' })).body as SearchResults;
      return results.sections.flatMap((entry) => entry.hits.map((hit) => `${entry.type}:${hit.title}`)).filter((hit) => hit.includes('Cal'));
    };
    await eventually(async () => (await everyone(ada)).length === 6);

    expect((await call(messaging, ada, 'POST', '/api/messages/blocks', { userId: cal.id })).status).toBe(200);
    await eventually(async () => (await everyone(ada)).length === 0, 20_000);
    // Cal does not find Ada either; Cal's own items are Cal's to find.
    expect(titles((await search(cal, { q: 'Ada Searcher' })).body, 'people')).toEqual([]);
    expect(await everyone(cal)).toHaveLength(6);
    // The lists of each page leave Cal out too.
    const lists = await Promise.all([
      call(jobs, ada, 'GET', `/api/jobs?search=${word}`),
      call(jobs, ada, 'GET', `/api/events?search=${word}`),
      call(jobs, ada, 'GET', `/api/collaborations?search=${word}`),
      call(market, ada, 'GET', `/api/marketplace/listings?search=${word}`),
    ]);
    const listed = [...lists[0]!.body, ...lists[1]!.body, ...lists[2]!.body, ...lists[3]!.body.listings].map((item: { title: string }) => item.title);
    expect(listed.filter((title) => title.startsWith('Cal'))).toEqual([]);
    expect(listed.filter((title) => title.startsWith('Ben')).length).toBeGreaterThanOrEqual(4);

    expect((await call(messaging, ada, 'DELETE', `/api/messages/blocks/${cal.id}`)).status).toBe(204);
    await eventually(async () => (await everyone(ada)).length === 6, 20_000);
  });

  it('keeps two members apart in every service while either blocks the other, through the gateway', async () => {
    const [eve, dan] = [await register('Eve Blocker'), await register(`Dan ${word}`)];
    await Promise.all([known(eve), known(dan)]);
    const api = (member: Member, method: string, path: string, body?: unknown) => callApi(`${gateway.url}${path}`, method, { token: member.token, body });
    const created = async (member: Member, path: string, body: unknown) => {
      const answer = await api(member, 'POST', path, body);
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    };
    const day = 24 * 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const evePost = await created(eve, '/api/posts', { content: 'Eve here' });
    await created(dan, `/api/posts/${evePost}/comments`, { content: 'Dan was here' });
    const post = await created(dan, '/api/posts', { content: 'Dan posting' });
    const job = await created(dan, '/api/jobs', { title: 'Dan needs a drummer', contactEmail: 'jobs@example.test' });
    const event = await created(dan, '/api/events', { title: 'Dan live', startDate: at(2 * day), endDate: at(2 * day + 3_600_000) });
    const call = await created(dan, '/api/collaborations', { title: 'Dan wants a singer', remote: true });
    const listing = await created(dan, '/api/marketplace/listings', {
      title: 'Dan sells a bass',
      description: 'Short scale.',
      price: 300,
      categoryId: 101,
      condition: 'good',
      location: 'Leeds',
      contactMethod: 'chat',
      images: [],
    });
    const reads = {
      profile: `/api/users/${dan.id}`,
      post: `/api/posts/${post}`,
      job: `/api/jobs/${job}`,
      event: `/api/events/${event}`,
      call: `/api/collaborations/${call}`,
      listing: `/api/marketplace/listings/${listing}`,
    };
    const statuses = async (member: Member) =>
      Object.fromEntries(await Promise.all(Object.entries(reads).map(async ([name, path]) => [name, (await api(member, 'GET', path)).status])));
    const everywhere = (status: number) => Object.fromEntries(Object.keys(reads).map((name) => [name, status]));
    expect(await statuses(eve)).toEqual(everywhere(200));

    expect((await api(eve, 'POST', '/api/messages/blocks', { userId: dan.id })).status).toBe(200);
    // Each service learns of it from messaging's event.
    await eventually(async () => JSON.stringify(await statuses(eve)) === JSON.stringify(everywhere(404)), 20_000);

    // Neither sees the other; nothing passes either way.
    expect((await api(dan, 'GET', `/api/users/${eve.id}`)).status).toBe(404);
    expect((await api(eve, 'GET', `/api/posts/${evePost}/comments`)).body).toEqual([]);
    expect((await api(dan, 'GET', `/api/posts/${evePost}/comments`)).status).toBe(404);
    expect((await api(dan, 'POST', `/api/posts/${evePost}/like`)).status).toBe(404);
    expect((await api(dan, 'POST', `/api/posts/${evePost}/comments`, { content: 'again' })).status).toBe(404);
    expect((await api(eve, 'POST', '/api/jobs/apply', { jobId: job })).status).toBe(404);
    expect((await api(eve, 'POST', `/api/events/${event}/rsvp`, { status: 'going' })).status).toBe(404);
    expect((await api(eve, 'POST', `/api/collaborations/${call}/respond`)).status).toBe(404);
    expect((await api(dan, 'POST', `/api/users/${eve.id}/follow`)).status).toBe(404);
    expect((await api(dan, 'POST', '/api/connections', { receiverId: eve.id })).status).toBe(404);
    expect((await api(eve, 'POST', '/api/connections', { receiverId: dan.id })).status).toBe(404);
    const mention = await api(dan, 'POST', '/api/posts', { content: `hello @${eve.username}` });
    expect(mention.body.mentionedUsers).toEqual([]);
    const started = await api(dan, 'POST', '/api/messages/start', { otherUserId: eve.id });
    expect(started.status).toBeGreaterThanOrEqual(400);
    const directory = await api(eve, 'GET', `/api/users?search=${encodeURIComponent(`Dan ${word}`)}`);
    expect(directory.body).toEqual([]);
    const suggested = await api(eve, 'GET', '/api/users/recommendations');
    expect(suggested.body.map((person: { id: number }) => person.id)).not.toContain(dan.id);

    expect((await api(eve, 'DELETE', `/api/messages/blocks/${dan.id}`)).status).toBe(204);
    await eventually(async () => JSON.stringify(await statuses(eve)) === JSON.stringify(everywhere(200)), 20_000);
    expect((await api(eve, 'GET', `/api/posts/${evePost}/comments`)).body).toHaveLength(1);
  });

  it('answers without a section whose service is too slow, naming it, within the deadline', async () => {
    const started = Date.now();
    const answer = await via(stalled)(ada, { q: word });

    expect(answer.status).toBe(200);
    const results = answer.body as SearchResults;
    expect(results.degraded).toEqual(['jobs', 'events', 'collaborations']);
    expect(answer.headers.get('x-degraded')).toBe('jobs,events,collaborations');
    expect(section(results, 'jobs')).toEqual({ type: 'jobs', hits: [], total: 0, page: 1, limit: 5 });
    expect(titles(results, 'people')).toContain(`Ben ${word}`);
    expect(titles(results, 'gear')).toContain(`Ben ${word} amplifier`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses an empty or overlong query with the form's message, and a visitor", async () => {
    const empty = await search(ada, { q: '   ' });
    const long = await search(ada, { q: 'x'.repeat(101) });
    const unknownType = await search(ada, { q: word, type: 'pets' });
    const visitor = await callApi(`${gateway.url}/api/search?q=${word}`, 'GET', {});

    expect([empty.status, empty.body.message]).toEqual([400, 'Enter something to search for']);
    expect([long.status, long.body.message]).toEqual([400, 'Searches are at most 100 characters']);
    expect(unknownType.status).toBe(400);
    expect(visitor.status).toBe(401);
    // Punctuation and LIKE's wildcards are text like any other: no section fails on them.
    const punctuation = await search(ada, { q: '%_\\*' });
    expect([punctuation.status, punctuation.body.degraded]).toEqual([200, []]);
  });

  describe('reports and moderation', () => {
    const api = (member: Member, method: string, path: string, body?: unknown) => callApi(`${gateway.url}${path}`, method, { token: member.token, body });
    const created = async (member: Member, path: string, body: unknown) => {
      const answer = await api(member, 'POST', path, body);
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    };
    const casesOf = async (subject: Member, status: 'open' | 'decided' = 'open') => {
      const answer = await api(moderator, 'GET', `/api/moderation/cases?status=${status}&limit=50`);
      expect(answer.status).toBe(200);
      return (answer.body.cases as ModerationCase[]).filter((entry) => entry.subject.id === subject.id);
    };

    it('takes a report of every kind of item once per member, queues it for the moderators without naming the reporter, and applies each decision', async () => {
      const [rita, tom] = [await register('Rita Reporter'), await register('Tom Troll')];
      await Promise.all([known(rita), known(tom)]);
      const day = 24 * 3_600_000;
      const at = (offset: number) => new Date(Date.now() + offset).toISOString();
      const ritaPost = await created(rita, '/api/posts', { content: 'Rita here' });
      const items = {
        post: await created(tom, '/api/posts', { content: 'Buy followers now!!!' }),
        comment: await created(tom, `/api/posts/${ritaPost}/comments`, { content: 'You are terrible' }),
        job: await created(tom, '/api/jobs', { title: 'Get rich quick', contactEmail: 'jobs@example.test' }),
        event: await created(tom, '/api/events', { title: 'Totally real festival', startDate: at(2 * day), endDate: at(2 * day + 3_600_000) }),
        collaboration: await created(tom, '/api/collaborations', { title: 'Send me your bank details', remote: true }),
        listing: await created(tom, '/api/marketplace/listings', {
          title: 'Fake Stradivarius',
          description: 'Definitely real.',
          price: 99,
          categoryId: 101,
          condition: 'good',
          location: 'Leeds',
          contactMethod: 'chat',
          images: [],
        }),
      };
      const conversation = (await api(tom, 'POST', '/api/messages/start', { otherUserId: rita.id })).body.id as number;
      const message = await created(tom, '/api/messages', { conversationId: conversation, content: 'Pay me or else' });
      const paths = {
        member: `/api/users/${tom.id}/report`,
        post: `/api/posts/${items.post}/report`,
        comment: `/api/posts/${ritaPost}/comments/${items.comment}/report`,
        job: `/api/jobs/${items.job}/report`,
        event: `/api/events/${items.event}/report`,
        collaboration: `/api/collaborations/${items.collaboration}/report`,
        listing: `/api/marketplace/listings/${items.listing}/report`,
        message: `/api/messages/${conversation}/${message}/report`,
      };

      for (const [kind, path] of Object.entries(paths)) {
        const body = kind === 'listing' ? { reason: 'fake', description: 'Not a Strad' } : { reason: 'scam', details: `about the ${kind}` };
        const answer = await api(rita, 'POST', path, body);
        expect([kind, answer.status]).toEqual([kind, 201]);
      }
      // Once per member and item; never one's own; only what the reporter can see.
      expect((await api(rita, 'POST', paths.post, { reason: 'spam' })).body.code).toBe('ALREADY_REPORTED');
      expect((await api(tom, 'POST', paths.post, { reason: 'spam' })).body.code).toBe('CANNOT_REPORT_OWN');
      expect((await api(rita, 'POST', `/api/users/${rita.id}/report`, { reason: 'spam' })).status).toBe(400);
      expect((await api(rita, 'POST', paths.post, { reason: 'because' })).status).toBe(400);
      expect((await api(rita, 'POST', '/api/posts/2000000000/report', { reason: 'spam' })).status).toBe(404);
      expect((await api(moderator, 'POST', paths.message, { reason: 'spam' })).status).toBe(404);

      await eventually(async () => {
        expect((await casesOf(tom)).map((entry) => entry.kind).sort()).toEqual(Object.keys(paths).sort());
        return true;
      }, 20_000);
      const cases = await casesOf(tom);
      expect(new Set(cases.map((entry) => entry.kind))).toEqual(new Set(Object.keys(paths)));
      const byKind = Object.fromEntries(cases.map((entry) => [entry.kind, entry])) as Record<string, ModerationCase>;
      expect(byKind.post).toMatchObject({ itemId: items.post, excerpt: 'Buy followers now!!!', reportCount: 1, status: 'open' });
      expect(byKind.post!.reports).toEqual([{ reason: 'scam', details: 'about the post', reportedAt: expect.any(String) }]);
      expect(byKind.listing!.reports[0]).toMatchObject({ reason: 'scam', details: 'Not a Strad' });
      // No reporter is named anywhere in the queue.
      expect(JSON.stringify(cases)).not.toMatch(/reporter/i);
      expect((await api(rita, 'GET', '/api/moderation/cases')).status).toBe(403);
      expect((await api(rita, 'GET', '/api/moderation/me')).body).toEqual({ moderator: false });
      expect((await api(moderator, 'GET', '/api/moderation/me')).body).toEqual({ moderator: true });

      const decide = (kind: string, body: unknown) => api(moderator, 'POST', `/api/moderation/cases/${byKind[kind]!.id}/decision`, body);
      for (const kind of ['post', 'comment', 'job', 'collaboration', 'listing', 'message']) {
        expect((await decide(kind, { action: 'remove', notes: 'scam' })).body).toMatchObject({
          status: 'removed',
          decision: { action: 'remove', removedItem: true },
        });
      }
      expect((await decide('event', { action: 'dismiss' })).body.status).toBe('dismissed');
      expect((await decide('event', { action: 'remove' })).body.code).toBe('MODERATION_CASE_DECIDED');
      expect((await decide('member', { action: 'remove' })).body.code).toBe('MODERATION_NOTHING_TO_REMOVE');
      expect((await decide('member', { action: 'suspend' })).status).toBe(400);

      // Each owner takes its item down; the dismissed event stays.
      const gone = async () => ({
        post: (await api(rita, 'GET', `/api/posts/${items.post}`)).status,
        comment: (await api(rita, 'GET', `/api/posts/${ritaPost}/comments`)).body.length,
        job: (await api(rita, 'GET', `/api/jobs/${items.job}`)).status,
        event: (await api(rita, 'GET', `/api/events/${items.event}`)).status,
        collaboration: (await api(rita, 'GET', `/api/collaborations/${items.collaboration}`)).status,
        listing: (await api(rita, 'GET', `/api/marketplace/listings/${items.listing}`)).status,
        message: (await api(rita, 'GET', `/api/messages/${conversation}`)).body.find?.((entry: { id: number }) => entry.id === message)?.content,
      });
      const expected = { post: 404, comment: 0, job: 404, event: 200, collaboration: 404, listing: 404, message: 'Message deleted' };
      await eventually(async () => {
        expect(await gone()).toEqual(expected);
        return true;
      }, 20_000);
      expect((await casesOf(tom)).length).toBe(1);
      // A new reporter brings a dismissed case back to the queue.
      expect((await api(moderator, 'POST', paths.event, { reason: 'scam' })).status).toBe(201);
      await eventually(async () => (await casesOf(tom)).some((entry) => entry.kind === 'event' && entry.reportCount === 2), 20_000);
    });

    it('suspends a member: every session ends, they can sign in only to read why and appeal once, and a lifted suspension gives them back everything', async () => {
      const [rita, tom] = [await register('Rita Again'), await register('Tom Again')];
      await Promise.all([known(rita), known(tom)]);
      expect((await api(rita, 'POST', `/api/users/${tom.id}/report`, { reason: 'harassment' })).status).toBe(201);
      const [memberCase] = await casesOf(tom);
      const decided = await api(moderator, 'POST', `/api/moderation/cases/${memberCase!.id}/decision`, {
        action: 'suspend',
        days: 3,
        notes: 'Repeated harassment',
      });
      expect(decided.body).toMatchObject({ status: 'suspended', decision: { action: 'suspend', until: expect.any(String) } });

      // The token he held is dead; signing in gives one that reaches only his standing, its appeal and sign-out.
      expect((await api(tom, 'GET', '/api/user')).status).toBe(401);
      const login = await callApi(`${gateway.url}/api/login`, 'POST', { body: { email: tom.email, password: tom.password } });
      expect([login.status, login.body.restricted]).toEqual([200, true]);
      const suspended = { ...tom, token: login.body.token as string };
      expect((await api(suspended, 'GET', '/api/user')).status).toBe(200);
      for (const [method, path] of [
        ['GET', '/api/posts'],
        ['POST', '/api/posts'],
        ['GET', '/api/jobs'],
        ['GET', '/api/marketplace/listings/mine'],
        ['GET', '/api/messages/unread-count'],
        ['GET', `/api/search?q=${word}`],
        ['GET', '/api/user/stats'],
      ] as const) {
        const answer = await api(suspended, method, path, method === 'POST' ? { content: 'still here' } : undefined);
        expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'ACCOUNT_SUSPENDED']);
      }
      const standing = (await api(suspended, 'GET', '/api/user/standing')).body;
      expect(standing).toMatchObject({ status: 'suspended', reason: expect.stringContaining('Repeated harassment'), appeal: null });
      expect(Date.parse(standing.until) - Date.now()).toBeGreaterThan(2.9 * 24 * 3_600_000);
      expect((await api(suspended, 'POST', '/api/user/standing/appeal', { message: 'short' })).status).toBe(400);
      const appealed = await api(suspended, 'POST', '/api/user/standing/appeal', { message: 'It was a misunderstanding, I apologise.' });
      expect([appealed.status, appealed.body.appeal?.status]).toEqual([201, 'open']);
      expect((await api(suspended, 'POST', '/api/user/standing/appeal', { message: 'Please, it was a misunderstanding.' })).body.code).toBe('APPEAL_EXISTS');

      const appeals = (await api(moderator, 'GET', '/api/moderation/appeals')).body as Array<{ id: number; member: { id: number } }>;
      const appeal = appeals.find((entry) => entry.member.id === tom.id)!;
      expect((await api(rita, 'POST', `/api/moderation/appeals/${appeal.id}/decision`, { action: 'lift' })).status).toBe(403);
      const lifted = await api(moderator, 'POST', `/api/moderation/appeals/${appeal.id}/decision`, { action: 'lift', notes: 'Fair enough' });
      expect(lifted.body).toMatchObject({ status: 'lifted', response: 'Fair enough' });

      // The restricted token ends with the suspension; a new sign-in is a whole one.
      expect((await api(suspended, 'GET', '/api/user/standing')).status).toBe(401);
      const again = await callApi(`${gateway.url}/api/login`, 'POST', { body: { email: tom.email, password: tom.password } });
      expect(again.body.restricted).toBeUndefined();
      const back = { ...tom, token: again.body.token as string };
      expect((await api(back, 'GET', '/api/posts')).status).toBe(200);
      expect((await api(back, 'GET', '/api/user/standing')).body).toMatchObject({ status: 'active', until: null, appeal: null });
    });

    it('bans a member for good and keeps their appeal to one', async () => {
      const [rita, tom] = [await register('Rita Thrice'), await register('Tom Thrice')];
      await Promise.all([known(rita), known(tom)]);
      const post = await created(tom, '/api/posts', { content: 'spam spam spam' });
      expect((await api(rita, 'POST', `/api/posts/${post}/report`, { reason: 'spam' })).status).toBe(201);
      await eventually(async () => (await casesOf(tom)).length === 1, 20_000);
      const [postCase] = await casesOf(tom);
      expect((await api(moderator, 'POST', `/api/moderation/cases/${postCase!.id}/decision`, { action: 'ban', removeItem: true })).body).toMatchObject({
        status: 'banned',
        decision: { removedItem: true, until: null },
      });
      await eventually(async () => (await api(rita, 'GET', `/api/posts/${post}`)).status === 404, 20_000);
      const login = await callApi(`${gateway.url}/api/login`, 'POST', { body: { email: tom.email, password: tom.password } });
      const banned = { ...tom, token: login.body.token as string };
      expect((await api(banned, 'GET', '/api/user/standing')).body).toMatchObject({ status: 'banned', until: null });
      expect((await api(banned, 'GET', '/api/posts')).body.code).toBe('ACCOUNT_SUSPENDED');
    });
  });
});
