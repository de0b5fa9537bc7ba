import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACT_AS_HEADER, ALL_ROUTES, TEAM_MESSAGES } from '@stave/contracts';
import { callApi, declaredRoutes, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { billingService } from '@stave/billing/service';
import { identityService } from '@stave/identity/service';
import { jobsEventsService } from '@stave/jobs-events/service';
import { marketplaceService } from '@stave/marketplace/service';
import { messagingService } from '@stave/messaging/service';
import { socialService } from '@stave/social/service';

// Acting as a business (docs/teams.md § Acting as the business) is a header each route either honours or refuses:
// never one that is read as "as yourself" without a word. Every route of every service and of the gateway, through
// the real gateway, with a member's real token.
describe('X-Act-As through the gateway: honoured where a route acts for a business, refused everywhere else', () => {
  const definitions = [identityService, socialService, messagingService, jobsEventsService, marketplaceService, billingService];
  let identity: ServiceUnderTest;
  let others: ServiceUnderTest[];
  let gateway: RunningGateway;
  let token: string;

  beforeAll(async () => {
    identity = await startServiceUnderTest(identityService, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
    others = await Promise.all([
      startServiceUnderTest(socialService, jwks),
      startServiceUnderTest(messagingService, jwks),
      startServiceUnderTest(jobsEventsService, jwks),
      startServiceUnderTest(marketplaceService, jwks),
      startServiceUnderTest(billingService, {
        ...jwks,
        STRIPE_SECRET_KEY: 'sk_test_act_as',
        STRIPE_WEBHOOK_SECRET: 'whsec_act_as',
        STRIPE_PRICE_PRO: 'price_pro_act_as',
        STRIPE_PRICE_BUSINESS: 'price_business_act_as',
      }),
    ]);
    const [social, messaging, jobs, market, billing] = others;
    gateway = await startGatewayFor(
      {
        IDENTITY_URL: identity.url,
        SOCIAL_URL: social!.url,
        MESSAGING_URL: messaging!.url,
        JOBS_EVENTS_URL: jobs!.url,
        MARKETPLACE_URL: market!.url,
        BILLING_URL: billing!.url,
      },
      { ...jwks, RATE_LIMIT_API_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' },
    );
    const handle = `actas${Date.now().toString(36)}`;
    const registered = await callApi(`${gateway.url}/api/register`, 'POST', {
      body: { username: handle, email: `${handle}@example.test`, password: `a long passphrase ${handle}`, name: 'Ann Admin', type: 'musician' },
    });
    expect(registered.status).toBe(201);
    token = registered.body.token;
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all((others ?? []).map((service) => service.stop()));
    await identity?.stop();
  });

  const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
  // The routes whose handler takes @ActingFor: the only ones that read the header.
  const honoured = new Set(
    definitions.flatMap((definition) =>
      declaredRoutes(definition.modules({} as never))
        .filter((route) => route.actsAs)
        .map(key),
    ),
  );
  const asBusiness = (method: string, path: string, body?: unknown) =>
    callApi(`${gateway.url}${path}`, method, { token, body, headers: { [ACT_AS_HEADER]: '77' } });

  it('refuses the header with 400 TEAM_ACT_AS_UNSUPPORTED on every route that does not act for a business', async () => {
    const answered: string[] = [];
    // GET /health is the operators' probe, not a member's request.
    for (const route of ALL_ROUTES.filter((route) => !honoured.has(key(route)) && route.path !== '/health')) {
      const answer = await asBusiness(route.method, route.path.replace(/:\w+/g, '1'));
      if (answer.status !== 400 || answer.body?.code !== 'TEAM_ACT_AS_UNSUPPORTED') answered.push(`${key(route)}: ${answer.status} ${answer.body?.code}`);
    }

    expect(answered).toEqual([]);
    // Jobs, events and calls, listings and their photos, the business's inbox.
    expect(honoured.size).toBeGreaterThanOrEqual(30);
  });

  it('does not post to the feed as the member when asked to post as a business, and says why', async () => {
    const post = await asBusiness('POST', '/api/posts', { content: 'Posted as the business, or so it seemed' });

    expect(post.status).toBe(400);
    expect(post.body).toEqual({
      message: TEAM_MESSAGES.actAsUnsupported,
      code: 'TEAM_ACT_AS_UNSUPPORTED',
      errors: [{ path: ACT_AS_HEADER, message: TEAM_MESSAGES.actAsUnsupported }],
    });
    const { rows } = await others[0]!.db.query(`SELECT count(*)::int AS n FROM posts`);
    expect(rows[0].n).toBe(0);
  });

  it('lets the header through to the routes that honour it, which check the team', async () => {
    const job = await asBusiness('POST', '/api/jobs', { title: 'Session bassist' });

    expect([job.status, job.body.code]).toEqual([403, 'TEAM_NOT_ON_TEAM']);
  });
});
