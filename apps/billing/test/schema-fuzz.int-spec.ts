import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BILLING_ROUTES, type RouteContract } from '@stave/contracts';
import { ServiceWithMembers, fuzzRoutes } from '@stave/platform/testing';
import { StripeFake } from '@stave/stripe-fake';
import { billingService } from '../src/app.module';

// docs/reliability.md#schema-fuzz over every billing route, with the Stripe test server behind it. FUZZ_RUNS (default
// 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('billing: schema fuzz (docs/reliability.md#schema-fuzz)', () => {
  let fake: StripeFake;
  let billing: ServiceWithMembers;

  beforeAll(async () => {
    fake = await StripeFake.start({
      prices: [
        { id: 'price_pro_fuzz', lookupKey: 'pro', unitAmount: 1499 },
        { id: 'price_business_fuzz', lookupKey: 'business', unitAmount: 2499 },
      ],
      webhookSecret: 'whsec_fuzz',
    });
    billing = await ServiceWithMembers.start(billingService, {
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_PRICE_PRO: 'price_pro_fuzz',
      STRIPE_PRICE_BUSINESS: 'price_business_fuzz',
      STRIPE_API_URL: fake.url,
      PAYMENTS_STAFF: '7777002',
    });
  });

  afterAll(async () => {
    await fake?.close();
    await billing?.stop();
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    // The payments team's member, so their queue has someone to answer.
    const member = await billing.member({ id: 7_777_002 });
    // A subscription, so plan changes, the portal and the return from Checkout have something to act on.
    const checkout = await billing.call('POST', '/api/create-checkout-session', { token: member.token, body: { subscriptionTier: 'pro' } });
    const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
    await fake.completeCheckout(sessionId);
    // A booking the member hires a musician for (payouts set up), its deposit due and its payment page open.
    const musician = await billing.member();
    const { url } = (await billing.call('POST', '/api/billing/payouts/onboarding', { token: musician.token })).body as { url: string };
    await fetch(url);
    await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ first_name: 'Ben' }) });
    await billing.call('POST', '/api/billing/payouts/sync', { token: musician.token });
    const bookingId = 6_000_000 + Math.floor(Math.random() * 1_000_000);
    const startsAt = new Date(Date.now() + 30 * 86_400_000);
    for (const [version, status] of [
      [1, 'offered'],
      [2, 'accepted'],
    ] as const) {
      await billing.publish(
        'jobs-events.booking.changed.v1',
        bookingId,
        {
          bookingId,
          hirerId: member.id,
          musicianId: musician.id,
          byId: null,
          status,
          role: 'Bass',
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
          feePence: 20_000,
          depositPence: 5_000,
          feeDuePence: null,
          version,
        },
        'jobs-events',
      );
    }
    const due = async () => (await billing.call('GET', `/api/billing/bookings/${bookingId}/payment`, { token: member.token })).body.charges?.length === 1;
    for (let i = 0; i < 200 && !(await due()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const page = await billing.call('POST', `/api/billing/bookings/${bookingId}/pay`, { token: member.token, body: { charge: 'deposit' } });
    expect(page.body).toEqual({ url: expect.any(String) });
    const paymentSession = new URL(page.body.url).pathname.split('/').pop()!;
    const fillPath = (route: RouteContract, name: string): string => {
      if (route.path.startsWith('/api/billing/bookings/:id') && name === 'id') return String(bookingId);
      throw new Error(`no id for ${route.path} :${name}`);
    };
    const realBody = (route: RouteContract) => {
      if (route.path === '/api/billing/sync') return { sessionId };
      if (route.path === '/api/billing/bookings/:id/pay') return { charge: 'deposit' };
      if (route.path === '/api/billing/bookings/:id/payment/sync') return { sessionId: paymentSession };
      return undefined;
    };

    const { failures, first, neverSucceeded } = await fuzzRoutes({
      baseUrl: billing.url,
      routes: BILLING_ROUTES.filter((route) => route.owner === 'billing'),
      token: member.token,
      fillPath,
      realBody,
      runs: RUNS,
      seed: SEED,
    });

    expect({ seed: SEED, failures, first }).toEqual({ seed: SEED, failures: [], first: [] });
    // The webhook answers only what Stripe signed (subscriptions.int-spec.ts sends it signed events).
    expect(neverSucceeded).toEqual(['POST /api/billing/webhook']);
    expect((await billing.call('GET', '/health')).status).toBe(200);
  }, 600_000);
});
