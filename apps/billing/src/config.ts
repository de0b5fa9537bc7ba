import { z } from 'zod';
import { defineServiceEnv } from '@stave/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const BillingEnvSchema = defineServiceEnv({
  // Without a secret key billing runs in test mode: a chosen plan applies at once, no payment.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret').optional(),
  // The monthly prices of the two paid plans, by Stripe price id.
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_BUSINESS: z.string().optional(),
  // Another Stripe API server than api.stripe.com: the Stripe test server (libs/stripe-fake).
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Checkout and the portal send the member back here.
  PUBLIC_APP_URL: z.url().default('http://localhost:3000'),
  // A renewal that fails keeps the tier this many days from the failed renewal while Stripe retries.
  PAYMENT_GRACE_DAYS: positiveInt(7),
});
export type BillingEnv = z.infer<typeof BillingEnvSchema>;
