// Billing (the checkout and subscription calls: the plan, the return from Checkout, the portal), through the typed
// client (lib/api-route.ts).
import type { BillingSubscription, BillingUsage, CheckoutAnswer, SubscriptionChangeAnswer, SubscriptionTier } from '@stave/contracts';
import { BILLING_PATHS as B } from '@stave/contracts/paths/billing';
import { callRoute } from '@/lib/api-route';

const billing = async () => (await import('@stave/contracts/billing')).BILLING;

export const fetchSubscription = async (signal?: AbortSignal): Promise<BillingSubscription> => (await callRoute(B.subscription, { signal }, billing)).data;

export const startCheckout = async (subscriptionTier: SubscriptionTier): Promise<CheckoutAnswer> =>
  (await callRoute(B.checkout, { body: { subscriptionTier } }, billing)).data;

export const changeSubscription = async (subscriptionTier: SubscriptionTier): Promise<SubscriptionChangeAnswer> =>
  (await callRoute(B.changeSubscription, { body: { subscriptionTier } }, billing)).data;

// Back from Checkout: the plan read from the payment provider now, not when its webhook arrives.
export const syncSubscription = async (sessionId: string | null): Promise<BillingSubscription> =>
  (await callRoute(B.sync, { body: sessionId ? { sessionId } : {} }, billing)).data;

// This month's counts against the plan's limits, composed by the gateway from the services that keep them.
export const fetchUsage = async (signal?: AbortSignal): Promise<BillingUsage> => (await callRoute(B.usage, { signal }, billing)).data;

export const openPortal = async (): Promise<string> => (await callRoute(B.portal, {}, billing)).data.url;
