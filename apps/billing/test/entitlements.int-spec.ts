import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import Stripe from 'stripe';
import { callApi, eventually, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';
import { StripeFake } from '@stave/stripe-fake';
import { identityService } from '@stave/identity/service';
import { jobsEventsService } from '@stave/jobs-events/service';
import { messagingService } from '@stave/messaging/service';
import { billingService } from '../src/app.module';

// A plan bought through Checkout, enforced where the limits live: billing announces it, identity sets
// the member's tier and announces the member, and messaging's and jobs-events' projections carry it, each
// service applying its own limit from PLANS — on real Kafka and Postgres, services never calling each other.
describe('billing → identity → every service: a tier bought is a tier enforced', () => {
  let fake: StripeFake;
  let identity: ServiceUnderTest;
  let billing: ServiceUnderTest;
  let messaging: ServiceUnderTest;
  let jobs: ServiceUnderTest;

  beforeAll(async () => {
    fake = await StripeFake.start({
      prices: [
        { id: 'price_pro_ent', lookupKey: 'pro', unitAmount: 1499 },
        { id: 'price_business_ent', lookupKey: 'business', unitAmount: 2499 },
      ],
      webhookSecret: 'whsec_entitlements',
    });
    identity = await startServiceUnderTest(identityService, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    // Member ids far from other runs' (their events share the topics).
    await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${randomInt(10_000_000, 1_000_000_000)}`);
    const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
    [billing, messaging, jobs] = await Promise.all([
      startServiceUnderTest(billingService, {
        ...jwks,
        STRIPE_SECRET_KEY: 'sk_test_entitlements',
        STRIPE_WEBHOOK_SECRET: 'whsec_entitlements',
        STRIPE_PRICE_PRO: 'price_pro_ent',
        STRIPE_PRICE_BUSINESS: 'price_business_ent',
        STRIPE_API_URL: fake.url,
      }),
      startServiceUnderTest(messagingService, jwks),
      startServiceUnderTest(jobsEventsService, jwks),
    ]);
    fake.webhookUrl = `${billing.url}/api/billing/webhook`;
  });

  afterAll(async () => {
    await fake?.close();
    await Promise.all([billing?.stop(), messaging?.stop(), jobs?.stop()]);
    await identity?.stop();
  });

  let counter = 0;
  const register = async () => {
    const tag = `${Date.now().toString(36)}${counter++}`;
    const answer = await callApi(`${identity.url}/api/register`, 'POST', {
      body: { username: `ent_${tag}`, email: `ent_${tag}@example.test`, password: `a long passphrase ${tag}`, name: `Member ${tag}`, type: 'musician' },
    });
    expect(answer.status).toBe(201);
    return { id: answer.body.user.id as number, token: answer.body.token as string };
  };
  type Member = Awaited<ReturnType<typeof register>>;
  const tierIn = async (service: ServiceUnderTest, member: Member) =>
    (await service.db.query(`SELECT subscription_tier AS tier FROM user_summaries WHERE id = $1`, [member.id])).rows[0]?.tier as string | undefined;
  const message = async (from: Member, to: Member) => {
    const started = await callApi(`${messaging.url}/api/messages/start`, 'POST', { token: from.token, body: { otherUserId: to.id } });
    return callApi(`${messaging.url}/api/messages`, 'POST', { token: from.token, body: { conversationId: started.body.id, content: 'Hello there' } });
  };
  const apply = (member: Member, jobId: number) => callApi(`${jobs.url}/api/jobs/apply`, 'POST', { token: member.token, body: { jobId } });

  it('lifts the free caps on new conversations and job applications once pro is bought, and brings them back when it ends', async () => {
    const ada = await register();
    const others: Member[] = [];
    for (let i = 0; i < 7; i++) others.push(await register());
    const poster = others[0]!;
    await eventually(async () => (await tierIn(messaging, others.at(-1)!)) === 'free' && (await tierIn(jobs, others.at(-1)!)) === 'free', 20_000);
    const jobIds: number[] = [];
    for (let i = 0; i < 7; i++) {
      const job = await callApi(`${jobs.url}/api/jobs`, 'POST', {
        token: poster.token,
        body: { title: `Session bassist ${i}`, contactEmail: 'jobs@example.test' },
      });
      expect(job.status).toBe(201);
      jobIds.push(job.body.id);
    }

    // Free: 5 new conversations and 5 applications a month (docs/product-rules.md#tiers).
    for (let i = 0; i < 5; i++) {
      expect((await message(ada, others[i + 1]!)).status).toBe(201);
      expect((await apply(ada, jobIds[i]!)).status).toBeLessThan(300);
    }
    expect((await message(ada, others[6]!)).body).toMatchObject({ code: 'USAGE_LIMIT_EXCEEDED' });
    expect((await apply(ada, jobIds[5]!)).body).toMatchObject({ code: 'USAGE_LIMIT_EXCEEDED' });

    // Pro through Checkout: Stripe's webhook reaches billing, and the tier every service.
    const checkout = await callApi(`${billing.url}/api/create-checkout-session`, 'POST', { token: ada.token, body: { subscriptionTier: 'pro' } });
    const subscription = await fake.completeCheckout(new URL(checkout.body.url).pathname.split('/').pop()!);
    await eventually(async () => (await tierIn(messaging, ada)) === 'pro' && (await tierIn(jobs, ada)) === 'pro', 20_000);
    const self = await callApi(`${identity.url}/api/user`, 'GET', { token: ada.token });
    expect(self.body).toMatchObject({ subscriptionTier: 'pro', verifiedProfile: true, badges: expect.arrayContaining(['Pro Member']) });
    expect((await message(ada, others[6]!)).status).toBe(201);
    expect((await apply(ada, jobIds[5]!)).status).toBeLessThan(300);

    // The subscription ends: free again, and this month's counts are over the cap.
    await new Stripe('sk_test_entitlements', fake.sdkOptions()).subscriptions.cancel(subscription.id);
    await eventually(async () => (await tierIn(messaging, ada)) === 'free' && (await tierIn(jobs, ada)) === 'free', 20_000);
    expect((await apply(ada, jobIds[6]!)).body).toMatchObject({ code: 'USAGE_LIMIT_EXCEEDED' });
    expect((await message(ada, poster)).body).toMatchObject({ code: 'USAGE_LIMIT_EXCEEDED' });
  });
});
