import { z } from 'zod';
import { BillingErrorCode, type ErrorDefinition } from '../error-codes';
import { BILLING_MESSAGES } from './billing.schemas';
import { BOOKING_PAYMENT_MESSAGES } from './booking-payments.constants';
import { INVOICE_MESSAGES } from './invoices.constants';

export const BILLING_ERRORS: Record<BillingErrorCode, ErrorDefinition> = {
  [BillingErrorCode.UseCheckout]: {
    kind: 'validation',
    message: BILLING_MESSAGES.useCheckout,
    extra: z.object({ useCheckout: z.literal(true).optional().describe('On a plan change: go through Checkout') }),
  },
  [BillingErrorCode.NoBillingAccount]: { kind: 'not_found', message: BILLING_MESSAGES.noBillingAccount },
  [BillingErrorCode.PaymentProviderUnavailable]: { kind: 'unavailable', message: BILLING_MESSAGES.providerUnavailable },
  [BillingErrorCode.WebhookSignatureInvalid]: { kind: 'validation', message: BILLING_MESSAGES.webhookSignatureInvalid },
  [BillingErrorCode.CheckoutSessionNotFound]: { kind: 'not_found', message: BILLING_MESSAGES.checkoutSessionNotFound },
  [BillingErrorCode.BookingPaymentNotFound]: { kind: 'not_found', message: 'Booking not found' },
  [BillingErrorCode.PayeeNotReady]: { kind: 'conflict', message: BOOKING_PAYMENT_MESSAGES.payeeNotReady },
  [BillingErrorCode.NothingToPay]: { kind: 'conflict', message: BOOKING_PAYMENT_MESSAGES.nothingToPay },
  [BillingErrorCode.NotHirer]: { kind: 'forbidden', message: BOOKING_PAYMENT_MESSAGES.notHirer },
  [BillingErrorCode.DisputesStaffOnly]: { kind: 'forbidden', message: BOOKING_PAYMENT_MESSAGES.disputesStaffOnly },
  [BillingErrorCode.InvoiceNotFound]: { kind: 'not_found', message: INVOICE_MESSAGES.notFound },
};
