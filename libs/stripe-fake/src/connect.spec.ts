import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripeFake } from './index';

// Stripe Connect on the test server, driven by the real `stripe` SDK over HTTP as a bookings feature would
// drive it: a musician onboards an Express account through its page, a hirer pays through Stave with a
// destination charge and an application fee (3-D Secure, declines, a saved card charged later off
// session), refunds reverse the transfer and refund the fee pro rata, the musician is paid out, and a
// charge is disputed. Every event reaches the webhook verified by the SDK's own `constructEvent`.
describe('StripeFake Connect, through the stripe SDK', () => {
  const secret = 'whsec_connect_secret';
  let fake: StripeFake;
  let stripe: Stripe;
  let webhook: Server;
  const received: Stripe.Event[] = [];
  const refused: string[] = [];
  const back = 'http://127.0.0.1:1/bookings';

  beforeAll(async () => {
    webhook = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const payload = Buffer.concat(chunks).toString('utf8');
        try {
          received.push(stripe.webhooks.constructEvent(payload, String(request.headers['stripe-signature']), secret));
          response.statusCode = 200;
        } catch {
          refused.push(payload);
          response.statusCode = 400;
        }
        response.end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    fake = await StripeFake.start({
      prices: [],
      webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/webhook`,
      webhookSecret: secret,
      retryDelaysMs: [20],
    });
    stripe = new Stripe('sk_test_stave', fake.sdkOptions());
  });

  afterEach(async () => {
    await fake.settle();
    expect(refused).toEqual([]);
    received.length = 0;
    fake.delivery = 'immediate';
  });

  afterAll(async () => {
    await fake?.close();
    await new Promise((resolve) => webhook?.close(resolve));
  });

  const types = () => received.map((event) => event.type);
  const settled = async () => {
    await fake.settle();
    return types();
  };
  const post = (url: string, form: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const link = (account: string) =>
    stripe.accountLinks.create({ account, type: 'account_onboarding', refresh_url: `${back}/onboarding/refresh`, return_url: `${back}/onboarding/done` });

  const newAccount = (email: string) =>
    stripe.accounts.create({
      type: 'express',
      country: 'GB',
      email,
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { userId: '7' },
    });

  const onboarded = async (email: string) => {
    const account = await newAccount(email);
    const { url } = await link(account.id);
    await fetch(url);
    await post(`${url}/complete`, { first_name: 'Clara', last_name: 'Schumann' });
    return account.id;
  };

  const paidBooking = async (destination: string, amount = 10_000, fee = 1_500) => {
    const customer = await stripe.customers.create({ email: `hirer-${amount}@example.com` });
    const pi = await stripe.paymentIntents.create({
      amount,
      currency: 'gbp',
      customer: customer.id,
      allowed_payment_method_types: ['card'],
      transfer_data: { destination },
      application_fee_amount: fee,
      setup_future_usage: 'off_session',
      metadata: { bookingId: 'b1' },
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    return { customer, pi };
  };

  it('onboards an Express account through its link; a used or expired link goes to refresh_url', async () => {
    const account = await newAccount('musician@example.com');
    expect(account).toMatchObject({ type: 'express', country: 'GB', charges_enabled: false, payouts_enabled: false, details_submitted: false });
    expect(account.requirements?.currently_due).toEqual(expect.arrayContaining(['individual.first_name', 'external_account', 'tos_acceptance.date']));

    const onboarding = await link(account.id);
    expect(onboarding.expires_at).toBe(onboarding.created + 300);
    const page = await fetch(onboarding.url);
    const html = await page.text();
    expect(html).toContain('Complete onboarding');
    expect(html).toContain(`href="${back}/onboarding/done"`);
    const done = await post(`${onboarding.url}/complete`, { first_name: 'Clara' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${back}/onboarding/done`);

    const ready = await stripe.accounts.retrieve(account.id);
    expect(ready).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], disabled_reason: null },
    });
    expect(await settled()).toEqual(['account.updated']);
    expect(received[0]).toMatchObject({ account: account.id, data: { previous_attributes: { charges_enabled: false } } });

    const used = await fetch(onboarding.url, { redirect: 'manual' });
    expect([used.status, used.headers.get('location')]).toEqual([303, `${back}/onboarding/refresh`]);
    const late = await link(account.id);
    await fake.advanceTime(301);
    const expired = await fetch(late.url, { redirect: 'manual' });
    expect(expired.headers.get('location')).toBe(`${back}/onboarding/refresh`);

    received.length = 0;
    fake.requireMore(account.id, ['individual.verification.document']);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: ['individual.verification.document'], disabled_reason: 'requirements.past_due' },
    });
    await expect(
      stripe.paymentIntents.create({ amount: 5000, currency: 'gbp', transfer_data: { destination: account.id }, application_fee_amount: 500 }),
    ).rejects.toMatchObject({ code: 'insufficient_capabilities_for_transfer', statusCode: 400 });
    fake.deauthorize(account.id);
    expect((await settled()).sort()).toEqual(['account.application.deauthorized', 'account.updated']);
    expect(received.map((event) => event.account)).toEqual([account.id, account.id]);

    expect(await stripe.accounts.del(account.id)).toEqual({ id: account.id, object: 'account', deleted: true });
    await expect(stripe.accounts.retrieve(account.id)).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('pays a destination charge with a fee through a payment-mode Checkout page: charge, transfer of the rest, application fee', async () => {
    const musician = await onboarded('dest@example.com');
    const customer = await stripe.customers.create({ email: 'hirer@example.com' });
    received.length = 0;
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price_data: { currency: 'gbp', unit_amount: 12_000, product_data: { name: 'Wedding set' } }, quantity: 1 }],
      payment_intent_data: {
        transfer_data: { destination: musician },
        application_fee_amount: 1_800,
        setup_future_usage: 'off_session',
        metadata: { bookingId: 'b2' },
      },
      success_url: `${back}/paid?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}/cancelled`,
    });
    expect(session).toMatchObject({ mode: 'payment', status: 'open', amount_total: 12_000, payment_intent: null });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Wedding set');
    expect(page).toContain('Pay (3-D Secure)');

    const paid = await post(`${fake.url}/checkout/${session.id}/pay`);
    expect([paid.status, paid.headers.get('location')]).toEqual([303, `${back}/paid?session_id=${session.id}`]);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    const pi = done.payment_intent as Stripe.PaymentIntent;
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(pi).toMatchObject({ status: 'succeeded', amount_received: 12_000, application_fee_amount: 1_800, metadata: { bookingId: 'b2' } });

    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    const transfer = await stripe.transfers.retrieve(charge.transfer as string);
    expect(transfer).toMatchObject({ amount: 10_200, destination: musician, source_transaction: charge.id, amount_reversed: 0 });
    const fee = await stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({ amount: 1_800, account: musician, charge: charge.id });
    expect(fake.balanceOf(musician)).toBe(10_200);
    expect(await settled()).toEqual(
      expect.arrayContaining([
        'payment_intent.created',
        'charge.succeeded',
        'payment_intent.succeeded',
        'transfer.created',
        'application_fee.created',
        'checkout.session.completed',
      ]),
    );
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
  });

  it('a payment-mode Checkout page declines, asks for 3-D Secure, and completes once authenticated', async () => {
    const musician = await onboarded('checkout3ds@example.com');
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'gbp', unit_amount: 6_000, product_data: { name: 'Jazz trio' } }, quantity: 2 }],
      payment_intent_data: { transfer_data: { destination: musician }, application_fee_amount: 1_200 },
      success_url: `${back}/paid?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(session.amount_total).toBe(12_000);
    const declined = await post(`${fake.url}/checkout/${session.id}/decline`);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const challenged = await post(`${fake.url}/checkout/${session.id}/pay-3ds`);
    const authenticate = challenged.headers.get('location')!;
    expect(authenticate).toMatch(/\/pay\/pi_\w+\/authenticate$/);
    expect(await (await fetch(authenticate)).text()).toContain('Complete authentication');
    const done = await post(`${authenticate}/complete`);
    expect(done.headers.get('location')).toBe(`${back}/paid?session_id=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: { status: 'succeeded', amount: 12_000 } });
    expect((await stripe.checkout.sessions.list({ payment_intent: (paid.payment_intent as Stripe.PaymentIntent).id })).data.map((s) => s.id)).toEqual([
      session.id,
    ]);
    const again = await post(`${fake.url}/checkout/${session.id}/pay`);
    expect(again.status).toBe(400);

    const login = await stripe.accounts.createLoginLink(musician);
    expect(await (await fetch(login.url)).text()).toContain('£108.00');
  });

  it('asks for 3-D Secure, then succeeds after authentication; a page path shows the authentication step', async () => {
    const musician = await onboarded('tds@example.com');
    received.length = 0;
    const pi = await stripe.paymentIntents.create({
      amount: 8_000,
      currency: 'gbp',
      automatic_payment_methods: { enabled: true },
      transfer_data: { destination: musician },
      application_fee_amount: 800,
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: `${back}/3ds-done`,
    });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.redirect_to_url?.url).toBe(`${fake.url}/pay/${pi.id}/authenticate`);
    expect(await settled()).toContain('payment_intent.requires_action');
    expect(await (await fetch(pi.next_action!.redirect_to_url!.url!)).text()).toContain('Complete authentication');
    const authenticated = await post(`${fake.url}/pay/${pi.id}/authenticate/complete`);
    expect(authenticated.headers.get('location')).toBe(`${back}/3ds-done`);
    const succeeded = await stripe.paymentIntents.retrieve(pi.id);
    expect(succeeded.status).toBe('succeeded');
    await expect(
      stripe.paymentIntents.create({ amount: 1_000, currency: 'gbp', payment_method: succeeded.payment_method as string, confirm: true }),
    ).rejects.toMatchObject({ param: 'payment_method', message: expect.stringContaining('may not be used again') });

    const other = await stripe.paymentIntents.create({ amount: 3_000, currency: 'gbp', transfer_data: { destination: musician }, description: 'Rehearsal' });
    const url = fake.paymentPageUrl(other.id, `${back}/paid`);
    expect(await (await fetch(url)).text()).toContain('Rehearsal');
    const challenged = await post(`${url}/pay-3ds`);
    expect(challenged.headers.get('location')).toBe(`${fake.url}/pay/${other.id}/authenticate`);
    const failed = await post(`${fake.url}/pay/${other.id}/authenticate/fail`);
    expect(failed.status).toBe(402);
    expect(await stripe.paymentIntents.retrieve(other.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    const paid = await post(`${url}/pay`);
    expect(paid.headers.get('location')).toBe(`${back}/paid`);
  });

  it('declines a card: 402 card_error, the PaymentIntent back to requires_payment_method, payment_intent.payment_failed', async () => {
    const musician = await onboarded('decline@example.com');
    received.length = 0;
    const pi = await stripe.paymentIntents.create({ amount: 5_000, currency: 'gbp', transfer_data: { destination: musician }, application_fee_amount: 500 });
    expect(pi.status).toBe('requires_payment_method');
    const declined = await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_chargeDeclined' }).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
    expect((declined as Stripe.errors.StripeCardError).payment_intent?.id).toBe(pi.id);
    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', type: 'card_error' } });
    expect(await settled()).toEqual(expect.arrayContaining(['charge.failed', 'payment_intent.payment_failed']));
    expect(types()).not.toContain('transfer.created');

    const page = await post(`${fake.paymentPageUrl(pi.id)}/decline`);
    expect(page.status).toBe(402);
    expect(await page.text()).toContain('Your card was declined.');
    expect((await stripe.paymentIntents.cancel(pi.id)).status).toBe('canceled');
    await expect(stripe.paymentIntents.cancel(pi.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('charges the saved card off session later; one needing authentication or declined fails as Stripe fails it', async () => {
    const musician = await onboarded('balance@example.com');
    const { customer, pi: deposit } = await paidBooking(musician, 4_000, 400);
    expect(deposit).toMatchObject({
      status: 'succeeded',
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      setup_future_usage: 'off_session',
    });
    const [card] = (await stripe.customers.listPaymentMethods(customer.id, { type: 'card' })).data;
    expect(card).toMatchObject({ customer: customer.id, type: 'card', card: { last4: '4242' } });

    const balance = { amount: 6_000, currency: 'gbp', customer: customer.id, payment_method: card!.id, off_session: true, confirm: true } as const;
    const paid = await stripe.paymentIntents.create(
      { ...balance, transfer_data: { destination: musician }, application_fee_amount: 600 },
      { idempotencyKey: 'balance-b1' },
    );
    const replay = await stripe.paymentIntents.create(
      { ...balance, transfer_data: { destination: musician }, application_fee_amount: 600 },
      { idempotencyKey: 'balance-b1' },
    );
    expect([paid.status, replay.id]).toEqual(['succeeded', paid.id]);

    fake.declinePayments(customer.id, 'authentication_required');
    const needsAuth = await stripe.paymentIntents.create(balance).catch((error: unknown) => error);
    expect(needsAuth).toMatchObject({ type: 'StripeCardError', code: 'authentication_required', statusCode: 402 });
    const waiting = (needsAuth as Stripe.errors.StripeCardError).payment_intent!;
    expect(waiting.status).toBe('requires_payment_method');
    fake.declinePayments(customer.id);
    await expect(stripe.paymentIntents.create(balance)).rejects.toMatchObject({ code: 'card_declined' });
    fake.declinePayments(customer.id, false);
    expect((await stripe.paymentIntents.confirm(waiting.id, { payment_method: card!.id, off_session: true })).status).toBe('succeeded');
  });

  it('refunds in part, reversing the transfer and refunding the fee pro rata; more than is left is refused', async () => {
    const musician = await onboarded('refund@example.com');
    const { pi } = await paidBooking(musician, 10_000, 1_500);
    await fake.settle();
    received.length = 0;
    const refund = await stripe.refunds.create({
      payment_intent: pi.id,
      amount: 4_000,
      reverse_transfer: true,
      refund_application_fee: true,
      metadata: { reason: 'late' },
    });
    expect(refund).toMatchObject({ amount: 4_000, status: 'succeeded', payment_intent: pi.id, transfer_reversal: expect.stringMatching(/^trr_/) });
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 4_000, refunded: false });
    const transfer = await stripe.transfers.retrieve(charge.transfer as string);
    expect(transfer).toMatchObject({ amount: 8_500, amount_reversed: 3_400, reversed: false });
    expect(transfer.reversals.data[0]).toMatchObject({ amount: 3_400, source_refund: refund.id });
    const fee = await stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({ amount: 1_500, amount_refunded: 600, refunded: false });
    expect(fake.balanceOf(musician)).toBe(8_500 - 3_400);
    expect((await settled()).sort()).toEqual(['application_fee.refunded', 'charge.refunded', 'refund.created', 'transfer.reversed']);

    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 7_000, reverse_transfer: true })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      statusCode: 400,
    });
    await stripe.refunds.create({ payment_intent: pi.id, reverse_transfer: true, refund_application_fee: true });
    expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({ amount_reversed: 8_500, reversed: true });
    expect(await stripe.applicationFees.retrieve(fee.id)).toMatchObject({ amount_refunded: 1_500, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('makes transfers and reverses them', async () => {
    const musician = await onboarded('transfer@example.com');
    await fake.settle();
    received.length = 0;
    const transfer = await stripe.transfers.create({ amount: 2_500, currency: 'gbp', destination: musician, transfer_group: 'booking-9' });
    expect(transfer).toMatchObject({ amount: 2_500, destination: musician, transfer_group: 'booking-9', source_transaction: null });
    const reversal = await stripe.transfers.createReversal(transfer.id, { amount: 1_000 });
    expect(reversal).toMatchObject({ object: 'transfer_reversal', amount: 1_000, transfer: transfer.id });
    expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({ amount_reversed: 1_000, reversed: false });
    await expect(stripe.transfers.createReversal(transfer.id, { amount: 2_000 })).rejects.toMatchObject({ code: 'amount_too_large' });
    expect((await stripe.transfers.list({ destination: musician })).data.map((t) => t.id)).toEqual([transfer.id]);
    expect((await settled()).sort()).toEqual(['transfer.created', 'transfer.reversed']);
  });

  it('pays out a connected account a day after it has a balance (Connect events), and a failing payout returns the money', async () => {
    const musician = await onboarded('payout@example.com');
    await paidBooking(musician, 5_000, 500);
    expect((await stripe.balance.retrieve({}, { stripeAccount: musician })).available[0]).toMatchObject({ amount: 4_500, currency: 'gbp' });
    await fake.settle();
    received.length = 0;
    await fake.advanceTime(86_400);
    await fake.settle();
    const mine = received.filter((event) => event.account === musician);
    expect(mine.map((event) => event.type).sort()).toEqual(['payout.created', 'payout.paid']);
    const paid = mine.find((event) => event.type === 'payout.paid')!;
    expect(paid.data.object).toMatchObject({ amount: 4_500, status: 'paid' });
    expect((await stripe.payouts.list({}, { stripeAccount: musician })).data.map((p) => p.amount)).toEqual([4_500]);
    expect(fake.balanceOf(musician)).toBe(0);

    await stripe.transfers.create({ amount: 1_000, currency: 'gbp', destination: musician });
    fake.failPayouts(musician);
    await fake.settle();
    received.length = 0;
    const failed = fake.payout(musician);
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'account_closed' });
    expect((await settled()).sort()).toEqual(['payout.created', 'payout.failed']);
    expect(fake.balanceOf(musician)).toBe(1_000);
    expect(await stripe.payouts.retrieve(failed!.id, {}, { stripeAccount: musician })).toMatchObject({ status: 'failed' });
  });

  it('opens a dispute on a charge, takes evidence, and closes it won or lost', async () => {
    const musician = await onboarded('dispute@example.com');
    const { pi } = await paidBooking(musician, 7_000, 700);
    await fake.settle();
    received.length = 0;
    const dispute = fake.dispute(pi.latest_charge as string, { reason: 'product_not_received' });
    expect(dispute).toMatchObject({ status: 'needs_response', amount: 7_000, reason: 'product_not_received', payment_intent: pi.id });
    expect((await stripe.charges.retrieve(pi.latest_charge as string)).disputed).toBe(true);
    const updated = await stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: 'The gig was played.' }, submit: true });
    expect(updated).toMatchObject({ status: 'under_review', evidence: { uncategorized_text: 'The gig was played.' } });
    fake.closeDispute(dispute.id, 'won');
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe('won');
    // Delivery is asynchronous, as from Stripe: the events of one change arrive in any order.
    expect((await settled()).sort()).toEqual([
      'charge.dispute.closed',
      'charge.dispute.created',
      'charge.dispute.funds_reinstated',
      'charge.dispute.funds_withdrawn',
      'charge.dispute.updated',
    ]);

    const { pi: second } = await paidBooking(musician, 3_000, 300);
    const lost = fake.dispute(second.latest_charge as string);
    expect((await stripe.disputes.close(lost.id)).status).toBe('lost');
  });

  it('holds Connect events and delivers them late, twice and out of order, each verified with constructEvent', async () => {
    const account = await newAccount('held@example.com');
    fake.delivery = 'hold';
    const { url } = await link(account.id);
    await fetch(url);
    await post(`${url}/complete`);
    fake.deauthorize(account.id);
    const held = fake.held();
    expect(held.map((event) => [event.type, event.account])).toEqual([
      ['account.updated', account.id],
      ['account.application.deauthorized', account.id],
    ]);
    expect(received).toEqual([]);
    await fake.deliverHeld({ order: 'reverse', times: 2 });
    expect(types()).toEqual(['account.application.deauthorized', 'account.application.deauthorized', 'account.updated', 'account.updated']);
    expect(received.every((event) => event.account === account.id)).toBe(true);
    const header = fake.sign(JSON.stringify(held[0]), Math.floor(Date.now() / 1000) - 3_600);
    expect(() => stripe.webhooks.constructEvent(JSON.stringify(held[0]), header, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
