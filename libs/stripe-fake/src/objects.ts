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
  payment_intent: string | null;
  // Kept for completing the session; Stripe shows them through line_items and subscription_data
  // (a payment-mode session keeps what it charges under `payment`, its price being null).
  price: string | null;
  payment: { amount: number; name: string; intent: Record<string, unknown> } | null;
  trial_period_days: number | null;
  subscription_metadata: Stripe.Metadata;
};

export type FakePortalSession = Pick<Stripe.BillingPortal.Session, 'id' | 'object' | 'created' | 'livemode' | 'return_url' | 'url'> & { customer: string };

export type FakeEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'> & {
  /** Set on a Connect event: the connected account it is about. */
  account?: string;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
};

// ---- Connect and payments ----------------------------------------------------------------------------

export type FakeAccount = Pick<
  Stripe.Account,
  | 'id'
  | 'object'
  | 'business_type'
  | 'capabilities'
  | 'charges_enabled'
  | 'country'
  | 'created'
  | 'default_currency'
  | 'details_submitted'
  | 'email'
  | 'future_requirements'
  | 'metadata'
  | 'payouts_enabled'
  | 'requirements'
  | 'type'
> & { created: number };

export type FakeDeletedAccount = Stripe.DeletedAccount;

export type FakeLoginLink = Stripe.LoginLink;

export type FakeAccountLink = Pick<Stripe.AccountLink, 'object' | 'created' | 'expires_at' | 'url'>;

export type FakePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'application_fee_amount'
  | 'automatic_payment_methods'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'description'
  | 'last_payment_error'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method_types'
  | 'setup_future_usage'
  | 'status'
  | 'transfer_data'
  | 'transfer_group'
> & { customer: string | null; latest_charge: string | null; payment_method: string | null };

export type FakeRefund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'balance_transaction' | 'created' | 'currency' | 'metadata' | 'reason' | 'receipt_number' | 'status'
> & {
  charge: string;
  payment_intent: string | null;
  transfer_reversal: string | null;
  source_transfer_reversal: string | null;
};

export type FakeCharge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'application_fee_amount'
  | 'balance_transaction'
  | 'captured'
  | 'created'
  | 'currency'
  | 'description'
  | 'disputed'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'receipt_url'
  | 'refunded'
  | 'status'
  | 'transfer_data'
  | 'transfer_group'
> & {
  application_fee: string | null;
  customer: string | null;
  payment_intent: string | null;
  payment_method: string | null;
  refunds: { object: 'list'; data: FakeRefund[]; has_more: boolean; url: string };
  transfer?: string;
};

export type FakeTransferReversal = Pick<
  Stripe.TransferReversal,
  'id' | 'object' | 'amount' | 'balance_transaction' | 'created' | 'currency' | 'destination_payment_refund' | 'metadata'
> & { source_refund: string | null; transfer: string };

export type FakeTransfer = Pick<
  Stripe.Transfer,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_reversed'
  | 'balance_transaction'
  | 'created'
  | 'currency'
  | 'description'
  | 'livemode'
  | 'metadata'
  | 'reversed'
  | 'transfer_group'
> & {
  destination: string;
  destination_payment: string;
  source_transaction: string | null;
  reversals: { object: 'list'; data: FakeTransferReversal[]; has_more: boolean; url: string };
};

export type FakeFeeRefund = Pick<Stripe.FeeRefund, 'id' | 'object' | 'amount' | 'balance_transaction' | 'created' | 'currency' | 'metadata'> & { fee: string };

export type FakeApplicationFee = Pick<
  Stripe.ApplicationFee,
  'id' | 'object' | 'amount' | 'amount_refunded' | 'balance_transaction' | 'created' | 'currency' | 'livemode' | 'refunded'
> & {
  account: string;
  application: string;
  charge: string;
  originating_transaction: string | null;
  refunds: { object: 'list'; data: FakeFeeRefund[]; has_more: boolean; url: string };
};

export type FakePayout = Pick<
  Stripe.Payout,
  | 'id'
  | 'object'
  | 'amount'
  | 'arrival_date'
  | 'automatic'
  | 'balance_transaction'
  | 'created'
  | 'currency'
  | 'description'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'method'
  | 'source_type'
  | 'statement_descriptor'
  | 'status'
  | 'type'
> & { destination: string };

export type FakeDispute = Pick<
  Stripe.Dispute,
  'id' | 'object' | 'amount' | 'created' | 'currency' | 'is_charge_refundable' | 'livemode' | 'metadata' | 'reason' | 'status'
> & {
  charge: string;
  payment_intent: string | null;
  // The evidence given so far (Stripe's `evidence` has every field, null until given).
  evidence: Record<string, string | null>;
  evidence_details: Pick<Stripe.Dispute.EvidenceDetails, 'due_by' | 'has_evidence' | 'past_due' | 'submission_count'>;
};

export type FakePaymentMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'created' | 'livemode' | 'metadata' | 'type'> & {
  customer: string | null;
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'exp_month' | 'exp_year' | 'last4' | 'country' | 'funding'>;
};

export type FakeBalance = Pick<Stripe.Balance, 'object' | 'available' | 'pending' | 'livemode'>;

// What a Connect event about a deauthorized account carries.
export type FakeApplication = Pick<Stripe.Application, 'id' | 'object' | 'name'>;

export type FakeObject =
  | FakeCustomer
  | FakePrice
  | FakeSubscription
  | FakeInvoice
  | FakeCheckoutSession
  | FakePortalSession
  | FakeEvent
  | FakeAccount
  | FakePaymentIntent
  | FakeCharge
  | FakeRefund
  | FakeTransfer
  | FakeApplicationFee
  | FakePayout
  | FakeDispute
  | FakePaymentMethod
  | FakeApplication;
