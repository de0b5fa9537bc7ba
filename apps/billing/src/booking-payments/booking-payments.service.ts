import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import {
  BillingErrorCode,
  PAYABLE_CHARGE_STATUSES,
  type BookingChargeKind,
  type BookingPayment,
  type BookingPaymentOutcome,
  type PayloadOf,
} from '@stave/contracts';
import { APP_CONFIG, Clock, Database, LOGGER, Outbox, domainError, type Queryable, type Transaction } from '@stave/platform';
import type { Acting } from '@stave/domain';
import type { BillingEnv } from '../config';
import { InvoicesService } from '../invoices/invoices.service';
import { PayoutsService } from '../payouts/payouts.service';
import { StripeBilling, providerTrouble } from '../subscriptions/stripe-billing';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { BookingPaymentsRepository, type BookingPaymentRow, type ChargeChange, type ChargeRow } from './booking-payments.repository';

const DAY_MS = 86_400_000;
// An off-session attempt that has not come back in this long (a crash between Stripe and the commit) is tried again,
// with the same idempotency key, so Stripe answers what it did the first time.
const STALE_ATTEMPT_MS = 10 * 60_000;
const BATCH = 20;
// What the hirer may still pay, or is on its way: the musician's money is not final while one of these is open.
const PENDING = new Set(['due', 'scheduled', 'held', 'open', 'processing', 'requires_action', 'failed']);
const UNPAID = new Set(['due', 'open', 'failed', 'requires_action', 'scheduled', 'held']);

const notFound = () => domainError(BillingErrorCode.BookingPaymentNotFound);
const LONDON_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
// YYYY-MM-DD of the London calendar day (an invoice's supply date).
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

