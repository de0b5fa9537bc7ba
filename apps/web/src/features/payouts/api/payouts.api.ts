// Payouts accounts (docs/bookings.md § Money): the member's Stripe Connect account as billing holds it, Stripe's
// onboarding page, and reading it from Stripe on return. Answers are checked against the contracts' schemas, loaded on
// demand (lib/api-json.ts).
import type { PayoutAccount, PayoutOnboarding } from '@stave/contracts';
import { BILLING } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const accountSchema = async () => (await import('@stave/contracts/billing')).PayoutAccountSchema;
const onboardingSchema = async () => (await import('@stave/contracts/billing')).PayoutOnboardingSchema;

export const fetchPayoutAccount = (signal?: AbortSignal): Promise<PayoutAccount> => apiData(BILLING.payouts, accountSchema, { signal });
export const startOnboarding = (): Promise<PayoutOnboarding> => apiData(BILLING.payoutsOnboarding, onboardingSchema);
export const syncPayoutAccount = (): Promise<PayoutAccount> => apiData(BILLING.payoutsSync, accountSchema);
