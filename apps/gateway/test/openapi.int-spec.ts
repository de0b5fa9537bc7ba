import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_ROUTES, PASSWORD_MESSAGES, buildOpenApi } from '@stave/contracts';
import { callApi, eventually, startServiceUnderTest, type ApiResponse, type ServiceUnderTest } from '@stave/platform/testing';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { identityService } from '@stave/identity/service';
import { jobsEventsService } from '@stave/jobs-events/service';
import { messagingService } from '@stave/messaging/service';

// The OpenAPI document against what the servers answer, through the real gateway on real Postgres, Kafka and Redis
// (docs/api.md § The OpenAPI document). Every call goes through callApi, which fails the test on any answer the
// document does not describe: what each test asserts besides is the part a client relies on.
describe('the OpenAPI document describes what the API answers', () => {
  let identity: ServiceUnderTest;
  let messaging: ServiceUnderTest;
  let jobs: ServiceUnderTest;
  let gateway: RunningGateway;
  let upstreams: Record<string, string>;
  const origin = 'https://app.stave.test';

  beforeAll(async () => {
    identity = await startServiceUnderTest(identityService, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', APP_ORIGINS: origin });
    const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json`, APP_ORIGINS: origin };
    [messaging, jobs] = await Promise.all([startServiceUnderTest(messagingService, jwks), startServiceUnderTest(jobsEventsService, jwks)]);
    upstreams = { IDENTITY_URL: identity.url, MESSAGING_URL: messaging.url, JOBS_EVENTS_URL: jobs.url };
    gateway = await startGatewayFor(upstreams, { JWKS_URL: jwks.JWKS_URL, APP_ORIGINS: origin, RATE_LIMIT_API_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([messaging?.stop(), jobs?.stop()]);
    await identity?.stop();
  });

  interface Member {
    id: number;
    token: string;
  }
  let count = 0;
  const tag = `oa${Date.now().toString(36)}`;
  const api = (member: Member | null, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    callApi(`${gateway.url}${path}`, method, { token: member?.token, body, headers });
  const newcomer = (overrides: Record<string, unknown> = {}) => {
    const handle = `${tag}${count++}`;
    return {
      username: handle,
      email: `${handle}@example.test`,
      password: `a long passphrase ${handle}`,
      name: `Member ${handle}`,
      type: 'musician',
      ...overrides,
    };
  };
  const register = async (overrides: Record<string, unknown> = {}): Promise<Member> => {
    const answer = await api(null, 'POST', '/api/register', newcomer(overrides));
    expect(answer.status).toBe(201);
    const member = { id: answer.body.user.id as number, token: answer.body.token as string };
    for (const service of [messaging, jobs]) {
      await eventually(async () => (await service.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [member.id])).rowCount === 1, 20_000);
    }
    return member;
  };

  it('serves at /api/docs the document the answers are checked against, every operation named', async () => {
    const docs = await fetch(`${gateway.url}/api/docs`);
    const served = (await docs.json()) as ReturnType<typeof buildOpenApi>;

    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApi(ALL_ROUTES, { title: 'Stave API', version: '1' }))));
    const operations = Object.values(served.paths).flatMap((methods) => Object.values(methods) as Array<{ operationId?: string }>);
    expect(operations.filter((operation) => !operation.operationId)).toEqual([]);
  });

  it('answers POST /api/messages/start 201 for a new conversation and 200 for the pair’s existing one', async () => {
    const [ada, bea] = [await register(), await register()];

    const opened = await api(ada, 'POST', '/api/messages/start', { otherUserId: bea.id });
    const found = await api(bea, 'POST', '/api/messages/start', { otherUserId: ada.id });

    expect(opened.status).toBe(201);
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(opened.body.id);
  });

  it('refuses a body too large (413) or of another type (415) with the error body and its code', async () => {
    const ada = await register();

    const tooLarge = await api(ada, 'POST', '/api/messages', JSON.stringify({ conversationId: 1, content: 'x'.repeat(1_100_000) }));
    const xml = await api(ada, 'POST', '/api/messages', '<message/>', { 'content-type': 'application/xml' });

    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(xml).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('says when to come back on a 429 (Retry-After)', async () => {
    const strict = await startGatewayFor(upstreams, { JWKS_URL: `${identity.url}/.well-known/jwks.json`, RATE_LIMIT_API_MAX: '1' });
    try {
      const answers: ApiResponse[] = [];
      for (let i = 0; i < 2; i++) answers.push(await callApi(`${strict.url}/api/jobs`, 'GET'));

      expect(answers[1]).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      expect(Number(answers[1]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it('sends null where an enum is nullable, and the paging headers of a numbered list, readable from the app’s origin', async () => {
    const ada = await register();
    const day = 24 * 3_600_000;
    for (const n of [1, 2]) {
      await api(ada, 'POST', '/api/jobs', { title: `Session drummer ${tag} ${n}`, contactEmail: 'jobs@example.test', description: 'Two days in Leeds' });
    }

    const event = await api(ada, 'POST', '/api/events', {
      title: `Open mic ${tag}`,
      startDate: new Date(Date.now() + 2 * day).toISOString(),
      endDate: new Date(Date.now() + 2 * day + 3_600_000).toISOString(),
      location: 'Somewhere abroad',
    });
    const page = await api(ada, 'GET', `/api/jobs?mine=true&limit=1`, undefined, { origin });

    expect(event).toMatchObject({ status: 201, body: { region: null, myRsvp: null } });
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.headers.get('x-next-page')).toBe('2');
    expect(page.headers.get('access-control-expose-headers')?.split(', ')).toEqual(expect.arrayContaining(['x-total-count', 'x-next-page']));
  });

  it("signs in by the authToken cookie the spec's client stores, and refuses a cookie-signed write from another origin", async () => {
    const ada = await register();
    const cookie = { cookie: `authToken=${ada.token}` };

    const me = await api(null, 'GET', '/api/user', undefined, cookie);
    const forged = await api(null, 'POST', '/api/referrals', { email: `${tag}-forged@example.test` }, { ...cookie, origin: 'https://evil.example' });

    expect(me).toMatchObject({ status: 200, body: { id: ada.id } });
    expect(forged).toMatchObject({ status: 403, body: { code: 'CSRF' } });
  });

  it("takes the {userId} body the spec's client sends to complete a referral, and refuses one that is not an id", async () => {
    const referrer = await register();
    const email = `${tag}-invited@example.test`;
    const invite = await api(referrer, 'POST', '/api/referrals', { email });
    const joined = await register({ email });

    const notAnId = await api(joined, 'POST', `/api/referrals/complete/${invite.body.token}`, { userId: 'me' });
    const complete = await api(joined, 'POST', `/api/referrals/complete/${invite.body.token}`, { userId: joined.id });

    expect(notAnId).toMatchObject({ status: 400, body: { code: 'VALIDATION', errors: [{ path: 'userId', message: 'User not found' }] } });
    expect(complete).toMatchObject({ status: 200, body: { success: true } });
  });

  it("answers a password the spec's client lets through (6 or 7 characters) with the server's rule as the message", async () => {
    const register7 = await api(null, 'POST', '/api/register', newcomer({ password: 'abc1234' }));
    const reset6 = await api(null, 'POST', '/api/reset-password', { token: 'a'.repeat(64), newPassword: 'abc123', confirmPassword: 'abc123' });

    expect(register7).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: PASSWORD_MESSAGES.tooShort } });
    expect(reset6).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: PASSWORD_MESSAGES.tooShort } });
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters');
  });
});
