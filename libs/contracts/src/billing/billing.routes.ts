import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { BillingErrorCode } from '../error-codes';
import { DEGRADED_HEADER } from '../api/answers';
import {
  BillingSubscriptionSchema,
  BillingUsageSchema,
  CheckoutAnswerSchema,
  ChooseTierSchema,
  PortalAnswerSchema,
  WebhookReceiptSchema,
  SubscriptionChangeAnswerSchema,
  SyncSubscriptionSchema,
} from './billing.schemas';
import { PayoutAccountSchema, PayoutOnboardingSchema } from './payouts.schemas';
import {
  BookingDisputeSchema,
  BookingDisputesQuerySchema,
  BookingPaymentParamsSchema,
  BookingPaymentSchema,
  PayBookingAnswerSchema,
  PayBookingSchema,
  SyncBookingPaymentSchema,
} from './booking-payments.schemas';
import { z } from 'zod';

const billing = { owner: 'billing' as const, auth: 'required' as const };

export const BILLING = defineRoutes({
  checkout: {
    ...billing,
    method: 'POST',
    path: '/api/create-checkout-session',
    summary:
      'Start Checkout for pro or business: {url} of the payment page (a 3-month trial with a first subscription); with no payment provider configured, {testMode, message} and the change made at once',
    body: ChooseTierSchema,
    responses: { 200: CheckoutAnswerSchema },
    errors: [BillingErrorCode.CheckoutSessionNotFound, BillingErrorCode.PaymentProviderUnavailable, BillingErrorCode.UseCheckout],
  },
  changeSubscription: {
    ...billing,
    method: 'POST',
    path: '/api/user/subscription',
    summary:
      "Change plan: the current one answers 'No change'; free cancels at the end of the paid period; pro ↔ business changes the subscription with proration; a paid plan without a subscription answers 400 USE_CHECKOUT with useCheckout: true",
    body: ChooseTierSchema,
    responses: { 200: SubscriptionChangeAnswerSchema },
    errors: [BillingErrorCode.CheckoutSessionNotFound, BillingErrorCode.PaymentProviderUnavailable, BillingErrorCode.UseCheckout],
  },
  subscription: {
    ...billing,
    method: 'GET',
    path: '/api/billing/subscription',
    summary: 'Your plan: tier, status, trial end, current period end, cancel at period end, grace after a failed payment',
    responses: { 200: BillingSubscriptionSchema },
  },
  sync: {
    ...billing,
    method: 'POST',
    path: '/api/billing/sync',
    summary: 'Read your subscription from the payment provider now (on returning from Checkout), before its webhook arrives',
    body: SyncSubscriptionSchema,
    responses: { 200: BillingSubscriptionSchema },
    errors: [BillingErrorCode.CheckoutSessionNotFound, BillingErrorCode.PaymentProviderUnavailable],
  },
  portal: {
    ...billing,
    method: 'POST',
    path: '/api/billing/portal',
    summary: "The payment provider's billing portal (card, invoices, cancel): {url}",
    responses: { 200: PortalAnswerSchema },
    errors: [BillingErrorCode.NoBillingAccount, BillingErrorCode.PaymentProviderUnavailable],
  },
  usage: {
    owner: 'gateway',
    auth: 'required',
    method: 'GET',
    path: '/api/billing/usage',
    summary:
      "This month's job applications (jobs-events) and new conversations (messaging) against your plan's limits (-1 = unlimited), composed by the gateway; a part is null when its service is slow or down",
    responses: { 200: BillingUsageSchema },
    headers: [DEGRADED_HEADER],
  },
  webhook: {
    owner: 'billing',
    auth: 'none',
    method: 'POST',
    path: '/api/billing/webhook',
    // Its body is Stripe's signed event: nothing is read from it (no schema is applied) before the
    // signature over its raw bytes is verified, so an unsigned caller learns nothing about its shape.
    summary:
      "Stripe's events, verified against Stripe-Signature (5-minute tolerance, none from the future) before anything is read from the body; each applied once, in any order, by reading the subscription from Stripe",
    responses: { 200: WebhookReceiptSchema },
    errors: [BillingErrorCode.PaymentProviderUnavailable, BillingErrorCode.WebhookSignatureInvalid],
  },
  payouts: {
    ...billing,
    method: 'GET',
    path: '/api/billing/payouts',
    summary: 'Your payouts account (Stripe Connect): whether you can be paid through Stave, and what Stripe still needs',
    responses: { 200: PayoutAccountSchema },
  },
  payoutsOnboarding: {
    ...billing,
    method: 'POST',
    path: '/api/billing/payouts/onboarding',
    summary:
      "Open Stripe's onboarding for your payouts account (made on first use): {url, expiresAt} of a single-use page that returns to the payouts settings; call again for a fresh one",
    responses: { 200: PayoutOnboardingSchema },
    errors: [BillingErrorCode.PaymentProviderUnavailable],
  },
  payoutsSync: {
    ...billing,
    method: 'POST',
    path: '/api/billing/payouts/sync',
    summary: 'Read your payouts account from Stripe now (on returning from onboarding), before its webhook arrives',
    responses: { 200: PayoutAccountSchema },
    errors: [BillingErrorCode.PaymentProviderUnavailable],
  },
  bookingPayment: {
    ...billing,
    method: 'GET',
    path: '/api/billing/bookings/:id/payment',
    summary:
      "A booking's money, to its hirer or its musician: each charge (the deposit, the balance) with the musician's share, Stave's booking fee on top, and what was paid, refunded or disputed",
    params: BookingPaymentParamsSchema,
    responses: { 200: BookingPaymentSchema },
    errors: [BillingErrorCode.BookingPaymentNotFound],
    actAs: 'manage',
  },
  payBooking: {
    ...billing,
    method: 'POST',
    path: '/api/billing/bookings/:id/pay',
    summary:
      "The hirer pays the deposit or the balance on Stripe's payment page (3-D Secure there; the card is kept for the balance): {url} of the page, the same one while it is open",
    params: BookingPaymentParamsSchema,
    body: PayBookingSchema,
    responses: { 200: PayBookingAnswerSchema },
    errors: [
      BillingErrorCode.BookingPaymentNotFound,
      BillingErrorCode.NotHirer,
      BillingErrorCode.NothingToPay,
      BillingErrorCode.PayeeNotReady,
      BillingErrorCode.PaymentProviderUnavailable,
    ],
    actAs: 'manage',
  },
  syncBookingPayment: {
    ...billing,
    method: 'POST',
    path: '/api/billing/bookings/:id/payment/sync',
    summary: "Back from Stripe's payment page: the payment read from Stripe now, before its webhook arrives",
    params: BookingPaymentParamsSchema,
    body: SyncBookingPaymentSchema,
    responses: { 200: BookingPaymentSchema },
    errors: [BillingErrorCode.BookingPaymentNotFound, BillingErrorCode.CheckoutSessionNotFound, BillingErrorCode.PaymentProviderUnavailable],
    actAs: 'manage',
  },
  bookingDisputes: {
    ...billing,
    method: 'GET',
    path: '/api/billing/booking-disputes',
    summary: "The payments team's queue: bookings whose payment a hirer's bank disputed (the musician's payout held), oldest first",
    query: BookingDisputesQuerySchema,
    responses: { 200: z.array(BookingDisputeSchema) },
    errors: [BillingErrorCode.DisputesStaffOnly],
  },
});
export const BILLING_ROUTES: RouteContract[] = routeList(BILLING);
