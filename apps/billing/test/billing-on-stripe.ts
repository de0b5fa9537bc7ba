import { ServiceWithMembers } from '@stave/platform/testing';
import { StripeFake } from '@stave/stripe-fake';
import { billingService } from '../src/app.module';

export interface BillingOnStripe {
  fake: StripeFake;
  billing: ServiceWithMembers;
  // The secret key billing runs with (a test's own SDK client may use it too).
  secretKey: string;
}

// Billing as in the cluster — its own database, Kafka, members arriving as identity's events — with the Stripe test
// server behind it (the two plans' prices, webhooks signed and retried quickly) and the server's webhooks pointed at
// billing. `name` keeps each suite's prices and secrets its own; `env` adds to billing's settings.
export async function startBillingOnStripe(name: string, env: Record<string, string> = {}): Promise<BillingOnStripe> {
  const webhookSecret = `whsec_${name}`;
  const secretKey = `sk_test_${name}`;
  const fake = await StripeFake.start({
    prices: [
      { id: `price_pro_${name}`, lookupKey: 'pro', unitAmount: 1499, nickname: 'Stave Pro' },
      { id: `price_business_${name}`, lookupKey: 'business', unitAmount: 2499, nickname: 'Stave Business' },
    ],
    webhookSecret,
    retryDelaysMs: [50, 200],
  });
  const billing = await ServiceWithMembers.start(billingService, {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO: `price_pro_${name}`,
    STRIPE_PRICE_BUSINESS: `price_business_${name}`,
    STRIPE_API_URL: fake.url,
    ...env,
  });
  fake.webhookUrl = `${billing.url}/api/billing/webhook`;
  return { fake, billing, secretKey };
}
