import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripeFake, addMonth } from './index';

// The Stripe test server driven by the real `stripe` SDK over HTTP, as billing drives it: what the SDK
// sends is understood, what it answers parses into the SDK's types with the fields Stave reads, and the
// events reach a webhook signed so that the SDK's own `constructEvent` accepts them.
describe('StripeFake, through the stripe SDK', () => {
  const secret = 'whsec_test_secret';
  let fake: StripeFake;
  let stripe: Stripe;
  let webhook: Server;
  const received: Stripe.Event[] = [];
  let answerWith = 200;

  beforeAll(async () => {
    webhook = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          received.push(stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), String(request.headers['stripe-signature']), secret));
          response.statusCode = answerWith;
        } catch {
          response.statusCode = 400;
        }
        response.end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    fake = await StripeFake.start({
      prices: [
        { id: 'price_pro', lookupKey: 'pro', unitAmount: 1499, nickname: 'Stave Pro' },
        { id: 'price_business', lookupKey: 'business', unitAmount: 2499, nickname: 'Stave Business' },
      ],
      webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/webhook`,
      webhookSecret: secret,
      retryDelaysMs: [20, 20],
    });
    stripe = new Stripe('sk_test_stave', fake.sdkOptions());
  });

  afterEach(async () => {
    await fake.settle();
    received.length = 0;
    answerWith = 200;
    fake.delivery = 'immediate';
  });

  afterAll(async () => {
    await fake?.close();
    await new Promise((resolve) => webhook?.close(resolve));
  });

  const checkout = async (customer: string, price: string, trialDays?: number) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: '42',
      line_items: [{ price, quantity: 1 }],
      success_url: 'http://127.0.0.1:1/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:1/subscription?canceled=true',
      ...(trialDays ? { subscription_data: { trial_period_days: trialDays, metadata: { userId: '42' } } } : {}),
    });
  const types = () => received.map((event) => event.type);

  it('keeps customers, answers Stripe’s errors, and honours Idempotency-Key as Stripe does', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: '42' } }, { idempotencyKey: 'customer-42' });
    const again = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: '42' } }, { idempotencyKey: 'customer-42' });
    expect(again.id).toBe(customer.id);
    expect((await stripe.customers.list({ email: 'ada@example.com' })).data.map((c) => c.id)).toEqual([customer.id]);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({ email: 'ada@example.com', metadata: { userId: '42' } });

    await expect(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer-42' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(new Stripe('pk_wrong', fake.sdkOptions()).customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((await stripe.prices.list({ lookup_keys: ['business'] })).data.map((p) => p.id)).toEqual(['price_business']);
  });

  it('runs a Checkout Session through its page to a trialing subscription, then bills when the trial ends', async () => {
    const customer = await stripe.customers.create({ email: 'trial@example.com' });
    const session = await checkout(customer.id, 'price_pro', 90);
    expect(session).toMatchObject({ status: 'open', mode: 'subscription', client_reference_id: '42', url: expect.stringContaining('/checkout/') });

    const page = await fetch(session.url!);
    expect(await page.text()).toContain('Start trial');
    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:1/subscription?success=true&session_id=${session.id}`);
    await fake.settle();

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    const subscription = done.subscription as Stripe.Subscription;
    expect(done.status).toBe('complete');
    expect(subscription).toMatchObject({ status: 'trialing', customer: customer.id, metadata: { userId: '42' }, cancel_at_period_end: false });
    expect(subscription.trial_end! - subscription.trial_start!).toBe(90 * 86_400);
    expect(subscription.items.data[0]).toMatchObject({ price: { id: 'price_pro', unit_amount: 1499 }, current_period_end: subscription.trial_end });
    expect(types()).toEqual(expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']));

    received.length = 0;
    await fake.advanceTime(88 * 86_400);
    await fake.settle();
    expect(types()).toEqual(['customer.subscription.trial_will_end']);
    received.length = 0;
    await fake.advanceTime(2 * 86_400);
    await fake.settle();
    expect(types().sort()).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    const invoice = active.latest_invoice as Stripe.Invoice;
    expect(active.status).toBe('active');
    expect(active.items.data[0]!.current_period_end).toBe(addMonth(subscription.trial_end!));
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1499, billing_reason: 'subscription_cycle' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
  });

  it('retries a declined renewal every 3 days and cancels after the fourth attempt; a card that works again restores it', async () => {
    const customer = await stripe.customers.create({ email: 'declined@example.com' });
    const first = await fake.completeCheckout((await checkout(customer.id, 'price_pro')).id);
    fake.declinePayments(customer.id);
    await fake.advanceTime(32 * 86_400);
    await fake.settle();
    expect((await stripe.subscriptions.retrieve(first.id)).status).toBe('past_due');
    fake.declinePayments(customer.id, false);
    await fake.advanceTime(3 * 86_400);
    expect((await stripe.subscriptions.retrieve(first.id)).status).toBe('active');

    const second = await fake.completeCheckout((await checkout(customer.id, 'price_business')).id);
    fake.declinePayments(customer.id);
    await fake.advanceTime(45 * 86_400);
    await fake.settle();
    expect((await stripe.subscriptions.retrieve(second.id)).status).toBe('canceled');
    expect(received.filter((event) => event.type === 'invoice.payment_failed').length).toBeGreaterThanOrEqual(4);
    expect(received.some((event) => event.type === 'customer.subscription.deleted' && (event.data.object as Stripe.Subscription).id === second.id)).toBe(true);
    await expect(fake.completeCheckout((await checkout(customer.id, 'price_pro')).id)).rejects.toThrow('Your card was declined.');
  });

  it('changes the price with a prorated invoice, and cancels at the period end (the portal shows it)', async () => {
    const customer = await stripe.customers.create({ email: 'upgrade@example.com' });
    const subscription = await fake.completeCheckout((await checkout(customer.id, 'price_pro')).id);
    await fake.advanceTime(15 * 86_400);
    const item = subscription.items.data[0]!;
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_business' }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const proration = updated.latest_invoice as Stripe.Invoice;
    const share = (item.current_period_end - fake.now()) / (item.current_period_end - item.current_period_start);
    expect(updated.items.data[0]!.price.id).toBe('price_business');
    expect(proration).toMatchObject({ status: 'paid', billing_reason: 'subscription_update', amount_paid: Math.round(1000 * share) });

    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: item.current_period_end, status: 'active' });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://127.0.0.1:1/subscription' });
    expect(await (await fetch(portal.url)).text()).toContain('Cancels on');
    await fake.advanceTime(20 * 86_400);
    await fake.settle();
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.map((s) => s.id)).toEqual([subscription.id]);
  });

  it('deletes a customer as Stripe does: its subscriptions cancelled, its invoices kept, a second delete 404', async () => {
    const customer = await stripe.customers.create({ name: 'Ada', metadata: { userId: '42' } });
    const subscription = await fake.completeCheckout((await checkout(customer.id, 'price_pro')).id);
    await fake.settle();
    received.length = 0;

    expect(await stripe.customers.del(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    await fake.settle();
    expect(await stripe.customers.retrieve(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((invoice) => [invoice.number, invoice.status, invoice.amount_paid])).toEqual([[`${customer.invoice_prefix}-0001`, 'paid', 1499]]);
    expect(types().sort()).toEqual(['customer.deleted', 'customer.subscription.deleted']);
    const missing = { type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 };
    await expect(stripe.customers.del(customer.id)).rejects.toMatchObject(missing);
    await expect(stripe.customers.update(customer.id, { name: 'Ada' })).rejects.toMatchObject(missing);
    await expect(checkout(customer.id, 'price_pro')).rejects.toMatchObject(missing);
    expect((await stripe.customers.list({ limit: 100 })).data.map((c) => c.id)).not.toContain(customer.id);
  });

  it('holds events to deliver them twice and out of order, and retries a webhook that fails', async () => {
    const customer = await stripe.customers.create({ email: 'held@example.com' });
    await fake.settle();
    received.length = 0;
    fake.delivery = 'hold';
    const subscription = await fake.completeCheckout((await checkout(customer.id, 'price_pro')).id);
    await stripe.subscriptions.cancel(subscription.id);
    const held = fake.held().map((event) => event.type);
    expect(held.at(-1)).toBe('customer.subscription.deleted');
    await fake.deliverHeld({ order: 'reverse', times: 2 });
    expect(types()).toEqual([...held].reverse().flatMap((type) => [type, type]));

    received.length = 0;
    fake.delivery = 'immediate';
    answerWith = 500;
    await stripe.customers.update(customer.id, { name: 'Ada' });
    await fake.settle();
    expect(fake.deliveries.filter((d) => d.type === 'customer.updated').map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });
});
