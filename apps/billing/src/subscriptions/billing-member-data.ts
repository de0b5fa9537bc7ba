import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { type Queryable, type Transaction } from '@stave/platform';
import { MemberData, type MemberExportPart } from '@stave/domain';
import { AccountsRepository } from './accounts.repository';
import { BookingPaymentsService } from '../booking-payments/booking-payments.service';
import { InvoicesService } from '../invoices/invoices.service';
import { PayoutsService } from '../payouts/payouts.service';
import { StripeBilling } from './stripe-billing';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

// Stripe counts in the currency's minor unit; the export shows '14.99' (or '1500' for a zero-decimal currency).
function majorUnits(minor: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

// Data rights for billing (docs/billing.md § Data rights). Billing keeps one row per member (billing_accounts); their
// subscriptions and invoices are Stripe's, read from Stripe for the export. Erasure deletes the Stripe customer, then
// the row. Stripe's ids are left out of the export as out of every answer (docs/reliability.md#excessive-exposure): they are keys to the
// account at Stripe, not something the member gave or can use.
@Injectable()
export class BillingMemberData extends MemberData {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly stripe: StripeBilling,
    private readonly payouts: PayoutsService,
    private readonly bookingInvoices: InvoicesService,
    private readonly bookingPayments: BookingPaymentsService,
  ) {
    super();
  }

  async exportMember(db: Queryable, userId: number): Promise<MemberExportPart> {
    const account = await this.accounts.forExport(db, userId);
    const customerId = this.stripe.client ? account?.stripeCustomerId : null;
    const bookingInvoices = await this.bookingInvoices.exportMember(db, userId);
    return {
      sections: {
        subscription: account && {
          plan: account.tier,
          status: account.status,
          currentPeriodEnd: iso(account.currentPeriodEnd),
          trialEndsAt: iso(account.trialEndsAt),
          cancelAtPeriodEnd: account.cancelAtPeriodEnd,
          graceUntil: iso(account.graceUntil),
          trialUsed: account.trialUsed,
          paidBefore: account.paidBefore,
          lastCheckedWithStripeAt: iso(account.syncedAt),
          createdAt: iso(account.createdAt),
          updatedAt: iso(account.updatedAt),
        },
        subscriptionHistory: customerId ? await this.subscriptionsAtStripe(customerId) : [],
        invoices: customerId ? await this.invoicesAtStripe(customerId) : [],
        payoutsAccount: await this.payouts.exportMember(db, userId),
        // Invoices for bookings paid through Stave, as issued, on either side (docs/bookings.md § Invoices and tax years).
        invoiceDetails: bookingInvoices.details,
        bookingInvoices: bookingInvoices.invoices,
        // The money of bookings paid through Stave, either side (docs/bookings.md § Money).
        bookingPayments: await this.bookingPayments.exportMember(db, userId),
      },
      files: [],
    };
  }

  // Stripe first, then the row, in the event's transaction: a failure at Stripe rolls back and the event is tried
  // again with the row (and the customer id) still there. A customer Stripe no longer has (deleted by an earlier
  // attempt whose transaction then failed, or by hand) is already what erasure wants.
  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    await this.payouts.eraseMember(tx, userId);
    // Their invoice details go; invoices they are on stay as the other party's record (docs/privacy.md).
    await this.bookingInvoices.eraseMember(tx, userId);
    await this.bookingPayments.eraseMember(tx, userId);
    const account = await this.accounts.lockExisting(tx, userId);
    if (!account) return;
    if (account.stripeCustomerId) await this.deleteCustomer(account.stripeCustomerId);
    await this.accounts.erase(tx, userId);
  }

  // Stripe deletes the customer (name, Stave's member id and username in its metadata, payment methods) and cancels
  // its subscriptions at once; the webhooks that follow find no row and change nothing. Stripe keeps the invoices.
  private async deleteCustomer(customerId: string): Promise<void> {
    // Without a key (test mode) the customer cannot be reached: the event fails and is dead-lettered rather than leave
    // the customer at Stripe with nothing here pointing to it.
    if (!this.stripe.client) throw new Error('billing: a member with a Stripe customer cannot be erased in test mode (no STRIPE_SECRET_KEY)');
    try {
      await this.stripe.client.customers.del(customerId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
      throw error;
    }
  }

  private async subscriptionsAtStripe(customerId: string) {
    const rows = [];
    for await (const subscription of this.stripe.stripe().subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
      const item = subscription.items.data[0];
      rows.push({
        plan: this.stripe.tierOfPrice(item?.price.id ?? '') ?? item?.price.nickname ?? null,
        status: subscription.status,
        startedAt: fromUnix(subscription.start_date),
        trialStart: fromUnix(subscription.trial_start),
        trialEnd: fromUnix(subscription.trial_end),
        currentPeriodStart: fromUnix(item?.current_period_start),
        currentPeriodEnd: fromUnix(item?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        canceledAt: fromUnix(subscription.canceled_at),
        endedAt: fromUnix(subscription.ended_at),
      });
    }
    return rows;
  }

  // The invoices' particulars only: Stripe holds the card, billing never sees it.
  private async invoicesAtStripe(customerId: string) {
    const rows = [];
    for await (const invoice of this.stripe.stripe().invoices.list({ customer: customerId, limit: 100 })) {
      rows.push({
        number: invoice.number,
        status: invoice.status,
        reason: invoice.billing_reason,
        currency: invoice.currency.toUpperCase(),
        total: majorUnits(invoice.total, invoice.currency),
        amountPaid: majorUnits(invoice.amount_paid, invoice.currency),
        amountDue: majorUnits(invoice.amount_due, invoice.currency),
        createdAt: fromUnix(invoice.created),
        periodStart: fromUnix(invoice.period_start),
        periodEnd: fromUnix(invoice.period_end),
      });
    }
    return rows;
  }
}
