import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { FileStorage } from '@stave/platform';
import { ServiceWithMembers, eventually, findMemberId, type Member } from '@stave/platform/testing';
import type { StripeFake } from '@stave/stripe-fake';
import { startBillingOnStripe } from './billing-on-stripe';

// Data rights for billing, against the Stripe test server driven by the real stripe SDK, on real Postgres, Kafka and S3:
// the member's part of an export (billing's row, and their subscriptions and invoices as Stripe has them), and
// erasure (the Stripe customer deleted, the row gone, a second erasure and a customer Stripe no longer has harmless).
describe('billing: data rights', () => {
  let fake: StripeFake;
  let billing: ServiceWithMembers;
  let stripe: Stripe;

  beforeAll(async () => {
    let secretKey: string;
    ({ fake, billing, secretKey } = await startBillingOnStripe('privacy'));
    stripe = new Stripe(secretKey, fake.sdkOptions());
  });

  afterAll(async () => {
    await fake?.close();
    await billing?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => billing.call(method, path, { token: member.token, body });
  const account = async (member: Member) =>
    (
      await billing.db.query(
        `SELECT tier, status, stripe_customer_id AS "customerId", stripe_subscription_id AS "subscriptionId" FROM billing_accounts WHERE user_id = $1`,
        [member.id],
      )
    ).rows[0] as { tier: string; status: string; customerId: string; subscriptionId: string } | undefined;
  // Checkout as the member's browser does it (a 3-month trial, the first time), then the webhooks applied.
  const subscribe = async (member: Member, tier: 'pro' | 'business') => {
    const answer = await call(member, 'POST', '/api/create-checkout-session', { subscriptionTier: tier });
    const sessionId = new URL(answer.body.url).pathname.split('/').pop()!;
    expect((await fetch(`${fake.url}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await fake.settle();
    return eventually(async () => {
      const row = await account(member);
      return row?.tier === tier && row;
    });
  };
  // The trial ended early: the first paid invoice (£14.99 for pro).
  const payNow = async (member: Member) => {
    await stripe.subscriptions.update((await account(member))!.subscriptionId, { trial_end: 'now' });
    await fake.settle();
    await eventually(async () => (await account(member))?.status === 'active');
  };
  // Erasure removes the events already sent that name the member; wait for the relay to have sent them.
  const outboxSent = () => eventually(async () => (await billing.db.query(`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`)).rows[0].n === 0);
  const erase = async (userId: number) => {
    const ids = [
      await billing.publish('identity.user.erased.v1', userId, { userId, erasedAt: new Date().toISOString() }),
      await billing.publish('identity.user.erased.v1', userId, { userId, erasedAt: new Date().toISOString() }),
    ];
    await eventually(
      async () => (await billing.db.query(`SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY($1::uuid[])`, [ids])).rows[0].n === ids.length,
    );
    await fake.settle();
    return ids;
  };
  const deadLetters = async (eventIds: string[]) =>
    (await billing.db.query(`SELECT count(*)::int AS n FROM dead_letters WHERE event_id = ANY($1::uuid[])`, [eventIds])).rows[0].n;

  it('exports the member’s plan, subscription history and invoices from Stripe, and nothing of another member’s', async () => {
    const [ada, ben] = [await billing.member(), await billing.member()];
    const { customerId } = await subscribe(ada, 'pro');
    await payNow(ada);
    const other = await subscribe(ben, 'business');
    const prefix = ((await stripe.customers.retrieve(customerId)) as Stripe.Customer).invoice_prefix;

    const exportId = randomUUID();
    await billing.publish('identity.export.requested.v1', ada.id, { exportId, userId: ada.id, requestedAt: new Date().toISOString() });
    const ready = await eventually(async () => {
      const { rows } = await billing.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'billing.export.part-ready.v1' AND key = $1`, [
        exportId,
      ]);
      return rows[0]?.payload as { dataKey: string } | undefined;
    });
    const stored = (await billing.service.app.get(FileStorage).get(ready.dataKey))!;
    const text = Buffer.concat(await stored.body.toArray()).toString('utf8');
    const part = JSON.parse(text);

    expect(ready).toMatchObject({ exportId, userId: ada.id, service: 'billing', files: [] });
    expect(part).toMatchObject({
      service: 'billing',
      memberId: ada.id,
      subscription: { plan: 'pro', status: 'active', cancelAtPeriodEnd: false, trialUsed: true, paidBefore: true, graceUntil: null },
      subscriptionHistory: [{ plan: 'pro', status: 'active', cancelAtPeriodEnd: false, canceledAt: null, endedAt: null }],
    });
    expect(Date.parse(part.subscription.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(part.invoices).toEqual([
      expect.objectContaining({
        number: `${prefix}-0002`,
        status: 'paid',
        reason: 'subscription_update',
        currency: 'GBP',
        total: '14.99',
        amountPaid: '14.99',
      }),
      expect.objectContaining({ number: `${prefix}-0001`, status: 'paid', reason: 'subscription_create', currency: 'GBP', total: '0.00' }),
    ]);
    expect(part.invoices[0].periodStart).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    // Ben's plan and his Stripe customer are his; Stripe's ids are never shown (docs/reliability.md#excessive-exposure).
    expect(text).not.toContain('24.99');
    expect(text).not.toContain(String(ben.id));
    expect(text).not.toContain(other.customerId);
    expect(text).not.toContain(customerId);
    expect(text).not.toMatch(/stripe(Customer|Subscription)Id|card|last4/i);
  });

  it('deletes the Stripe customer and the member’s row, a second erasure is harmless, and another member’s plan is untouched', async () => {
    const id = randomInt(1_000_000_000, 2_000_000_000);
    const [gone, ben] = [await billing.member({ id }), await billing.member()];
    const { customerId } = await subscribe(gone, 'pro');
    await payNow(gone);
    const other = await subscribe(ben, 'business');
    await outboxSent();
    expect(await findMemberId(billing.db, id)).not.toEqual([]);

    const eventIds = await erase(id);

    expect(await findMemberId(billing.db, id)).toEqual([]);
    expect(await deadLetters(eventIds)).toBe(0);
    expect(await stripe.customers.retrieve(customerId)).toEqual({ id: customerId, object: 'customer', deleted: true });
    expect((await stripe.subscriptions.list({ customer: customerId, status: 'all' })).data.map((s) => s.status)).toEqual(['canceled']);
    // Stripe keeps the invoices: the business's tax record (docs/billing.md § Data rights).
    expect((await stripe.invoices.list({ customer: customerId })).data.map((invoice) => invoice.total)).toEqual([1499, 0]);
    // The cancellation's webhooks found no row: acknowledged, nothing brought back.
    const cancelled = fake
      .allEvents()
      .filter((event) => event.type === 'customer.subscription.deleted' && event.data.object.customer === customerId)
      .map((event) => event.id);
    expect(cancelled).toHaveLength(1);
    await eventually(async () => fake.deliveries.some((delivery) => delivery.eventId === cancelled[0] && delivery.status === 200));
    expect(await account(gone)).toBeUndefined();

    expect(await account(ben)).toMatchObject({ tier: 'business', status: 'trialing', customerId: other.customerId });
    expect(((await stripe.customers.retrieve(other.customerId)) as Stripe.Customer).deleted).toBeUndefined();
    expect((await call(ben, 'GET', '/api/billing/subscription')).body).toMatchObject({ tier: 'business', hasBillingAccount: true });
  });

  it('takes a customer Stripe no longer has as erased already (an earlier attempt, or deleted by hand)', async () => {
    const id = randomInt(1_000_000_000, 2_000_000_000);
    const gone = await billing.member({ id });
    const { customerId } = await subscribe(gone, 'pro');
    await stripe.customers.del(customerId);
    await fake.settle();
    await eventually(async () => (await account(gone))?.tier === 'free');
    await outboxSent();

    const eventIds = await erase(id);

    expect(await deadLetters(eventIds)).toBe(0);
    expect(await findMemberId(billing.db, id)).toEqual([]);
  });
});
