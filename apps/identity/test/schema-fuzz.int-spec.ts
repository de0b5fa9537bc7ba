import { describe, expect, it } from '@jest/globals';
import { ADVERTISING_ROUTES, IDENTITY_ROUTES, PORTFOLIO_TYPES, PRIVACY_ROUTES, SUPPORT_ROUTES, TEAMS_ROUTES, type RouteContract } from '@stave/contracts';
import { randomInt, randomUUID } from 'node:crypto';
import { openRedisConnection } from '@stave/platform';
import { fuzzRoutes, requireEnv } from '@stave/platform/testing';
import { fakeClientAddress, identityForSuite, newMemberInput } from './harness';

// docs/reliability.md#schema-fuzz over every identity route. FUZZ_RUNS (default 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
// The owner's id, chosen before identity starts so ADVERTISING_STAFF and SUPPORT_AGENTS can name them (the staff and
// agents' routes then succeed).
const OWNER_ID = randomInt(10_000_000, 1_000_000_000);

describe('identity: schema fuzz (docs/reliability.md#schema-fuzz)', () => {
  // Limits raised so valid logins, resets, invitations, inquiries and tickets still get through among the thousands of bad ones.
  const suite = identityForSuite({
    LOGIN_BACKOFF_AFTER: '100000',
    LOGIN_MAX_PER_ADDRESS: '100000',
    FORGOT_MAX_PER_EMAIL: '100000',
    REFERRALS_MAX_PER_DAY: '100000',
    ADVERTISING_MAX_PER_HOUR: '100000',
    ADVERTISING_STAFF: String(OWNER_ID),
    SUPPORT_TICKETS_PER_HOUR: '100000',
    SUPPORT_AGENTS: String(OWNER_ID),
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    const { api } = suite;
    await suite.identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${OWNER_ID}`);
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
    // Every inquiry its own text (the same one twice from an address is refused as spam), shown ten seconds ago.
    let inquiries = 0;
    const inquiry = () => ({
      companyName: 'Riffs & Co',
      contactName: 'Jo Marsh',
      email: 'ads@example.test',
      phone: '+44 113 496 0000',
      interestedIn: 'Business',
      message: `Fuzzed inquiry ${SEED} #${inquiries++}`,
      website: '',
      shownAt: Date.now() - 10_000,
    });
    const inquiryId = String((await api.call('POST', '/api/advertising/inquiries', { body: inquiry() })).body.id);
    // The owner is a Business member (their own tickets) and on the support team (the queue, any ticket). The rating
    // route gets a resolved ticket of its own: a reply to the other one reopens it.
    await suite.identity.db.query(`UPDATE users SET subscription_tier = 'business' WHERE id = $1`, [owner.id]);
    const ticket = () => ({ subject: 'Payout missing', description: `Fuzzed ticket ${SEED}`, category: 'billing' });
    const openTicket = async () => String((await api.call('POST', '/api/support/tickets', { token: owner.token, body: ticket() })).body.id);
    const ticketId = await openTicket();
    const resolvedTicketId = await openTicket();
    await api.call('PATCH', `/api/support/tickets/${resolvedTicketId}`, { token: owner.token, body: { status: 'resolved', resolution: 'Re-sent' } });
    // Teams: the owner (Business) has invited a teammate, whose row the owner's routes change and remove, and a
    // second one is left for the invitation route (the first valid case takes it; the rest are 409). The other member,
    // a Business member too, has invited the owner: the owner accepts that invitation, then leaves the team.
    const [teammate, recruit] = [await api.register(), await api.register()];
    const invite = async (from: typeof owner, identifier: string) =>
      String((await api.call('POST', '/api/teams/members', { token: from.token, body: { identifier } })).body.id);
    const teamMemberId = await invite(owner, teammate.username);
    await suite.identity.db.query(`UPDATE users SET subscription_tier = 'business' WHERE id = $1`, [other.id]);
    const membershipId = await invite(other, owner.email);

    const fillPath = (route: RouteContract, name: string): string => {
      if (name === 'file') return 'missing.webp';
      if (name === 'token') return referral;
      const area = /^\/api\/(portfolio|experience|education)\/:id$/.exec(route.path)?.[1] as keyof typeof items | undefined;
      if (area) return items[area];
      if (route.path === '/api/users/:id') return String(other.id);
      if (route.path.endsWith('/user/:id')) return String(owner.id);
      if (route.path === '/api/user/sessions/:id') return String(spareSession);
      // No archive is ever ready here (the other services are not running): the cross-service test downloads one.
      if (route.path === '/api/user/export/:id/download') return randomUUID();
      if (route.path === '/api/advertising/inquiries/:id') return inquiryId;
      if (route.path === '/api/support/tickets/:id/rating') return resolvedTicketId;
      if (route.path.startsWith('/api/support/tickets/:id')) return ticketId;
      if (route.path === '/api/teams/members/:id') return teamMemberId;
      if (route.path.startsWith('/api/teams/memberships/:id')) return membershipId;
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
      // The same password again: the owner's password stays what the other routes sign in with.
      if (route.path === '/api/user/password') return { currentPassword: owner.password, newPassword: owner.password, confirmPassword: owner.password };
      // The account's own email and username, so a valid edit needs no current password.
      if (route.path === '/api/user/profile') return { email: owner.email, username: owner.username };
      if (route.path === '/api/advertising/inquiries' && route.method === 'POST') return inquiry();
      // The owner is the team: an assignee from outside it is a 400.
      if (route.path === '/api/advertising/inquiries/:id') return { assignedTo: owner.id };
      if (route.path === '/api/support/tickets' && route.method === 'POST') return ticket();
      if (route.path === '/api/support/tickets/:id/messages') return { body: 'Any news?' };
      // The owner is the team: an assignee from outside it is a 400.
      if (route.path === '/api/support/tickets/:id' && route.method === 'PATCH') return { assignedTo: owner.id, priority: 'urgent' };
      if (route.path === '/api/support/tickets/:id/rating') return { rating: 5 };
      if (route.path === '/api/teams/members' && route.method === 'POST') return { identifier: recruit.username };
      return undefined;
    };
    // Deletions, then signing the other sessions out (it would end the spare one first), then logout, then the
    // password reset (both end the owner's sessions) come last. Deleting the account is fuzzed apart, as the other
    // member (it ends every session of theirs).
    // Changing the password signs the other sessions out too, so it comes after the deletions.
    const LAST: Record<string, number> = {
      '/api/user/password': 1.5,
      '/api/user/sessions/sign-out-others': 2,
      '/api/logout': 3,
      '/api/reset-password': 4,
    };
    const order = (route: RouteContract) => LAST[route.path] ?? (route.method === 'DELETE' ? 1 : 0);
    const isAccountDeletion = (route: RouteContract) => route.method === 'DELETE' && route.path === '/api/user';
    const routes = [...IDENTITY_ROUTES, ...PRIVACY_ROUTES, ...ADVERTISING_ROUTES, ...SUPPORT_ROUTES, ...TEAMS_ROUTES]
      .filter((route) => route.owner === 'identity' && !isAccountDeletion(route))
      .sort((a, b) => order(a) - order(b));

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
    const deletion = await fuzzRoutes({
      baseUrl: suite.identity.url,
      routes: PRIVACY_ROUTES.filter(isAccountDeletion),
      token: other.token,
      headers: { 'x-forwarded-for': fakeClientAddress() },
      fillPath,
      realBody: () => ({ password: other.password }),
      runs: RUNS,
      seed: SEED,
    });
    expect({ seed: SEED, failures: deletion.failures, neverSucceeded: deletion.neverSucceeded }).toEqual({ seed: SEED, failures: [], neverSucceeded: [] });
    // Every route took some requests, bar the uploads (multipart only), a missing file, completing an
    // invitation, which only the member it invited can do, and the two-factor changes, which need a code from the
    // member's authenticator app (two-factor.int-spec.ts has them).
    expect(neverSucceeded).toEqual([
      'GET /api/user/export/:id/download',
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
