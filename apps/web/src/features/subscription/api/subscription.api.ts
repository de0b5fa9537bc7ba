// Billing (the checkout and subscription calls;: the plan, the return from Checkout,
// the portal). Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { BillingSubscription, BillingUsage, CheckoutAnswer, SubscriptionChangeAnswer, SubscriptionTier } from '@stave/contracts';
import { BILLING } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const subscriptionSchema = async () => (await import('@stave/contracts/billing')).BillingSubscriptionSchema;
const checkoutSchema = async () => (await import('@stave/contracts/billing')).CheckoutAnswerSchema;
const changeSchema = async () => (await import('@stave/contracts/billing')).SubscriptionChangeAnswerSchema;
const portalSchema = async () => (await import('@stave/contracts/billing')).PortalAnswerSchema;
const usageSchema = async () => (await import('@stave/contracts/billing')).BillingUsageSchema;

export const fetchSubscription = (signal?: AbortSignal): Promise<BillingSubscription> => apiData(BILLING.subscription, subscriptionSchema, { signal });

export const startCheckout = async (subscriptionTier: SubscriptionTier): Promise<CheckoutAnswer> =>
  apiData(BILLING.checkout, checkoutSchema, { body: { subscriptionTier } });

export const changeSubscription = async (subscriptionTier: SubscriptionTier): Promise<SubscriptionChangeAnswer> =>
  apiData(BILLING.changeSubscription, changeSchema, { body: { subscriptionTier } });

// Back from Checkout: the plan read from the payment provider now, not when its webhook arrives.
export const syncSubscription = async (sessionId: string | null): Promise<BillingSubscription> =>
  apiData(BILLING.sync, subscriptionSchema, { body: sessionId ? { sessionId } : {} });

// This month's counts against the plan's limits, composed by the gateway from the services that keep them.
export const fetchUsage = (signal?: AbortSignal): Promise<BillingUsage> => apiData(BILLING.usage, usageSchema, { signal });

export const openPortal = async (): Promise<string> => (await apiData(BILLING.portal, portalSchema)).url;
