import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { jobsEventsService } from '@stave/jobs-events/service';
import { marketplaceService } from '@stave/marketplace/service';
import { ServiceWithMembers, callApi, eventually, startServiceUnderTest, type Member, type ServiceUnderTest } from '@stave/platform/testing';

// A storefront's public page, composed by the real gateway from the marketplace (the storefront, the
// business's listings for sale) and jobs-events (its open jobs and upcoming events), on real Postgres and Kafka: the
// services never call each other, and a storefront not shown is a 404 with nothing else asked.
describe('gateway: a storefront’s page (GET /api/storefronts/:userId)', () => {
  let market: ServiceWithMembers;
  let jobs: ServiceUnderTest;
  let gateway: RunningGateway;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
    jobs = await startServiceUnderTest(jobsEventsService, { JWKS_URL: market.jwksUrl });
    gateway = await startGatewayFor({ MARKETPLACE_URL: market.url, JOBS_EVENTS_URL: jobs.url }, { JWKS_URL: market.jwksUrl, RATE_LIMIT_API_MAX: '100000' });
  });

  afterAll(async () => {
    await gateway?.close();
    await jobs?.stop();
    await market?.stop();
  });

  // A member both services know (identity's event, projected by each).
  const member = async (subscriptionTier: 'free' | 'business' = 'free') => {
    const created = await market.member({ subscriptionTier });
    await eventually(async () => (await jobs.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [created.id])).rowCount === 1, 20_000);
    return created;
  };
  const call = async (who: Member | undefined, method: string, path: string, body?: unknown) =>
    callApi(`${gateway.url}${path}`, method, { token: who?.token, body });
  const created = async (who: Member, path: string, body: unknown) => {
    const answer = await call(who, 'POST', path, body);
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('answers the storefront with its listings for sale newest first, open jobs and upcoming events; not shown is 404', async () => {
    const [business, visitor] = [await member('business'), await member()];
    expect(await call(undefined, 'GET', `/api/storefronts/${business.id}`)).toMatchObject({ status: 404, body: { code: 'STOREFRONT_NOT_FOUND' } });
    expect((await call(undefined, 'GET', '/api/storefronts/abc')).status).toBe(400);

    expect((await call(business, 'PUT', '/api/marketplace/storefront', { businessName: 'Northern Sound Ltd', email: 'hello@northern.example' })).status).toBe(
      200,
    );
    const listing = { description: 'Serviced last year, gig ready.', price: 450, categoryId: 101, condition: 'good', location: 'Leeds' };
    const older = await created(business, '/api/marketplace/listings', { ...listing, title: 'Vox AC30' });
    const newer = await created(business, '/api/marketplace/listings', { ...listing, title: 'Fender Twin Reverb' });
    const sold = await created(business, '/api/marketplace/listings', { ...listing, title: 'Marshall JCM800' });
    expect((await call(business, 'POST', `/api/marketplace/listings/${sold}/sold`)).status).toBe(200);
    const open = await created(business, '/api/jobs', { title: 'Live sound engineer', contactEmail: 'jobs@northern.example' });
    const closed = await created(business, '/api/jobs', { title: 'Van driver' });
    expect((await call(business, 'PATCH', `/api/jobs/${closed}`, { status: 'closed' })).status).toBe(200);
    const later = await created(business, '/api/events', { title: 'Open mic', startDate: at(9), endDate: at(9.1) });
    const sooner = await created(business, '/api/events', { title: 'Gear swap', startDate: at(2), endDate: at(2.1) });
    const cancelled = await created(business, '/api/events', { title: 'Cancelled gig', startDate: at(3), endDate: at(3.1) });
    expect((await call(business, 'PATCH', `/api/events/${cancelled}`, { status: 'cancelled' })).status).toBe(200);

    const page = await call(undefined, 'GET', `/api/storefronts/${business.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toMatchObject({ storefront: { userId: business.id, businessName: 'Northern Sound Ltd', verification: null }, degraded: [] });
    expect(page.body.listings.map((entry: { id: number }) => entry.id)).toEqual([newer, older]);
    expect(page.body.listings[0]).toMatchObject({ storefront: { userId: business.id, businessName: 'Northern Sound Ltd', verified: false } });
    // A visitor is not shown a job's contact email (members are), as a listing's external contact.
    expect(page.body.jobs).toEqual([expect.objectContaining({ id: open, title: 'Live sound engineer', contactEmail: null })]);
    expect(page.body.events.map((entry: { id: number }) => entry.id)).toEqual([sooner, later]);
    const signedIn = await call(visitor, 'GET', `/api/storefronts/${business.id}`);
    expect(signedIn.body.jobs).toEqual([expect.objectContaining({ id: open, contactEmail: 'jobs@northern.example' })]);
    // Its owner sees their own storefront's page with their verification request's place in it.
    expect((await call(business, 'GET', `/api/storefronts/${business.id}`)).body.storefront).toHaveProperty('verification', null);

    // Switched off: not shown to others (its owner still sees it).
    await call(business, 'PUT', '/api/marketplace/storefront', { businessName: 'Northern Sound Ltd', isActive: false });
    expect(await call(visitor, 'GET', `/api/storefronts/${business.id}`)).toMatchObject({ status: 404, body: { code: 'STOREFRONT_NOT_FOUND' } });
    expect((await call(business, 'GET', `/api/storefronts/${business.id}`)).status).toBe(200);
  });

  it('leaves a member either of whom has blocked the other out of every part', async () => {
    const [business, blocked] = [await member('business'), await member()];
    await call(business, 'PUT', '/api/marketplace/storefront', { businessName: 'Blocking Audio' });
    await created(business, '/api/jobs', { title: 'Guitar tech' });
    await market.publish(
      'messaging.member.blocked.v1',
      business.id,
      { blockerId: business.id, blockedId: blocked.id, at: new Date().toISOString() },
      'messaging',
    );
    for (const db of [market.db, jobs.db]) {
      await eventually(
        async () => (await db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 AND blocked`, [business.id, blocked.id])).rowCount === 1,
      );
    }

    expect(await call(blocked, 'GET', `/api/storefronts/${business.id}`)).toMatchObject({ status: 404, body: { code: 'STOREFRONT_NOT_FOUND' } });
    // jobs-events on its own, for the caller that asks it directly.
    expect((await call(blocked, 'GET', `/api/jobs-events/by-member/${business.id}`)).body).toEqual({ jobs: [], events: [] });
    expect((await call(undefined, 'GET', `/api/jobs-events/by-member/${business.id}`)).body.jobs).toHaveLength(1);
  });
});
