import { z } from 'zod';
import { defineServiceEnv, envList } from '@stave/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
// Members named by id in the environment ("12,40"); none when unset.
const memberIds = () =>
  envList().pipe(
    z.array(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'member ids, comma-separated')
        .transform(Number),
    ),
  );

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
  // Bookings paid through Stave (docs/bookings.md § Money): Stave's booking fee, a percentage of each payment the hirer
  // pays on top of the musician's share; and how many days after the engagement's end the balance is taken from the
  // card saved with the deposit (unless an issue is raised first).
  BOOKING_FEE_PERCENT: z.coerce.number().min(0).max(20).default(4),
  BOOKING_BALANCE_AFTER_DAYS: positiveInt(3),
  // Member ids, comma-separated, who work the disputed booking payments (name the same members as SUPPORT_AGENTS).
  PAYMENTS_STAFF: memberIds(),
});
export type BillingEnv = z.infer<typeof BillingEnvSchema>;
