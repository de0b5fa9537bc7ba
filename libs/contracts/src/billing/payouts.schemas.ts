import { z } from 'zod';
import { PAYOUT_STATUSES } from './payouts.constants';

// Payouts (docs/bookings.md § Money): a member who wants to be paid through Stave onboards with Stripe as a Connect
// Express account. Stave keeps what Stripe says of it, read from Stripe (never from the browser).

export const PayoutRequirementsSchema = z.object({
  currentlyDue: z.array(z.string()),
  pastDue: z.array(z.string()),
  pendingVerification: z.array(z.string()),
  currentDeadline: z.iso.datetime({ offset: true }).nullable(),
  disabledReason: z.string().nullable(),
});

export const PayoutAccountSchema = z.object({
  status: z
    .enum(PAYOUT_STATUSES)
    .describe(
      'none: never set up; onboarding: details not yet submitted; restricted: Stripe needs more (see requirements); active: charges and payouts enabled; disconnected: the account left Stave',
    ),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  requirements: PayoutRequirementsSchema,
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

export const PayoutOnboardingSchema = z.object({
  url: z.url().describe("Stripe's onboarding page: single use, valid a few minutes; it returns to the payouts settings"),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PayoutOnboarding = z.infer<typeof PayoutOnboardingSchema>;
