import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { SearchResults, SearchSection, SearchType } from '@stave/contracts';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { identityService } from '@stave/identity/service';
import { jobsEventsService } from '@stave/jobs-events/service';
import { marketplaceService } from '@stave/marketplace/service';
import { messagingService } from '@stave/messaging/service';
import { socialService } from '@stave/social/service';
import { callApi, eventually, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';

// Issue 16, global search: the gateway asks each section of the service that owns it, in parallel; every service
// leaves out members blocked either way, from its own `blocks` projection fed by messaging's events — on real
// Kafka, Postgres and Redis, the services never calling each other.
describe('global search and blocks through the gateway', () => {
  let identity: ServiceUnderTest;
  let social: ServiceUnderTest;
  let jobs: ServiceUnderTest;
  let market: ServiceUnderTest;
  let messaging: ServiceUnderTest;
  let gateway: RunningGateway;
  let stalled: RunningGateway;
  let blackhole: Server;
  const held: Socket[] = [];

  beforeAll(async () => {
    identity = await startServiceUnderTest(identityService, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    // Member ids far from other runs' (their events share the topics).
    await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${randomInt(10_000_000, 1_000_000_000)}`);
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
    const answer = await callApi(`${identity.url}/api/register`, 'POST', {
      body: { username: `s_${tag}`, email: `s_${tag}@example.test`, password: `a long passphrase ${tag}`, name, type: 'musician', location: 'Leeds' },
    });
    expect(answer.status).toBe(201);
    return { id: answer.body.user.id as number, token: answer.body.token as string, username: `s_${tag}` };
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

  let ada: Member;
  let ben: Member;

  beforeAll(async () => {
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
    expect(section(results, 'people').hits[0]).toMatchObject({ id: ben.id, url: `/user/${ben.id}`, subtitle: `@${ben.username} · musician · Leeds` });
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
    expect(await appearances(ben)).toBeGreaterThanOrEqual(2);
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

  it('keeps two members apart in every service while either blocks the other (issue 16), through the gateway', async () => {
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
});
