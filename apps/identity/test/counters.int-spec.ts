import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@stave/platform/testing';
import { EventPublisher, identityForSuite, startIdsAtRandom, type Member } from './harness';

// The counters on a member (users): connectionCount from social's events, profileViews,
// searchAppearances and referralCount from identity's own routes. Each must equal what happened.
describe('identity: the counters on a member', () => {
  const suite = identityForSuite({ REFERRALS_MAX_PER_DAY: '1000' });
  let social: EventPublisher;
  let nextRequestId = Math.floor(Math.random() * 1_000_000_000);

  beforeAll(async () => {
    await startIdsAtRandom(suite.identity);
    social = await EventPublisher.connect();
  });

  afterAll(async () => {
    await social?.close();
  });

  const self = async (member: Member) => (await suite.api.call('GET', '/api/user', { token: member.token })).body;
  const connectionCounts = async (...members: Member[]) => Promise.all(members.map(async (member) => (await self(member)).connectionCount));
  const countsBecome = (members: Member[], expected: number[]) =>
    eventually(async () => JSON.stringify(await connectionCounts(...members)) === JSON.stringify(expected), 20_000);

  describe('connectionCount', () => {
    it("follows social's accepted and removed events, on /api/user and /api/users/:id", async () => {
      const [ada, sam, kim] = [await suite.api.register(), await suite.api.register(), await suite.api.register()];
      const first = nextRequestId++;

      await social.send('social.connection.accepted.v1', first, { requestId: first, senderId: ada.id, receiverId: sam.id });
      await countsBecome([ada, sam, kim], [1, 1, 0]);
      expect((await suite.api.call('GET', `/api/users/${sam.id}`, { token: kim.token })).body.connectionCount).toBe(1);

      const second = nextRequestId++;
      await social.send('social.connection.accepted.v1', second, { requestId: second, senderId: kim.id, receiverId: ada.id });
      await countsBecome([ada, sam, kim], [2, 1, 1]);

      await social.send('social.connection.removed.v1', first, { requestId: first, removerId: sam.id, otherId: ada.id });
      await countsBecome([ada, sam, kim], [1, 0, 1]);
      expect((await suite.api.call('GET', `/api/users/${sam.id}`, { token: kim.token })).body.connectionCount).toBe(0);
    });

    it('counts a redelivered event once, and a removal of a connection that is not there never goes below the truth', async () => {
      const [ada, sam] = [await suite.api.register(), await suite.api.register()];
      const request = nextRequestId++;
      // One key: one partition, delivered in this order.
      const accepted = await social.send('social.connection.accepted.v1', request, { requestId: request, senderId: ada.id, receiverId: sam.id });
      await countsBecome([ada, sam], [1, 1]);

      await social.send('social.connection.accepted.v1', request, { requestId: request, senderId: ada.id, receiverId: sam.id }, accepted);
      await social.send('social.connection.accepted.v1', request, { requestId: request, senderId: ada.id, receiverId: sam.id });
      const marker = await suite.api.register();
      await social.send('social.connection.accepted.v1', request, { requestId: request, senderId: marker.id, receiverId: ada.id });
      await countsBecome([ada, sam, marker], [2, 1, 1]);

      const removed = await social.send('social.connection.removed.v1', request, { requestId: request, removerId: sam.id, otherId: ada.id });
      await social.send('social.connection.removed.v1', request, { requestId: request, removerId: sam.id, otherId: ada.id }, removed);
      await social.send('social.connection.removed.v1', request, { requestId: request, removerId: ada.id, otherId: sam.id });
      await countsBecome([ada, sam, marker], [1, 0, 1]);
    });

    it('keeps the newer state when a reconnection and the old removal arrive out of order', async () => {
      const [ada, sam] = [await suite.api.register(), await suite.api.register()];
      const [old, renewed] = [nextRequestId++, nextRequestId++];

      // The pair connected (old), was removed, and connected again (renewed); the consumer sees the
      // renewed acceptance before the old removal, and the old acceptance last.
      await social.send('social.connection.accepted.v1', old, { requestId: renewed, senderId: sam.id, receiverId: ada.id });
      await countsBecome([ada, sam], [1, 1]);
      await social.send('social.connection.removed.v1', old, { requestId: old, removerId: ada.id, otherId: sam.id });
      await social.send('social.connection.accepted.v1', old, { requestId: old, senderId: ada.id, receiverId: sam.id });
      const marker = await suite.api.register();
      await social.send('social.connection.accepted.v1', old, { requestId: nextRequestId++, senderId: marker.id, receiverId: sam.id });
      await countsBecome([ada, sam, marker], [1, 2, 1]);

      // A removal of the renewed connection that overtakes its acceptance still ends it.
      const [later, lee] = [nextRequestId++, await suite.api.register()];
      await social.send('social.connection.removed.v1', later, { requestId: later, removerId: lee.id, otherId: ada.id });
      await social.send('social.connection.accepted.v1', later, { requestId: later, senderId: ada.id, receiverId: lee.id });
      await social.send('social.connection.accepted.v1', later, { requestId: nextRequestId++, senderId: marker.id, receiverId: lee.id });
      await countsBecome([ada, lee, marker], [1, 1, 2]);
    });
  });

  it("counts another member's profile views once a day, never one's own or a signed-out visit", async () => {
    const [ada, kim, sam] = [await suite.api.register(), await suite.api.register(), await suite.api.register()];

    await suite.api.call('GET', `/api/users/${ada.id}`, { token: kim.token });
    await suite.api.call('GET', `/api/users/${ada.id}`, { token: kim.token });
    await suite.api.call('GET', `/api/users/${ada.id}`, { token: sam.token });
    await suite.api.call('GET', `/api/users/${ada.id}`, { token: ada.token });
    await suite.api.call('GET', `/api/users/${ada.id}`);

    expect((await self(ada)).profileViews).toBe(2);
    expect((await self(kim)).profileViews).toBe(0);
  });

  it('counts a search appearance for each member a search with a term returns', async () => {
    const [ada, kim] = [await suite.api.register(), await suite.api.register()];

    await suite.api.call('GET', `/api/users?search=${ada.username}`, { token: kim.token });
    await suite.api.call('GET', `/api/users?search=${ada.username.toUpperCase()}&limit=5`, { token: kim.token });
    await suite.api.call('GET', '/api/users?limit=100', { token: kim.token });

    expect((await self(ada)).searchAppearances).toBe(2);
    expect((await self(kim)).searchAppearances).toBe(0);
  });

  it('counts a completed referral for the member who invited', async () => {
    const referrer = await suite.api.register();
    const emails = [`invited-a-${Date.now()}@example.test`, `invited-b-${Date.now()}@example.test`];
    for (const email of emails) {
      const invite = await suite.api.call('POST', '/api/referrals', { token: referrer.token, body: { email } });
      const newcomer = await suite.api.register({ email });
      expect((await suite.api.call('POST', `/api/referrals/complete/${invite.body.token}`, { token: newcomer.token })).status).toBe(200);
    }

    expect((await self(referrer)).referralCount).toBe(2);
  });

  // Billing announces a member's plan (billing.subscription.changed.v1); identity shows it and passes it
  // on to every projection. An announcement older than one applied changes nothing.
  it('takes the plan billing announces — tier, expiry, trial end, the plan’s badges — and ignores an older one', async () => {
    const member = await suite.api.register();
    const plan = (version: number, tier: 'free' | 'pro' | 'business', extra: Record<string, unknown> = {}) => ({
      userId: member.id,
      version,
      tier,
      status: tier === 'free' ? 'canceled' : 'trialing',
      expiresAt: tier === 'free' ? null : '2027-02-24T10:00:00.000Z',
      trialEndsAt: tier === 'free' ? null : '2027-02-24T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      stripeCustomerId: 'cus_test',
      stripeSubscriptionId: tier === 'free' ? null : 'sub_test',
      changedAt: new Date().toISOString(),
      ...extra,
    });
    await social.send('billing.subscription.changed.v1', member.id, plan(2, 'pro'));
    await eventually(async () => (await self(member)).subscriptionTier === 'pro', 20_000);
    expect(await self(member)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionExpiresAt: '2027-02-24T10:00:00.000Z',
      trialEndsAt: '2027-02-24T10:00:00.000Z',
      verifiedProfile: true,
      badges: expect.arrayContaining(['Pro Member', 'Verified Professional']),
    });
    const announced = await suite.identity.db.query(
      `SELECT payload -> 'payload' -> 'user' AS "user" FROM outbox WHERE name = 'identity.user.updated.v1' AND key = $1 ORDER BY id DESC LIMIT 1`,
      [String(member.id)],
    );
    expect(announced.rows[0].user).toMatchObject({ subscriptionTier: 'pro', verifiedProfile: true });

    // Version 1 arrives late: nothing changes. Version 3 (the plan ended) takes the badges away.
    await social.send('billing.subscription.changed.v1', member.id, plan(1, 'business'));
    await social.send('billing.subscription.changed.v1', member.id, plan(3, 'free'));
    await eventually(async () => (await self(member)).subscriptionTier === 'free', 20_000);
    const after = await self(member);
    expect(after).toMatchObject({ subscriptionExpiresAt: null, trialEndsAt: null, verifiedProfile: false });
    expect(after.badges).not.toContain('Pro Member');
    expect(JSON.stringify(after)).not.toContain('cus_test');
    // Two announcements applied (versions 2 and 3), so two snapshots passed on; version 1 none.
    const updates = await suite.identity.db.query(`SELECT count(*)::int AS n FROM outbox WHERE name = 'identity.user.updated.v1' AND key = $1`, [
      String(member.id),
    ]);
    expect(updates.rows[0].n).toBe(2);
  });
});