// A booking's money through Stripe Connect (docs/bookings.md § Money). jobs-events owns the booking; this keeps what it
// announces (jobs-events.booking.changed.v1) and makes the charges agree with it (`settle`): a deposit to pay once
// accepted, the balance after the engagement (from the card saved with the deposit, unless an issue holds it), and on a
// cancellation the schedule's amount kept and the rest refunded. Every charge is a destination charge to the musician's
// Connect account with Stave's booking fee on top (`application_fee_amount`), made with an idempotency key. What Stripe
// says is read from Stripe (the webhook's body names what to read, no more), so events twice, late or in any order end
// in Stripe's state, and each outcome is announced once (billing.booking-payment.changed.v1) for jobs-events to apply.
@Injectable()
export class BookingPaymentsService {
  constructor(
    private readonly database: Database,
    private readonly payments: BookingPaymentsRepository,
    private readonly payouts: PayoutsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly invoices: InvoicesService,
    private readonly stripe: StripeBilling,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BillingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // ---- members' calls ---------------------------------------------------------------------------------

  async view(acting: Acting, bookingId: number, db: Queryable = this.database.pool): Promise<BookingPayment> {
    const row = await this.payments.find(db, bookingId);
    if (!row || (row.hirerId !== acting.ownerId && row.musicianId !== acting.ownerId)) throw notFound();
    const charges = await this.payments.charges(db, bookingId);
    return {
      bookingId,
      payeeReady: await this.payeeReady(db, row),
      bookingFeePercent: this.config.BOOKING_FEE_PERCENT,
      charges: charges.map((charge) => ({
        kind: charge.kind,
        status: charge.status,
        amountPence: charge.amountPence,
        bookingFeePence: charge.bookingFeePence,
        totalPence: charge.amountPence + charge.bookingFeePence,
        refundedPence: charge.refundedPence,
        dueAt: charge.dueAt?.toISOString() ?? null,
        paidAt: charge.paidAt?.toISOString() ?? null,
        failure: charge.failure,
        disputed: charge.disputeStatus,
      })),
      paidPence: paidShare(charges),
      cardSaved: row.paymentMethodId !== null,
    };
  }

  // The hirer pays a charge on Stripe's payment page (Checkout, payment mode: 3-D Secure handled there). One page per
  // charge while it is open (a second click gets the same page); the deposit's card is saved for the balance.
  async pay(acting: Acting, bookingId: number, kind: BookingChargeKind): Promise<{ url: string }> {
    const stripe = this.stripe.client;
    // The hirer's Stripe customer (made once, in its own transaction) before the booking is locked.
    const customerId = stripe ? (await this.subscriptions.customerFor(acting.ownerId)).stripeCustomerId! : null;
    const page = await this.database.transaction(async (tx): Promise<{ url: string } | 'paid'> => {
      const row = await this.payments.lock(tx, bookingId);
      if (!row || (row.hirerId !== acting.ownerId && row.musicianId !== acting.ownerId)) throw notFound();
      if (row.hirerId !== acting.ownerId) throw domainError(BillingErrorCode.NotHirer);
      const charge = (await this.payments.charges(tx, bookingId)).find((c) => c.kind === kind);
      if (!charge || !PAYABLE_CHARGE_STATUSES.includes(charge.status)) throw domainError(BillingErrorCode.NothingToPay);
      const destination = await this.destination(tx, row);
      if (!stripe) {
        // Test mode (no Stripe configured): paid at once, no money taken, as a plan is in test mode.
        await this.paid(tx, row, charge, { paymentIntentId: null, chargeId: null, transferId: null });
        return { url: `${this.appUrl()}/bookings/${bookingId}?payment=return` };
      }
      if (!destination) throw domainError(BillingErrorCode.PayeeNotReady);
      // The page already made, while it is open (a card declined there can be tried again on it).
      if (charge.checkoutSessionId) {
        const open = await stripe.checkout.sessions.retrieve(charge.checkoutSessionId).catch(providerTrouble);
        if (open.status === 'open' && open.url) return { url: open.url };
      }
      // A payment left waiting off-session (the bank wanted the hirer, or the card was refused) is cancelled first, so it
      // can never be completed beside the new page; one that succeeded after all is applied instead.
      if (charge.paymentIntentId) {
        const waiting = await stripe.paymentIntents.retrieve(charge.paymentIntentId).catch(providerTrouble);
        if (waiting.status === 'succeeded') {
          await this.applyIntentLocked(tx, row, charge, waiting);
          return 'paid';
        }
        if (waiting.status !== 'canceled') await stripe.paymentIntents.cancel(waiting.id).catch(providerTrouble);
      }
      const attempt = charge.attempt + 1;
      const description = `${kind === 'deposit' ? 'Deposit' : row.bookingStatus === 'cancelled' ? 'Cancellation fee' : 'Fee'}: ${row.role}, ${LONDON_DAY.format(row.startsAt)}`;
      const metadata = { stave_booking_id: String(bookingId), stave_charge: kind };
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            customer: customerId!,
            client_reference_id: String(acting.ownerId),
            line_items: [
              { quantity: 1, price_data: { currency: 'gbp', unit_amount: charge.amountPence + charge.bookingFeePence, product_data: { name: description } } },
            ],
            payment_intent_data: {
              transfer_data: { destination },
              application_fee_amount: charge.bookingFeePence,
              ...(kind === 'deposit' ? { setup_future_usage: 'off_session' as const } : {}),
              transfer_group: `booking-${bookingId}`,
              description,
              metadata,
            },
            metadata,
            success_url: `${this.appUrl()}/bookings/${bookingId}?payment=return&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${this.appUrl()}/bookings/${bookingId}?payment=cancelled`,
          },
          { idempotencyKey: `booking-${bookingId}-${kind}-checkout-${attempt}` },
        )
        .catch(providerTrouble);
      if (!session.url) throw domainError(BillingErrorCode.PaymentProviderUnavailable);
      await this.payments.updateCharge(
        tx,
        bookingId,
        kind,
        { status: 'open', attempt, checkoutSessionId: session.id, paymentIntentId: null },
        this.clock.now(),
      );
      return { url: session.url };
    });
    // Paid after all (applied and committed above): nothing is left to pay.
    if (page === 'paid') throw domainError(BillingErrorCode.NothingToPay);
    return page;
  }

  // Back from the payment page (which proves nothing): the session, if it is this booking's, read from Stripe now.
  async sync(acting: Acting, bookingId: number, sessionId: string): Promise<BookingPayment> {
    await this.view(acting, bookingId);
    const stripe = this.stripe.client;
    if (stripe) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'resource_missing') throw domainError(BillingErrorCode.CheckoutSessionNotFound);
        return providerTrouble(error);
      });
      if (session.metadata?.stave_booking_id !== String(bookingId)) throw domainError(BillingErrorCode.CheckoutSessionNotFound);
      await this.applySession(session);
    }
    return this.view(acting, bookingId);
  }

  // The payments team's queue (PAYMENTS_STAFF): disputed booking payments, oldest first.
  async disputes(memberId: number, status: 'open' | 'won' | 'lost') {
    if (!this.config.PAYMENTS_STAFF.includes(memberId)) throw domainError(BillingErrorCode.DisputesStaffOnly);
    const rows = await this.payments.disputes(status);
    return rows.map((row) => ({
      bookingId: row.bookingId,
      kind: row.kind,
      amountPence: row.disputedPence,
      status: row.disputeStatus,
      hirerId: row.hirerId,
      musicianId: row.musicianId,
      role: row.role,
      startsAt: row.startsAt.toISOString(),
      openedAt: row.disputeOpenedAt.toISOString(),
    }));
  }

  // The member's export: the money of every booking they are on, either side (Stripe's ids left out: keys to Stripe).
  async exportMember(db: Queryable, userId: number) {
    const rows = await this.payments.ofMember(db, userId);
    return Promise.all(
      rows.map(async (row) => ({
        bookingId: row.bookingId,
        side: row.hirerId === userId ? 'hirer' : 'musician',
        role: row.role,
        startsAt: row.startsAt.toISOString(),
        charges: (await this.payments.charges(db, row.bookingId)).map((charge) => ({
          kind: charge.kind,
          status: charge.status,
          amountPence: charge.amountPence,
          bookingFeePence: charge.bookingFeePence,
          refundedPence: charge.refundedPence,
          paidAt: charge.paidAt?.toISOString() ?? null,
          disputed: charge.disputeStatus,
        })),
      })),
    );
  }

  // The member erased: the money records stay (the other side's, and what the law keeps), without them; a balance can
  // no longer be taken from an erased hirer's card (Stripe deletes the customer with its cards).
  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    await this.payments.forget(tx, userId);
  }

  // ---- jobs-events' news -------------------------------------------------------------------------------

  async onBookingChanged(tx: Transaction, event: PayloadOf<'jobs-events.booking.changed.v1'>): Promise<void> {
    if (!(await this.payments.project(tx, event, this.clock.now()))) return;
    const row = (await this.payments.lock(tx, event.bookingId))!;
    await this.settle(tx, row);
  }

  // ---- Stripe's news -----------------------------------------------------------------------------------

  // Whether a verified event is a booking's (routed here by the webhook).
  static handles(event: Stripe.Event): boolean {
    if (event.type.startsWith('payment_intent.') || event.type.startsWith('charge.dispute.')) return true;
    return event.type.startsWith('checkout.session.') && (event.data.object as Stripe.Checkout.Session).mode === 'payment';
  }

  async onStripeEvent(event: Stripe.Event): Promise<void> {
    const stripe = this.stripe.stripe();
    if (event.type.startsWith('payment_intent.')) {
      const pi = await stripe.paymentIntents.retrieve((event.data.object as Stripe.PaymentIntent).id).catch(providerTrouble);
      await this.applyIntent(pi);
    } else if (event.type.startsWith('checkout.session.')) {
      const session = await stripe.checkout.sessions
        .retrieve((event.data.object as Stripe.Checkout.Session).id, { expand: ['payment_intent'] })
        .catch(providerTrouble);
      await this.applySession(session);
    } else if (event.type.startsWith('charge.dispute.')) {
      const dispute = await stripe.disputes.retrieve((event.data.object as Stripe.Dispute).id).catch(providerTrouble);
      await this.applyDispute(dispute);
    }
  }

  // ---- the balance job ---------------------------------------------------------------------------------

  // Balances due from a saved card (docs/bookings.md § Money): each attempt marked before Stripe is called, with a key
  // that names it, so a crash in between is retried as the same charge and never taken twice.
  async chargeDue(signal?: AbortSignal): Promise<number> {
    const stripe = this.stripe.client;
    if (!stripe) return 0;
    let charged = 0;
    for (;;) {
      if (signal?.aborted) return charged;
      const now = this.clock.now();
      const batch = await this.database.transaction(async (tx) => {
        const due = await this.payments.due(tx, now, new Date(now.getTime() - STALE_ATTEMPT_MS), BATCH);
        for (const charge of due) {
          const attempt = charge.status === 'scheduled' ? charge.attempt + 1 : charge.attempt;
          await this.payments.updateCharge(tx, charge.bookingId, charge.kind, { status: 'processing', attempt }, now);
        }
        return due.map((charge) => ({ ...charge, attempt: charge.status === 'scheduled' ? charge.attempt + 1 : charge.attempt }));
      });
      for (const { bookingId, kind, attempt } of batch) await this.chargeOffSession(stripe, bookingId, kind, attempt);
      charged += batch.length;
      if (batch.length < BATCH) return charged;
    }
  }

  private async chargeOffSession(stripe: Stripe, bookingId: number, kind: BookingChargeKind, attempt: number): Promise<void> {
    const row = await this.payments.find(this.database.pool, bookingId);
    const charge = (await this.payments.charges(this.database.pool, bookingId)).find((c) => c.kind === kind);
    if (!row || !charge || charge.status !== 'processing') return;
    const destination = await this.destination(this.database.pool, row);
    if (!destination || !row.customerId || !row.paymentMethodId) {
      await this.database.transaction(async (tx) => {
        const locked = (await this.payments.lock(tx, bookingId))!;
        const current = (await this.payments.charges(tx, bookingId)).find((c) => c.kind === kind)!;
        if (current.status !== 'processing') return;
        await this.failed(
          tx,
          locked,
          current,
          destination ? 'No card is saved for it: the hirer pays it on the booking' : 'The musician’s payouts account can’t take payments now',
        );
      });
      return;
    }
    const metadata = { stave_booking_id: String(bookingId), stave_charge: kind };
    try {
      const pi = await stripe.paymentIntents.create(
        {
          amount: charge.amountPence + charge.bookingFeePence,
          currency: 'gbp',
          customer: row.customerId,
          payment_method: row.paymentMethodId,
          off_session: true,
          confirm: true,
          transfer_data: { destination },
          application_fee_amount: charge.bookingFeePence,
          transfer_group: `booking-${bookingId}`,
          description: `${row.bookingStatus === 'cancelled' ? 'Cancellation fee' : 'Fee'}: ${row.role}, ${LONDON_DAY.format(row.startsAt)}`,
          metadata,
        },
        { idempotencyKey: `booking-${bookingId}-${kind}-offsession-${attempt}` },
      );
      await this.applyIntent(pi);
    } catch (error) {
      // A card refused, or the bank wanting the hirer (3-D Secure): the PaymentIntent the error carries says which.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        await this.applyIntent(error.payment_intent);
        return;
      }
      // Stripe unreachable: left processing, tried again with the same key once it is stale.
      this.logger.warn({ bookingId, kind, err: error }, 'off-session booking charge not made; tried again later');
    }
  }

  // ---- applying Stripe's state ---------------------------------------------------------------------------

  private async applySession(session: Stripe.Checkout.Session): Promise<void> {
    const pi = session.payment_intent;
    if (pi && typeof pi !== 'string') return this.applyIntent(pi);
    if (typeof pi === 'string') return this.applyIntent(await this.stripe.stripe().paymentIntents.retrieve(pi).catch(providerTrouble));
    if (session.status !== 'expired') return;
    // A page left to expire: the charge can be paid again.
    const bookingId = Number(session.metadata?.stave_booking_id);
    const kind = session.metadata?.stave_charge as BookingChargeKind | undefined;
    if (!bookingId || !kind) return;
    await this.database.transaction(async (tx) => {
      const row = await this.payments.lock(tx, bookingId);
      const charge = row && (await this.payments.charges(tx, bookingId)).find((c) => c.kind === kind);
      if (charge?.status === 'open' && charge.checkoutSessionId === session.id) {
        // A balance the saved card was to pay goes back to its schedule; anything else waits for the hirer again.
        const scheduled = charge.dueAt !== null && row!.paymentMethodId !== null && !row!.issueAt && charge.disputeStatus !== 'open';
        await this.payments.updateCharge(tx, bookingId, kind, { status: scheduled ? 'scheduled' : 'due' }, this.clock.now());
      }
    });
  }

  async applyIntent(pi: Stripe.PaymentIntent): Promise<void> {
    const bookingId = Number(pi.metadata?.stave_booking_id);
    const kind = pi.metadata?.stave_charge;
    if (!Number.isInteger(bookingId) || bookingId <= 0 || (kind !== 'deposit' && kind !== 'balance')) return;
    await this.database.transaction(async (tx) => {
      const row = await this.payments.lock(tx, bookingId);
      const charge = row && (await this.payments.charges(tx, bookingId)).find((c) => c.kind === kind);
      if (!row || !charge) {
        this.logger.warn({ bookingId, kind, paymentIntent: pi.id }, 'a payment for a booking charge billing does not know; ignored');
        return;
      }
      await this.applyIntentLocked(tx, row, charge, pi);
    });
  }

  private async applyIntentLocked(tx: Transaction, row: BookingPaymentRow, charge: ChargeRow, pi: Stripe.PaymentIntent): Promise<void> {
    const now = this.clock.now();
    if (pi.status === 'succeeded') {
      if (charge.status === 'paid') {
        if (charge.paymentIntentId === pi.id) return;
        // Paid twice (two pages, a late attempt): the second payment goes back in full.
        await this.stripe
          .stripe()
          .refunds.create(
            {
              payment_intent: pi.id,
              reverse_transfer: true,
              refund_application_fee: true,
              metadata: { stave_booking_id: String(row.bookingId), reason: 'duplicate' },
            },
            { idempotencyKey: `booking-${row.bookingId}-duplicate-${pi.id}` },
          )
          .catch(providerTrouble);
        this.logger.warn({ bookingId: row.bookingId, kind: charge.kind, paymentIntent: pi.id }, 'a booking charge paid twice: the second refunded');
        return;
      }
      if (pi.amount !== charge.amountPence + charge.bookingFeePence || pi.currency !== 'gbp') {
        this.logger.error(
          { bookingId: row.bookingId, kind: charge.kind, paymentIntent: pi.id, amount: pi.amount },
          'a booking payment of the wrong amount; not applied',
        );
        return;
      }
      const chargeId = typeof pi.latest_charge === 'string' ? pi.latest_charge : (pi.latest_charge?.id ?? null);
      const stripeCharge = chargeId ? await this.stripe.stripe().charges.retrieve(chargeId).catch(providerTrouble) : null;
      const transferId = typeof stripeCharge?.transfer === 'string' ? stripeCharge.transfer : (stripeCharge?.transfer?.id ?? null);
      if (charge.kind === 'deposit' && pi.setup_future_usage === 'off_session') {
        const customer = typeof pi.customer === 'string' ? pi.customer : pi.customer?.id;
        const method = typeof pi.payment_method === 'string' ? pi.payment_method : pi.payment_method?.id;
        if (customer && method) await this.payments.saveCard(tx, row.bookingId, customer, method);
      }
      await this.paid(tx, row, charge, { paymentIntentId: pi.id, chargeId, transferId });
      return;
    }
    // Another payment than the one the charge waits on (an old page's), or one for a charge no longer owed, changes nothing.
    if (
      charge.status === 'paid' ||
      charge.status === 'void' ||
      (charge.paymentIntentId !== null && charge.paymentIntentId !== pi.id && charge.status !== 'open')
    )
      return;
    const authenticate = pi.last_payment_error?.code === 'authentication_required' || (pi.status === 'requires_action' && charge.status === 'processing');
    if (authenticate && (pi.status === 'requires_payment_method' || pi.status === 'requires_action')) {
      // Off-session, the bank wants the hirer (3-D Secure): they pay it on the booking page.
      if (charge.status === 'requires_action' && charge.paymentIntentId === pi.id) return;
      await this.payments.updateCharge(tx, row.bookingId, charge.kind, { status: 'requires_action', paymentIntentId: pi.id, failure: null }, now);
      await this.announce(tx, row, charge.kind, 'failed', charge.amountPence, 'the hirer’s bank asks them to confirm it on the booking');
    } else if (pi.status === 'requires_payment_method' && pi.last_payment_error) {
      const reason = pi.last_payment_error.message ?? 'The card was declined';
      if (charge.status === 'failed' && charge.paymentIntentId === pi.id && charge.failure === reason) return;
      await this.payments.updateCharge(tx, row.bookingId, charge.kind, { paymentIntentId: pi.id }, now);
      await this.failed(tx, row, { ...charge, paymentIntentId: pi.id }, reason);
    } else if (pi.status === 'canceled' && charge.paymentIntentId === pi.id && charge.status !== 'failed') {
      await this.payments.updateCharge(tx, row.bookingId, charge.kind, { status: 'due' }, now);
    }
  }

  private async paid(
    tx: Transaction,
    row: BookingPaymentRow,
    charge: ChargeRow,
    at: Pick<ChargeRow, 'paymentIntentId' | 'chargeId' | 'transferId'>,
  ): Promise<void> {
    const now = this.clock.now();
    await this.payments.updateCharge(tx, row.bookingId, charge.kind, { ...at, status: 'paid', paidAt: now, failure: null }, now);
    await this.announce(tx, row, charge.kind, 'paid', charge.amountPence, null);
    await this.settle(tx, (await this.payments.lock(tx, row.bookingId))!);
  }

  private async failed(tx: Transaction, row: BookingPaymentRow, charge: ChargeRow, reason: string): Promise<void> {
    await this.payments.updateCharge(tx, row.bookingId, charge.kind, { status: 'failed', failure: reason }, this.clock.now());
    await this.announce(tx, row, charge.kind, 'failed', charge.amountPence, reason);
  }

  // A dispute opened on a booking's charge: the musician's share of it is taken back from their Connect balance (a
  // transfer reversal), so it is not paid out while Stave answers, and a scheduled balance is held. Won: the share goes
  // back to them; lost: it stays with the hirer's bank. Each step once (idempotency keys naming the dispute).
  private async applyDispute(dispute: Stripe.Dispute): Promise<void> {
    const piId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
    if (!piId) return;
    const found = await this.payments.chargeByIntent(this.database.pool, piId);
    if (!found) return;
    const stripe = this.stripe.stripe();
    await this.database.transaction(async (tx) => {
      const row = (await this.payments.lock(tx, found.bookingId))!;
      const charge = (await this.payments.charges(tx, found.bookingId)).find((c) => c.kind === found.kind)!;
      const now = this.clock.now();
      const share = Math.min(charge.amountPence, Math.round((dispute.amount * charge.amountPence) / (charge.amountPence + charge.bookingFeePence)));
      const closed = dispute.status === 'won' ? 'won' : dispute.status === 'lost' ? 'lost' : null;
      if (!charge.disputeId) {
        if (charge.transferId) {
          await stripe.transfers
            .createReversal(
              charge.transferId,
              { amount: share, metadata: { stave_booking_id: String(row.bookingId), dispute: dispute.id } },
              { idempotencyKey: `booking-${row.bookingId}-dispute-${dispute.id}-hold` },
            )
            .catch((error: unknown) => {
              // Already paid out to the musician's bank: Stripe debits the platform; the team sees it in the queue.
              if (error instanceof Stripe.errors.StripeInvalidRequestError) {
                this.logger.warn({ bookingId: row.bookingId, dispute: dispute.id, err: error }, 'disputed share could not be taken back from the musician');
                return null;
              }
              return providerTrouble(error);
            });
        }
        await this.payments.updateCharge(
          tx,
          row.bookingId,
          charge.kind,
          { disputeId: dispute.id, disputeStatus: 'open', disputedPence: share, disputeOpenedAt: now },
          now,
        );
        const balance = (await this.payments.charges(tx, row.bookingId)).find((c) => c.kind === 'balance');
        if (balance?.status === 'scheduled') await this.payments.updateCharge(tx, row.bookingId, 'balance', { status: 'held' }, now);
        await this.announce(tx, row, charge.kind, 'disputed', share, dispute.reason ?? null);
        charge.disputeStatus = 'open';
        charge.disputedPence = share;
      }
      if (closed && charge.disputeStatus === 'open') {
        if (closed === 'won' && charge.transferId && charge.chargeId && row.musicianId !== null) {
          const destination = await this.destination(tx, row);
          if (destination) {
            await stripe.transfers
              .create(
                {
                  amount: charge.disputedPence ?? share,
                  currency: 'gbp',
                  destination,
                  source_transaction: charge.chargeId,
                  transfer_group: `booking-${row.bookingId}`,
                },
                { idempotencyKey: `booking-${row.bookingId}-dispute-${dispute.id}-release` },
              )
              .catch(providerTrouble);
          }
        }
        await this.payments.updateCharge(tx, row.bookingId, charge.kind, { disputeStatus: closed }, now);
        await this.announce(tx, row, charge.kind, closed === 'won' ? 'dispute-won' : 'dispute-lost', charge.disputedPence ?? share, null);
      }
    });
  }

  // ---- making the charges agree with the booking -----------------------------------------------------------

  // Idempotent: run after every change of the booking or of a charge, it does only what is still missing.
  private async settle(tx: Transaction, row: BookingPaymentRow): Promise<void> {
    const now = this.clock.now();
    const charges = await this.payments.charges(tx, row.bookingId);
    const deposit = charges.find((c) => c.kind === 'deposit');
    const balance = charges.find((c) => c.kind === 'balance');
    const paid = paidShare(charges);
    switch (row.bookingStatus) {
      case 'accepted':
        if (row.depositPence > 0 && !deposit) await this.addCharge(tx, row, 'deposit', row.depositPence, 'due', null);
        return;
      case 'completed': {
        if (balance) {
          if (row.issueAt && balance.status === 'scheduled') await this.payments.updateCharge(tx, row.bookingId, 'balance', { status: 'held' }, now);
          return this.settleIfFinal(tx, row, row.feePence);
        }
        const rest = row.feePence - paid;
        if (rest <= 0) {
          // The deposit was the whole fee: paid in full at the end.
          if (await this.payments.markSettled(tx, row.bookingId, now)) {
            await this.announce(tx, row, 'balance', 'paid', 0, null);
            await this.invoice(tx, row, charges);
          }
          return;
        }
        const fromCard = row.paymentMethodId !== null && !row.issueAt && !disputed(charges);
        const dueAt = new Date(row.endsAt.getTime() + this.config.BOOKING_BALANCE_AFTER_DAYS * DAY_MS);
        await this.addCharge(tx, row, 'balance', rest, fromCard ? 'scheduled' : row.issueAt ? 'held' : 'due', fromCard ? dueAt : null);
        return;
      }
      case 'cancelled': {
        for (const charge of charges) {
          if (charge.kind === 'deposit' && UNPAID.has(charge.status)) await this.payments.updateCharge(tx, row.bookingId, charge.kind, { status: 'void' }, now);
        }
        const due = row.feeDuePence ?? 0;
        if (paid > due) {
          await this.refund(tx, row, charges, paid - due);
        } else if (paid < due && !balance) {
          const fromCard = row.paymentMethodId !== null && !disputed(charges);
          await this.addCharge(tx, row, 'balance', due - paid, fromCard ? 'scheduled' : 'due', fromCard ? now : null);
          return;
        }
        return this.settleIfFinal(tx, row, due);
      }
      default:
        return;
    }
  }

  // The musician's money is final (all of `target` paid, nothing pending): recorded once, when the invoice is made.
  private async settleIfFinal(tx: Transaction, row: BookingPaymentRow, target: number): Promise<void> {
    const charges = await this.payments.charges(tx, row.bookingId);
    if (target <= 0 || paidShare(charges) < target || charges.some((c) => PENDING.has(c.status) && c.kind === 'balance')) return;
    if (await this.payments.markSettled(tx, row.bookingId, this.clock.now())) await this.invoice(tx, row, charges);
  }

  // The musician's invoice to the hirer for what they kept (docs/bookings.md § Invoices and tax years), numbered in
  // this transaction. A side erased since has no one to invoice or be invoiced: none is made.
  private async invoice(tx: Transaction, row: BookingPaymentRow, charges: ChargeRow[]): Promise<void> {
    if (row.musicianId === null || row.hirerId === null) return;
    const cancelled = row.bookingStatus === 'cancelled';
    const lines = charges
      .filter((c) => c.status === 'paid' && c.amountPence > c.refundedPence)
      .map((c) => ({
        description: c.kind === 'deposit' ? `Deposit${cancelled ? ' (kept on cancellation)' : ''}` : cancelled ? 'Cancellation fee' : 'Balance of the fee',
        amountPence: c.amountPence - c.refundedPence,
      }));
    if (lines.length === 0) return;
    const paidAt = charges.reduce((latest, c) => (c.paidAt && c.paidAt > latest ? c.paidAt : latest), new Date(0));
    await this.invoices.issue(tx, {
      bookingId: row.bookingId,
      musicianId: row.musicianId,
      hirerId: row.hirerId,
      description: `${cancelled ? 'Cancelled engagement' : 'Engagement'}: ${row.role}, ${LONDON_DAY.format(row.startsAt)}`,
      supplyDate: LONDON_DATE.format(row.startsAt),
      paidAt,
      lines,
    });
  }

  // What is owed back to the hirer, from the latest payment first: each refund reverses the musician's transfer and
  // Stave's booking fee in proportion (Stave keeps its fee only on what the musician keeps). A charge under dispute is
  // left to the dispute.
  private async refund(tx: Transaction, row: BookingPaymentRow, charges: ChargeRow[], owed: number): Promise<void> {
    let left = owed;
    for (const charge of [...charges].sort((a, b) => (a.kind === 'balance' ? -1 : b.kind === 'balance' ? 1 : 0))) {
      const refundable = charge.status === 'paid' && charge.disputeStatus === null ? charge.amountPence - charge.refundedPence : 0;
      const share = Math.min(left, refundable);
      if (share <= 0) continue;
      const feeShare = Math.round((charge.bookingFeePence * share) / charge.amountPence);
      const sequence = charge.refunds + 1;
      if (this.stripe.client && charge.paymentIntentId) {
        await this.stripe.client.refunds
          .create(
            {
              payment_intent: charge.paymentIntentId,
              amount: share + feeShare,
              reverse_transfer: true,
              refund_application_fee: true,
              metadata: { stave_booking_id: String(row.bookingId), stave_charge: charge.kind },
            },
            { idempotencyKey: `booking-${row.bookingId}-${charge.kind}-refund-${sequence}` },
          )
          .catch(providerTrouble);
      }
      const change: ChargeChange = { refundedPence: charge.refundedPence + share, refunds: sequence };
      await this.payments.updateCharge(tx, row.bookingId, charge.kind, change, this.clock.now());
      await this.announce(tx, row, charge.kind, 'refunded', share, null);
      left -= share;
    }
  }

  private async addCharge(
    tx: Transaction,
    row: BookingPaymentRow,
    kind: BookingChargeKind,
    amount: number,
    status: ChargeRow['status'],
    dueAt: Date | null,
  ): Promise<void> {
    const bookingFee = Math.round((amount * this.config.BOOKING_FEE_PERCENT) / 100);
    await this.payments.addCharge(tx, { bookingId: row.bookingId, kind, amountPence: amount, bookingFeePence: bookingFee, status, dueAt }, this.clock.now());
  }

  private async announce(
    tx: Transaction,
    row: BookingPaymentRow,
    kind: BookingChargeKind,
    outcome: BookingPaymentOutcome,
    amountPence: number,
    reason: string | null,
  ): Promise<void> {
    const version = await this.payments.nextVersion(tx, row.bookingId);
    await this.outbox.add(tx, 'billing.booking-payment.changed.v1', row.bookingId, {
      bookingId: row.bookingId,
      kind,
      outcome,
      amountPence,
      reason,
      version,
      at: this.clock.now().toISOString(),
    });
  }

  // The musician's Connect account when it can take payments (charges and payouts enabled); null otherwise.
  private async destination(db: Queryable, row: BookingPaymentRow): Promise<string | null> {
    return row.musicianId === null ? null : this.payouts.destinationOf(row.musicianId, db);
  }

  private async payeeReady(db: Queryable, row: BookingPaymentRow): Promise<boolean> {
    return this.stripe.testMode || (await this.destination(db, row)) !== null;
  }

  private appUrl(): string {
    return this.config.PUBLIC_APP_URL.replace(/\/$/, '');
  }
}

// The musician's share paid and not refunded.
function paidShare(charges: ChargeRow[]): number {
  return charges.filter((c) => c.status === 'paid').reduce((sum, c) => sum + c.amountPence - c.refundedPence, 0);
}

const disputed = (charges: ChargeRow[]) => charges.some((c) => c.disputeStatus === 'open');
