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
    });
  });

  afterAll(async () => {
    await fake?.close();
    await billing?.stop();
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    const member = await billing.member();
    // A subscription, so plan changes, the portal and the return from Checkout have something to act on.
    const checkout = await billing.call('POST', '/api/create-checkout-session', { token: member.token, body: { subscriptionTier: 'pro' } });
    const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
    await fake.completeCheckout(sessionId);
    const fillPath = (route: RouteContract, name: string): string => {
      throw new Error(`no id for ${route.path} :${name}`);
    };
    const realBody = (route: RouteContract) => (route.path === '/api/billing/sync' ? { sessionId } : undefined);

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
