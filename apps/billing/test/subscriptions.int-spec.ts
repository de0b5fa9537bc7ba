import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { BILLING } from '@stave/contracts';
import { StripeFake } from '@stave/stripe-fake';
import { billingService } from '../src/app.module';
import { SubscriptionsService } from '../src/subscriptions/subscriptions.service';

const WEBHOOK_SECRET = 'whsec_billing_test';
const APP = 'http://app.stave.test';
const DAY = 86_400;

// Billing against the Stripe test server (libs/stripe-fake), driven through the real stripe SDK, on real
// Postgres and Kafka: Checkout, plan changes, and Stripe's delivery rules — events twice, out of order,
// forged, or lost and repaired by the reconciliation.
describe('billing: subscriptions on Stripe', () => {
  let fake: StripeFake;
  let billing: ServiceWithMembers;

  beforeAll(async () => {
    fake = await StripeFake.start({
      prices: [
        { id: 'price_pro_test', lookupKey: 'pro', unitAmount: 1499, nickname: 'Stave Pro' },
        { id: 'price_business_test', lookupKey: 'business', unitAmount: 2499, nickname: 'Stave Business' },
      ],
      webhookSecret: WEBHOOK_SECRET,
      retryDelaysMs: [50, 200],
    });
    billing = await ServiceWithMembers.start(billingService, {
      STRIPE_SECRET_KEY: 'sk_test_billing',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: 'price_pro_test',
      STRIPE_PRICE_BUSINESS: 'price_business_test',
      STRIPE_API_URL: fake.url,
      PUBLIC_APP_URL: APP,
    });
    fake.webhookUrl = `${billing.url}/api/billing/webhook`;
  });

  afterAll(async () => {
    await fake?.close();
    await billing?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => billing.call(method, path, { token: member.token, body });
  const plan = async (member: Member) => (await call(member, 'GET', '/api/billing/subscription')).body;
  const announced = async (member: Member) =>
    (
      await billing.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'billing.subscription.changed.v1' AND key = $1 ORDER BY id`, [
        String(member.id),
      ])
    ).rows.map((row: { payload: Record<string, unknown> }) => row.payload);
  const settled = async () => {
    await fake.settle();
  };
  // Checkout as the member's browser does it: the page's Start trial / Subscribe button.
  const subscribe = async (member: Member, tier: 'pro' | 'business') => {
    const answer = await call(member, 'POST', '/api/create-checkout-session', { subscriptionTier: tier });
    expect(answer.status).toBe(200);
    const sessionId = new URL(answer.body.url).pathname.split('/').pop()!;
    const paid = await fetch(`${fake.url}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await settled();
    return { sessionId, returnUrl: paid.headers.get('location')! };
  };

  it('runs Checkout with a 3-month trial to pro, announced once, and the return syncs before the webhook', async () => {
    const member = await billing.member();
    fake.delivery = 'hold';
    const { sessionId, returnUrl } = await subscribe(member, 'pro');
    expect(returnUrl).toBe(`${APP}/subscription?success=true&session_id=${sessionId}`);
    expect((await plan(member)).tier).toBe('free');

    // Back on the Subscription page: the plan is read from Stripe at once.
    const synced = await call(member, 'POST', '/api/billing/sync', { sessionId });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ tier: 'pro', status: 'trialing', trialAvailable: false, hasBillingAccount: true, cancelAtPeriodEnd: false });
    const trialDays = (Date.parse(synced.body.trialEndsAt) - Date.now()) / (DAY * 1000);
    expect(trialDays).toBeGreaterThan(88);
    expect(trialDays).toBeLessThan(93);

    // Then the webhooks, each twice and newest first: no second effect, the same final plan.
    fake.delivery = 'immediate';
    await fake.deliverHeld({ order: 'reverse', times: 2 });
    await settled();
    expect(await plan(member)).toMatchObject({ tier: 'pro', status: 'trialing' });
    expect((await announced(member)).map((change) => [change.version, change.tier, change.status])).toEqual([[1, 'pro', 'trialing']]);

    // Someone else's Checkout cannot be claimed.
    const other = await billing.member();
    expect((await call(other, 'POST', '/api/billing/sync', { sessionId })).status).toBe(404);
  });

  it('refuses a forged, tampered, stale or future-dated event and applies nothing', async () => {
    const member = await billing.member();
    fake.delivery = 'hold';
    await subscribe(member, 'pro');
    const event = fake.held().find((held) => held.type === 'customer.subscription.created')!;
    fake.dropHeld();
    fake.delivery = 'immediate';
    const payload = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const post = (body: string, signature?: string) =>
      fetch(`${billing.url}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });

    expect((await post(payload)).status).toBe(400);
    expect((await post(payload.replace('"trialing"', '"active"'), fake.sign(payload))).status).toBe(400);
    expect((await post(payload, fake.sign(payload, now - 6 * 60))).status).toBe(400);
    expect((await post(payload, fake.sign(payload, now + 10 * 60))).status).toBe(400);
    expect((await post(payload, fake.sign(payload).replace(/v1=\w+/, 'v1=' + 'a'.repeat(64)))).status).toBe(400);
    expect(await announced(member)).toEqual([]);
    expect((await billing.db.query(`SELECT count(*)::int AS n FROM stripe_events WHERE id = $1`, [event.id])).rows[0].n).toBe(0);

    // The signature is checked before anything is read from the body: whatever its shape, an unsigned
    // body learns only that it is unsigned (the contract declares no body schema to refuse it by).
    for (const body of ['[]', '{"nothing":1}', '{"id":7}']) {
      const unsigned = await post(body);
      expect({ status: unsigned.status, code: ((await unsigned.json()) as { code?: string }).code }).toEqual({
        status: 400,
        code: 'WEBHOOK_SIGNATURE_INVALID',
      });
    }

    const good = await post(payload, fake.sign(payload));
    expect(good.status).toBe(200);
    // The answer the contract documents (BILLING.webhook's 200).
    expect(BILLING.webhook.responses[200].parse(await good.json())).toEqual({ received: true });
    expect(await plan(member)).toMatchObject({ tier: 'pro' });
  });

  it('answers 503 while Stripe cannot be read, applies nothing, and applies the event when Stripe delivers it again', async () => {
    const member = await billing.member();
    fake.delivery = 'hold';
    await subscribe(member, 'pro');
    const created = fake.held().find((event) => event.type === 'customer.subscription.created')!;
    fake.dropHeld();
    fake.delivery = 'immediate';
    // The SDK tries each call three times (two retries): all fail once, then Stripe is back.
    fake.failRequests(3);
    await fake.deliver(created, 1);
    expect(fake.deliveries.at(-1)).toMatchObject({ eventId: created.id, status: 503 });
    expect((await billing.db.query(`SELECT count(*)::int AS n FROM stripe_events WHERE id = $1`, [created.id])).rows[0].n).toBe(0);
    expect(await announced(member)).toEqual([]);

    await fake.deliver(created, 2);
    expect(fake.deliveries.at(-1)).toMatchObject({ eventId: created.id, status: 200 });
    expect(await plan(member)).toMatchObject({ tier: 'pro', status: 'trialing' });
  });

  it('ends in Stripe’s state when the deletion arrives before the update', async () => {
    const member = await billing.member();
    await subscribe(member, 'pro');
    const subscriptionId = (await billing.db.query(`SELECT stripe_subscription_id AS id FROM billing_accounts WHERE user_id = $1`, [member.id])).rows[0].id;
    fake.delivery = 'hold';
    // Stripe: the plan changes (updated), then the subscription is cancelled (deleted); delivered the other way round.
    const stripe = new (await import('stripe')).default('sk_test_billing', fake.sdkOptions());
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await stripe.subscriptions.cancel(subscriptionId);
    expect(fake.held().map((event) => event.type)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    fake.delivery = 'immediate';
    await fake.deliverHeld({ order: 'reverse' });
    await settled();
    expect(await plan(member)).toMatchObject({ tier: 'free', status: 'canceled' });
    expect((await announced(member)).at(-1)).toMatchObject({ tier: 'free', expiresAt: null });
  });

  it('keeps the tier through a failed renewal’s grace period, and a card that works again restores it', async () => {
    const member = await billing.member();
    const { sessionId } = await subscribe(member, 'business');
    const customerId = (await billing.db.query(`SELECT stripe_customer_id AS id FROM billing_accounts WHERE user_id = $1`, [member.id])).rows[0].id;
    expect(sessionId).toMatch(/^cs_test_/);
    // The trial ends and the first charge fails.
    fake.declinePayments(customerId);
    await fake.advanceTime(93 * DAY);
    await settled();
    const pastDue = await plan(member);
    expect(pastDue).toMatchObject({ tier: 'business', status: 'past_due' });
    expect(Date.parse(pastDue.graceUntil)).toBeGreaterThan(Date.now());
    const failed = await billing.db.query(
      `SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'billing.subscription.payment-failed.v1' AND key = $1`,
      [String(member.id)],
    );
    expect(failed.rows[0].payload).toMatchObject({ tier: 'business', amountPence: 2499 });

    fake.declinePayments(customerId, false);
    await fake.advanceTime(3 * DAY + 60);
    await settled();
    expect(await plan(member)).toMatchObject({ tier: 'business', status: 'active', graceUntil: null });
  });

  it('moves pro → business with proration, from the spec’s checkout call too, and free at the period end', async () => {
    const member = await billing.member();
    await subscribe(member, 'pro');
    const stripe = new (await import('stripe')).default('sk_test_billing', fake.sdkOptions());
    // The trial ends (paid from now on), half a month passes.
    const subscriptionId = (await billing.db.query(`SELECT stripe_subscription_id AS id FROM billing_accounts WHERE user_id = $1`, [member.id])).rows[0].id;
    await stripe.subscriptions.update(subscriptionId, { trial_end: 'now' });
    await fake.advanceTime(15 * DAY);
    await settled();

    const upgrade = await call(member, 'POST', '/api/create-checkout-session', { subscriptionTier: 'business' });
    expect(upgrade.body).toEqual({ url: `${APP}/subscription?success=true` });
    expect(await plan(member)).toMatchObject({ tier: 'business', status: 'active' });
    const proration = (await stripe.invoices.list({ subscription: subscriptionId })).data[0]!;
    expect(proration).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(proration.amount_paid).toBeGreaterThan(0);
    expect(proration.amount_paid).toBeLessThan(1000);

    expect((await call(member, 'POST', '/api/user/subscription', { subscriptionTier: 'business' })).body.message).toBe('No change');
    const down = await call(member, 'POST', '/api/user/subscription', { subscriptionTier: 'free' });
    expect(down.status).toBe(200);
    expect(down.body.message).toMatch(/^Your Business plan ends on \d{1,2} \w+ \d{4}\. You keep it until then\.$/);
    expect(down.body.subscription).toMatchObject({ tier: 'business', cancelAtPeriodEnd: true });

    await fake.advanceTime(20 * DAY);
    await settled();
    expect(await plan(member)).toMatchObject({ tier: 'free', status: 'canceled', trialAvailable: false });
  });

  it('asks for Checkout for a paid plan without a subscription, and gives the trial only once', async () => {
    const member = await billing.member();
    const refused = await call(member, 'POST', '/api/user/subscription', { subscriptionTier: 'pro' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'USE_CHECKOUT', useCheckout: true });
    expect((await call(member, 'POST', '/api/user/subscription', { subscriptionTier: 'gold' })).body.message).toBe(
      'Subscription tier must be free, pro or business',
    );
    expect((await call(member, 'POST', '/api/billing/portal')).status).toBe(404);

    const first = await subscribe(member, 'pro');
    const stripe = new (await import('stripe')).default('sk_test_billing', fake.sdkOptions());
    const firstSession = await stripe.checkout.sessions.retrieve(first.sessionId, { expand: ['subscription'] });
    await stripe.subscriptions.cancel((firstSession.subscription as { id: string }).id);
    await settled();
    expect(await plan(member)).toMatchObject({ tier: 'free', trialAvailable: false });

    const second = await subscribe(member, 'pro');
    const secondSession = await stripe.checkout.sessions.retrieve(second.sessionId, { expand: ['subscription'] });
    expect(secondSession.customer).toBe(firstSession.customer);
    expect(secondSession.subscription).toMatchObject({ status: 'active', trial_end: null });
    expect((await call(member, 'POST', '/api/billing/portal')).body.url).toMatch(`${fake.url}/portal/`);
  });

  it('repairs drift the webhooks never told of, in the daily reconciliation', async () => {
    const member = await billing.member();
    await subscribe(member, 'pro');
    const subscriptionId = (await billing.db.query(`SELECT stripe_subscription_id AS id FROM billing_accounts WHERE user_id = $1`, [member.id])).rows[0].id;
    fake.tamper(subscriptionId, (subscription) => {
      subscription.status = 'canceled';
      subscription.ended_at = fake.now();
    });
    const before = (await announced(member)).length;
    await billing.service.app.get(SubscriptionsService, { strict: false }).reconcile();
    expect(await plan(member)).toMatchObject({ tier: 'free', status: 'canceled' });
    expect((await announced(member)).length).toBe(before + 1);
  });
});

// Without a Stripe key (the embedded default): test mode (docs/billing.md).
describe('billing: test mode', () => {
  let billing: ServiceWithMembers;

  beforeAll(async () => {
    billing = await ServiceWithMembers.start(billingService);
  });

  afterAll(async () => {
    await billing?.stop();
  });

  it('applies a chosen plan at once and says so', async () => {
    const member = await billing.member();
    const call = (method: string, path: string, body?: unknown) => billing.call(method, path, { token: member.token, body });

    const checkout = await call('POST', '/api/create-checkout-session', { subscriptionTier: 'pro' });
    expect(checkout.body).toEqual({ testMode: true, message: 'Test mode: you are now on Pro. No payment was taken.' });
    expect((await call('GET', '/api/billing/subscription')).body).toMatchObject({ tier: 'pro', status: 'test', testMode: true, trialAvailable: false });
    expect((await call('POST', '/api/user/subscription', { subscriptionTier: 'pro' })).body.message).toBe('No change');
    expect((await call('POST', '/api/user/subscription', { subscriptionTier: 'free' })).body).toMatchObject({ subscription: { tier: 'free' } });
    expect((await call('POST', '/api/billing/webhook', { id: 'evt_1', type: 'invoice.paid' })).status).toBe(400);
  });
});
