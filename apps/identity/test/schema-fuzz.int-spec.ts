import { describe, expect, it } from '@jest/globals';
import { IDENTITY_ROUTES, PORTFOLIO_TYPES, type RouteContract } from '@stave/contracts';
import { openRedisConnection } from '@stave/platform';
import { fuzzRoutes, requireEnv } from '@stave/platform/testing';
import { fakeClientAddress, identityForSuite, newMemberInput } from './harness';

// RELIABILITY §25 over every identity route. FUZZ_RUNS (default 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('identity: schema fuzz (RELIABILITY §25)', () => {
  // Limits raised so valid logins, resets and invitations still get through among the thousands of bad ones.
  const suite = identityForSuite({
    LOGIN_BACKOFF_AFTER: '100000',
    LOGIN_MAX_PER_ADDRESS: '100000',
    FORGOT_MAX_PER_EMAIL: '100000',
    REFERRALS_MAX_PER_DAY: '100000',
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    const { api } = suite;
    const [owner, other] = [await api.register(), await api.register()];
    const item = async (area: string, body: Record<string, unknown>) => String((await api.call('POST', `/api/${area}`, { token: owner.token, body })).body.id);
    const artwork = {
      title: 'Session reel',
      type: PORTFOLIO_TYPES[0],
      description: 'Live at the Brudenell',
      image: 'https://example.com/reel.png',
      date: '2020-01-15',
    };
    const items = {
      portfolio: await item('portfolio', artwork),
      experience: await item('experience', { title: 'Engineer', company: 'Chapel Studios', startDate: '2020-01-15' }),
      education: await item('education', { institution: 'Leeds Conservatoire', degree: 'BA', startDate: '2016-09-01' }),
    };
    // A second session of the owner's, for the route that signs one out (the first DELETE ends it; the rest are 404).
    await api.call('POST', '/api/login', { body: { email: owner.email, password: owner.password }, headers: { 'x-forwarded-for': fakeClientAddress() } });
    const spareSession = (await api.call('GET', '/api/user/sessions', { token: owner.token })).body.find(
      (session: { current: boolean }) => !session.current,
    ).id;
    // Invitation counts are kept in Redis by member id, which restarts at 1 in every test database:
    // the run starts and ends with its owner's count cleared, so no other suite inherits it.
    const redis = await openRedisConnection({ url: requireEnv('REDIS_URL') });
    const invitationCount = `identity:referrals:${owner.id}`;
    await redis.keyValueStore.delete(invitationCount);
    const referral = (await api.call('POST', '/api/referrals', { token: owner.token, body: { email: newMemberInput().email } })).body.token as string;
    const newcomer = newMemberInput();
    const invitee = newMemberInput().email;
    const newPassword = 'a brand new passphrase 2026';

    const fillPath = (route: RouteContract, name: string): string => {
      if (name === 'file') return 'missing.webp';
      if (name === 'token') return referral;
      const area = /^\/api\/(portfolio|experience|education)\/:id$/.exec(route.path)?.[1] as keyof typeof items | undefined;
      if (area) return items[area];
      if (route.path === '/api/users/:id') return String(other.id);
      if (route.path.endsWith('/user/:id')) return String(owner.id);
      if (route.path === '/api/user/sessions/:id') return String(spareSession);
      throw new Error(`no id for ${route.path} :${name}`);
    };
    // Each request for a reset replaces the last token, so every reset case asks for its own.
    const freshResetToken = async () => (await api.call('POST', '/api/forgot-password', { body: { email: owner.email } })).body.token as string;
    const realBody = async (route: RouteContract): Promise<Record<string, unknown> | undefined> => {
      if (route.path === '/api/register') return newcomer;
      if (route.path === '/api/login') return { email: owner.email, password: owner.password };
      if (route.path === '/api/forgot-password') return { email: owner.email };
      if (route.path === '/api/reset-password') return { token: await freshResetToken(), newPassword, confirmPassword: newPassword };
      if (route.path === '/api/portfolio' || route.path === '/api/portfolio/:id') return artwork;
      if (route.path === '/api/referrals') return { email: invitee };
      // The account's own email and username, so a valid edit needs no current password.
      if (route.path === '/api/user/profile') return { email: owner.email, username: owner.username };
      return undefined;
    };
    // Deletions, then signing the other sessions out (it would end the spare one first), then logout, then the
    // password reset (both end the owner's sessions) come last.
    const LAST: Record<string, number> = { '/api/user/sessions/sign-out-others': 2, '/api/logout': 3, '/api/reset-password': 4 };
    const order = (route: RouteContract) => LAST[route.path] ?? (route.method === 'DELETE' ? 1 : 0);
    const routes = IDENTITY_ROUTES.filter((route) => route.owner === 'identity').sort((a, b) => order(a) - order(b));

    // The Redis connection is closed whatever happens: left open, it would keep jest from exiting.
    const { failures, first, neverSucceeded } = await fuzzRoutes({
      baseUrl: suite.identity.url,
      routes,
      token: owner.token,
      headers: { 'x-forwarded-for': fakeClientAddress() },
      fillPath,
      realBody,
      runs: RUNS,
      seed: SEED,
    }).finally(async () => {
      await redis.keyValueStore.delete(invitationCount);
      await redis.onApplicationShutdown();
    });
    expect({ seed: SEED, failures, first }).toEqual({ seed: SEED, failures: [], first: [] });
    // Every route took some requests, bar the uploads (multipart only), a missing file, completing an
    // invitation, which only the member it invited can do, and the two-factor changes, which need a code from the
    // member's authenticator app (two-factor.int-spec.ts has them).
    expect(neverSucceeded).toEqual([
      'GET /uploads/:file',
      'POST /api/portfolio/image',
      'POST /api/referrals/complete/:token',
      'POST /api/user/profile-picture',
      'POST /api/user/profile/cover-image',
      'POST /api/user/two-factor/disable',
      'POST /api/user/two-factor/enable',
      'POST /api/user/two-factor/recovery-codes',
    ]);
    expect((await api.call('GET', '/health')).status).toBe(200);
  }, 600_000);
});
