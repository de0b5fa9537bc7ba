import type Stripe from 'stripe';

// The objects the fake keeps and answers, each a Pick of the SDK's own type: the compiler checks every
// field the fake writes against what the `stripe` package declares for the API version it pins
// (`2026-10-28.endive`: a subscription's period lives on its items, an invoice names its subscription
// under `parent.subscription_details`). Fields Stave never reads are left out rather than invented.

export type FakeCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'name' | 'metadata' | 'livemode' | 'description' | 'invoice_prefix'>;

// What Stripe answers for a customer deleted (`DELETE /v1/customers/:id`, and a later retrieve).
export type FakeDeletedCustomer = Stripe.DeletedCustomer;

export type FakePrice = Pick<
  Stripe.Price,
  'id' | 'object' | 'active' | 'created' | 'currency' | 'livemode' | 'lookup_key' | 'metadata' | 'nickname' | 'recurring' | 'type' | 'unit_amount'
> & { product: string };

export type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_end' | 'current_period_start' | 'metadata' | 'quantity' | 'subscription'
> & {
  price: FakePrice;
};

export type FakeSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'created'
  | 'currency'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'start_date'
  | 'status'
  | 'trial_end'
  | 'trial_start'
> & {
  customer: string;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: boolean; url: string };
};

export type FakeInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'next_payment_attempt'
  | 'number'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'total'
> & {
  customer: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Stripe.Metadata | null } };
};

export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'expires_at'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
> & {
  customer: string | null;
  subscription: string | null;
  // Kept for completing the session; Stripe shows them through line_items and subscription_data.
  price: string;
  trial_period_days: number | null;
  subscription_metadata: Stripe.Metadata;
};

export type FakePortalSession = Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'created' | 'livemode' | 'return_url' | 'url'> & { customer: string };

export type FakeEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
};

export type FakeObject = FakeCustomer | FakePrice | FakeSubscription | FakeInvoice | FakeCheckoutSession | FakePortalSession | FakeEvent;
