import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';
import { DAY, StripeError, asMetadata, asString, clone, id, listOf, missing, required, type Params } from './common';
import { Connect } from './connect';
import type {
  FakeAccount,
  FakeCheckoutSession,
  FakeCustomer,
  FakeDeletedCustomer,
  FakeEvent,
  FakeDispute,
  FakeInvoice,
  FakeObject,
  FakePaymentIntent,
  FakePayout,
  FakePortalSession,
  FakePrice,
  FakeSubscription,
} from './objects';
import { checkoutPage, portalPage } from './pages';

// A Stripe-compatible test server: the one stand-in the project allows for an external paid API (no
// Stripe API server can be installed here). The real `stripe` SDK talks to it over HTTP
// (`new Stripe(key, fake.sdkOptions())`): form-encoded bodies, `Idempotency-Key` honoured as Stripe does,
// Stripe's error shape. It keeps customers, prices, Checkout Sessions (with a page a browser completes),
// subscriptions (trials, period ends, cancel at period end, price changes with proration), invoices, the
// billing portal, and the events it sends to a webhook signed with Stripe's scheme — at once, or held so a
// test can deliver them twice, out of order, late or never. Its clock moves only when told
// (`advanceTime`), which runs trial ends, renewals, failed payments and their retries in order. Connect
// (Express accounts, destination charges, refunds, transfers, payouts, disputes) lives in `connect.ts`.
// docs/billing.md § The Stripe test server.

export interface StripeFakeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The prices it offers, by id and lookup key (amounts in the currency's minor unit). */
  prices: Array<{ id: string; lookupKey: string; unitAmount: number; currency?: string; nickname?: string }>;
  /** Where events are POSTed (may be set later with `webhookUrl`). */
  webhookUrl?: string;
  webhookSecret: string;
  /** Waits between delivery attempts of one event; Stripe's span three days, tests want milliseconds. */
  retryDelaysMs?: number[];
}

export type DeliveryMode = 'immediate' | 'hold';

export interface Delivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number | 'network-error';
}

const TRIAL_WILL_END_BEFORE = 3 * DAY;
/** Failed renewals are retried this many times, then the subscription is canceled (Stripe's default). */
const PAYMENT_ATTEMPTS = 4;
const RETRY_AFTER = 3 * DAY;
const API_VERSION = '2026-10-28.endive';

/** A month later, as Stripe bills: the same day of the next month, or its last day. */
export function addMonth(unixSeconds: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

export class StripeFake {
  /** Where events go; null holds them all. */
  webhookUrl: string | null;
  delivery: DeliveryMode = 'immediate';
  readonly deliveries: Delivery[] = [];

  private readonly customers = new Map<string, FakeCustomer>();
  // Deleted customers: a retrieve answers `{ id, object, deleted: true }`, anything else 404 as Stripe does.
  private readonly deletedCustomers = new Set<string>();
  // The last invoice number given per customer (`<invoice_prefix>-0001`, …: Stripe's customer-level sequence).
  private readonly invoiceNumbers = new Map<string, number>();
  private readonly prices = new Map<string, FakePrice>();
  private readonly sessions = new Map<string, FakeCheckoutSession>();
  private readonly subscriptions = new Map<string, FakeSubscription>();
  private readonly invoices = new Map<string, FakeInvoice>();
  private readonly portals = new Map<string, FakePortalSession>();
  private readonly events: FakeEvent[] = [];
  private readonly heldEvents: FakeEvent[] = [];
  private readonly declining = new Set<string>();
  private readonly authenticating = new Set<string>();
  private readonly connect: Connect;
  private readonly trialReminded = new Set<string>();
  private readonly pendingProration = new Map<string, number>();
  private readonly idempotency = new Map<string, { params: string; status: number; body: string }>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly signer = new Stripe('sk_test_signer');
  private offset = 0;
  private failing = 0;
  private server!: Server;
  url = '';

  private constructor(private readonly options: StripeFakeOptions) {
    this.webhookUrl = options.webhookUrl ?? null;
    this.connect = new Connect({
      url: () => this.url,
      now: () => this.now(),
      emit: (type, object, previous, account) => this.emit(type, object, previous, account),
      customer: (customerId, param) => {
        const customer = this.customers.get(customerId);
        if (!customer) throw missing('customer', customerId, param);
        return customer;
      },
      cardTrouble: (customerId) => (this.declining.has(customerId) ? 'decline' : this.authenticating.has(customerId) ? 'authentication' : null),
      sessions: this.sessions,
    });
    for (const price of options.prices) {
      this.prices.set(price.id, {
        id: price.id,
        object: 'price',
        active: true,
        created: this.now(),
        currency: price.currency ?? 'gbp',
        livemode: false,
        lookup_key: price.lookupKey,
        metadata: {},
        nickname: price.nickname ?? price.lookupKey,
        product: `prod_${price.lookupKey}`,
        recurring: { interval: 'month', interval_count: 1, meter: null, usage_type: 'licensed', trial_period_days: null },
        type: 'recurring',
        unit_amount: price.unitAmount,
      });
    }
  }

  static async start(options: StripeFakeOptions): Promise<StripeFake> {
    const fake = new StripeFake(options);
    fake.server = createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
    const { address, port } = fake.server.address() as AddressInfo;
    fake.url = `http://${address}:${port}`;
    return fake;
  }

  /** Options for `new Stripe(key, …)` that point the SDK here. */
  sdkOptions(): { host: string; port: number; protocol: 'http'; maxNetworkRetries: number } {
    const { address, port } = this.server.address() as AddressInfo;
    return { host: address, port, protocol: 'http', maxNetworkRetries: 2 };
  }

  async close(): Promise<void> {
    await this.settle();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The fake's clock, in Unix seconds. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  /** Every event sent so far, oldest first. */
  allEvents(): FakeEvent[] {
    return this.events.map(clone);
  }

  /** Events waiting while `delivery` is 'hold' (or no webhook is set), oldest first. */
  held(): FakeEvent[] {
    return this.heldEvents.map(clone);
  }

  /** Forgets the held events: Stripe never delivers them. */
  dropHeld(): void {
    this.heldEvents.length = 0;
  }

  /** Delivers the held events (`reverse`: newest first), each `times` times, one after the other. */
  async deliverHeld(options: { order?: 'created' | 'reverse'; times?: number } = {}): Promise<void> {
    const events = this.heldEvents.splice(0);
    if (options.order === 'reverse') events.reverse();
    for (const event of events) for (let i = 0; i < (options.times ?? 1); i++) await this.deliver(event);
  }

  /** Waits for the deliveries under way, retries included. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** A `Stripe-Signature` header for a payload, as Stripe signs (`timestamp`: Unix seconds, default now). */
  sign(payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret, timestamp });
  }

  /** Card payments for this customer are declined (Checkout refuses; renewals fail; a PaymentIntent's
   * confirm answers `card_declined`) until told otherwise. `'authentication_required'`: its payments ask
   * for 3-D Secure instead (requires_action on session; off session the `authentication_required`
   * decline); renewals are not affected. `false` lifts either. */
  declinePayments(customerId: string, decline: boolean | 'authentication_required' = true): void {
    this.declining.delete(customerId);
    this.authenticating.delete(customerId);
    if (decline === 'authentication_required') this.authenticating.add(customerId);
    else if (decline) this.declining.add(customerId);
  }

  // ---- Connect test hooks (src/connect.ts) ----------------------------------------------------------

  /** Requirements come back on a connected account: charges and payouts disabled, `account.updated`. */
  requireMore(accountId: string, fields: string[]): FakeAccount {
    return this.connect.requireMore(accountId, fields);
  }

  /** The account disconnects the platform: `account.application.deauthorized` (a Connect event). */
  deauthorize(accountId: string): void {
    this.connect.deauthorize(accountId);
  }

  /** Pays out a connected account's available balance now: `payout.created`, `payout.paid` (or `payout.failed`). */
  payout(accountId: string): FakePayout | null {
    return this.connect.payout(accountId);
  }

  /** The account's payouts fail (`payout.failed`, the money back in its balance) until told otherwise. */
  failPayouts(accountId: string, fail = true): void {
    this.connect.failPayouts(accountId, fail);
  }

  /** A connected account's available balance, in minor units. */
  balanceOf(accountId: string): number {
    return this.connect.balanceOf(accountId);
  }

  /** The cardholder disputes a charge: `charge.dispute.created` (status needs_response). */
  dispute(chargeId: string, options: { reason?: string; amount?: number } = {}): FakeDispute {
    return this.connect.dispute(chargeId, options);
  }

  /** The dispute is decided: `charge.dispute.closed`, status won or lost. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): FakeDispute {
    return this.connect.closeDispute(disputeId, outcome);
  }

  /** Completes (or fails) a PaymentIntent's 3-D Secure step, as its authentication page does. */
  authenticate(paymentIntentId: string, succeed = true): FakePaymentIntent {
    return this.connect.authenticate(paymentIntentId, succeed);
  }

  /** A page where a browser pays a PaymentIntent (Pay, Pay (3-D Secure), Decline), then goes to `returnUrl`. */
  paymentPageUrl(paymentIntentId: string, returnUrl?: string): string {
    return this.connect.paymentPageUrl(paymentIntentId, returnUrl);
  }

  /** Pays a payment-mode Checkout Session as its page's buttons do: 'pay', 'pay-3ds' (then `authenticate`)
   * or 'decline'; answers its PaymentIntent. */
  payCheckout(sessionId: string, how: 'pay' | 'pay-3ds' | 'decline' = 'pay'): FakePaymentIntent {
    const session = this.find(this.sessions, 'checkout.session', sessionId);
    if (session.mode !== 'payment') throw new StripeError(400, 'invalid_request_error', 'This Checkout Session is not in payment mode.');
    const card = how === 'pay' ? 'pm_card_visa' : how === 'pay-3ds' ? 'pm_card_authenticationRequired' : 'pm_card_chargeDeclined';
    return clone(this.connect.payCheckout(session, card));
  }

  /** Pays a Checkout Session as its page's button does; answers the subscription it starts. */
  async completeCheckout(sessionId: string): Promise<FakeSubscription> {
    return clone(this.complete(sessionId));
  }

  private complete(sessionId: string): FakeSubscription {
    const session = this.sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    if (session.status !== 'open') throw new StripeError(400, 'invalid_request_error', `This Checkout Session is ${session.status}.`);
    if (session.mode !== 'subscription' || !session.price) throw new StripeError(400, 'invalid_request_error', 'Pay a payment-mode session with payCheckout.');
    const customer = session.customer ? this.find(this.customers, 'customer', session.customer) : this.createCustomer({});
    if (this.declining.has(customer.id)) throw new StripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
    const subscription = this.startSubscription(customer.id, session.price, session.trial_period_days, session.subscription_metadata);
    session.customer = customer.id;
    session.subscription = subscription.id;
    session.status = 'complete';
    session.payment_status = session.trial_period_days ? 'no_payment_required' : 'paid';
    this.emit('checkout.session.completed', session);
    return subscription;
  }

  /** The next `count` API requests answer 500 (Stripe's own trouble), before any is applied. */
  failRequests(count: number): void {
    this.failing = count;
  }

  /** Changes a subscription without telling anyone (no event): drift for reconciliation tests. */
  tamper(subscriptionId: string, change: (subscription: FakeSubscription) => void): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw missing('subscription', subscriptionId);
    change(subscription);
  }

  /** Moves the clock on, running what falls due on the way in time order: trial reminders and ends,
   * renewals (paid, or failed and retried every 3 days, canceled after 4 attempts), cancellations at
   * period end. */
  async advanceTime(seconds: number): Promise<void> {
    const target = this.now() + seconds;
    for (;;) {
      const next = this.nextDue();
      if (!next || next.at > target) break;
      this.offset += Math.max(0, next.at - this.now());
      next.run();
    }
    this.offset += Math.max(0, target - this.now());
  }

  // ---- what falls due -------------------------------------------------------------------------------

  private nextDue(): { at: number; run: () => void } | null {
    let next: { at: number; run: () => void } | null = null;
    const consider = (at: number, run: () => void) => {
      if (!next || at < next.at) next = { at, run };
    };
    const payout = this.connect.nextDue();
    if (payout) consider(payout.at, payout.run);
    for (const subscription of this.subscriptions.values()) {
      const item = subscription.items.data[0]!;
      if (subscription.status === 'trialing' && subscription.trial_end !== null) {
        const trialEnd = subscription.trial_end;
        if (!this.trialReminded.has(subscription.id) && trialEnd - TRIAL_WILL_END_BEFORE > subscription.created) {
          consider(trialEnd - TRIAL_WILL_END_BEFORE, () => {
            this.trialReminded.add(subscription.id);
            this.emit('customer.subscription.trial_will_end', subscription);
          });
        }
        consider(trialEnd, () => this.endTrial(subscription));
      } else if (subscription.status === 'active' || subscription.status === 'past_due') {
        const invoice = subscription.latest_invoice ? this.invoices.get(subscription.latest_invoice as string) : undefined;
        if (subscription.status === 'past_due' && invoice?.next_payment_attempt) {
          consider(invoice.next_payment_attempt, () => this.retryPayment(subscription, invoice));
        } else {
          consider(item.current_period_end, () => this.endPeriod(subscription));
        }
      }
    }
    return next;
  }

  private endTrial(subscription: FakeSubscription): void {
    const previous = { status: subscription.status, trial_end: subscription.trial_end };
    this.setPeriod(subscription, this.now());
    this.charge(subscription, 'subscription_cycle', previous);
  }

  private endPeriod(subscription: FakeSubscription): void {
    if (subscription.cancel_at_period_end) {
      this.cancel(subscription);
      return;
    }
    const item = subscription.items.data[0]!;
    const previous = { status: subscription.status, items: clone(subscription.items) };
    this.setPeriod(subscription, item.current_period_end);
    this.charge(subscription, 'subscription_cycle', previous);
  }

  private retryPayment(subscription: FakeSubscription, invoice: FakeInvoice): void {
    invoice.attempt_count += 1;
    if (!this.declining.has(subscription.customer)) {
      this.payInvoice(invoice);
      const previous = { status: subscription.status };
      subscription.status = 'active';
      this.emit('customer.subscription.updated', subscription, previous);
      return;
    }
    if (invoice.attempt_count >= PAYMENT_ATTEMPTS) {
      invoice.next_payment_attempt = null;
      this.emit('invoice.payment_failed', invoice);
      this.cancel(subscription);
      return;
    }
    invoice.next_payment_attempt = this.now() + RETRY_AFTER;
    this.emit('invoice.payment_failed', invoice);
  }

  // An invoice for the period just begun (with any proration owed), paid or failed.
  private charge(
    subscription: FakeSubscription,
    reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update',
    previous: Record<string, unknown>,
  ): void {
    const item = subscription.items.data[0]!;
    const amount = (item.price.unit_amount ?? 0) + (this.pendingProration.get(subscription.id) ?? 0);
    this.pendingProration.delete(subscription.id);
    const invoice = this.createInvoice(subscription, amount, reason);
    if (this.declining.has(subscription.customer)) {
      invoice.attempt_count = 1;
      invoice.attempted = true;
      invoice.next_payment_attempt = this.now() + RETRY_AFTER;
      subscription.status = 'past_due';
      this.emit('customer.subscription.updated', subscription, previous);
      this.emit('invoice.payment_failed', invoice);
      return;
    }
    subscription.status = 'active';
    this.emit('customer.subscription.updated', subscription, previous);
    this.payInvoice(invoice);
  }

  private payInvoice(invoice: FakeInvoice): void {
    invoice.status = 'paid';
    invoice.attempted = true;
    invoice.attempt_count = Math.max(1, invoice.attempt_count);
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    this.emit('invoice.paid', invoice);
  }

  private cancel(subscription: FakeSubscription): void {
    subscription.status = 'canceled';
    subscription.canceled_at ??= this.now();
    subscription.ended_at = this.now();
    this.emit('customer.subscription.deleted', subscription);
  }

  // ---- objects --------------------------------------------------------------------------------------

  private createCustomer(params: Params): FakeCustomer {
    const customer: FakeCustomer = {
      id: id('cus'),
      object: 'customer',
      created: this.now(),
      email: asString(params.email) ?? null,
      name: asString(params.name) ?? null,
      description: asString(params.description) ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      metadata: asMetadata(params.metadata),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  private startSubscription(customerId: string, priceId: string, trialDays: number | null, metadata: Stripe.Metadata): FakeSubscription {
    const price = this.prices.get(priceId)!;
    const now = this.now();
    const subscriptionId = id('sub');
    const trialEnd = trialDays ? now + trialDays * DAY : null;
    const subscription: FakeSubscription = {
      id: subscriptionId,
      object: 'subscription',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      created: now,
      currency: price.currency,
      customer: customerId,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            created: now,
            current_period_start: now,
            current_period_end: trialEnd ?? addMonth(now),
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: subscriptionId,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata,
      start_date: now,
      status: trialEnd ? 'trialing' : 'active',
      trial_end: trialEnd,
      trial_start: trialEnd ? now : null,
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.createInvoice(subscription, trialEnd ? 0 : (price.unit_amount ?? 0), 'subscription_create');
    this.emit('customer.subscription.created', subscription);
    this.payInvoice(invoice);
    return subscription;
  }

  private createInvoice(
    subscription: FakeSubscription,
    amount: number,
    reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update',
  ): FakeInvoice {
    const item = subscription.items.data[0]!;
    const sequence = (this.invoiceNumbers.get(subscription.customer) ?? 0) + 1;
    this.invoiceNumbers.set(subscription.customer, sequence);
    const prefix = this.customers.get(subscription.customer)?.invoice_prefix ?? 'STAVE';
    const invoice: FakeInvoice = {
      id: id('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      created: this.now(),
      currency: subscription.currency,
      customer: subscription.customer,
      livemode: false,
      next_payment_attempt: null,
      // Created finalized (open), so numbered at once.
      number: `${prefix}-${String(sequence).padStart(4, '0')}`,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      period_end: item.current_period_end,
      period_start: item.current_period_start,
      status: 'open',
      total: amount,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  private setPeriod(subscription: FakeSubscription, start: number): void {
    const item = subscription.items.data[0]!;
    item.current_period_start = start;
    item.current_period_end = addMonth(start);
  }

  private emit(type: string, object: FakeObject, previous?: Record<string, unknown>, account?: string): void {
    const event: FakeEvent = {
      id: id('evt'),
      object: 'event',
      ...(account ? { account } : {}),
      api_version: API_VERSION,
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: clone(object) as unknown as Record<string, unknown>, ...(previous ? { previous_attributes: clone(previous) } : {}) },
    };
    this.events.push(event);
    if (this.delivery === 'hold' || !this.webhookUrl) this.heldEvents.push(event);
    else this.track(this.deliverWithRetries(event));
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async deliverWithRetries(event: FakeEvent): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [100, 500, 2000];
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1]));
      const status = await this.deliver(event, attempt + 1);
      if (typeof status === 'number' && status >= 200 && status < 300) return;
    }
  }

  /** POSTs one event to the webhook, signed now; answers the webhook's status. */
  async deliver(event: FakeEvent, attempt = 1): Promise<number | 'network-error'> {
    if (!this.webhookUrl) throw new Error('StripeFake: no webhookUrl to deliver to');
    const payload = JSON.stringify(event, null, 2);
    let status: number | 'network-error';
    try {
      const response = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': this.sign(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'network-error';
    }
    this.deliveries.push({ eventId: event.id, type: event.type, attempt, status });
    return status;
  }

  // ---- HTTP -----------------------------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', this.url);
      const body = await readBody(request);
      if (['/checkout/', '/portal/', '/connect/', '/pay/'].some((prefix) => url.pathname.startsWith(prefix))) {
        this.page(request.method ?? 'GET', url, qs.parse(body), response);
        return;
      }
      if (this.failing > 0) {
        this.failing--;
        throw new StripeError(500, 'api_error', 'Stripe test server: a failure on demand.');
      }
      const auth = request.headers.authorization ?? '';
      if (!/^Bearer sk_test_\w+/.test(auth)) throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      const params = (
        request.method === 'GET' || request.method === 'DELETE' ? qs.parse(url.search.slice(1)) : qs.parse(body, { depth: 10, arrayLimit: 100 })
      ) as Params;
      // `Stripe-Account`: a call made as a connected account (its balance, its payouts).
      const account = asString(request.headers['stripe-account']);
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      if (typeof key === 'string') {
        const seen = this.idempotency.get(key);
        const signature = `${account ?? ''} ${url.pathname} ${body}`;
        if (seen) {
          if (seen.params !== signature) {
            throw new StripeError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            );
          }
          response.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true', 'request-id': id('req') });
          response.end(seen.body);
          return;
        }
        const answer = this.answer(request.method ?? 'GET', url.pathname, params, account);
        this.idempotency.set(key, { params: signature, status: answer.status, body: answer.body });
        this.send(response, answer);
        return;
      }
      this.send(response, this.answer(request.method ?? 'GET', url.pathname, params, account));
    } catch (error) {
      this.send(response, errorAnswer(error));
    }
  }

  private send(response: ServerResponse, answer: { status: number; body: string }): void {
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req'), 'stripe-version': API_VERSION });
    response.end(answer.body);
  }

  private answer(method: string, path: string, params: Params, account?: string): { status: number; body: string } {
    try {
      const result = this.route(method, path, params, account);
      return { status: 200, body: JSON.stringify(this.expand(result, params.expand)) };
    } catch (error) {
      return errorAnswer(error);
    }
  }

  private route(method: string, path: string, params: Params, account?: string): unknown {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    const [, resource, a, b] = parts;
    const key = `${method} ${resource}${resource === 'checkout' || resource === 'billing_portal' ? `/${a}` : ''}`;
    const objectId = resource === 'checkout' || resource === 'billing_portal' ? b : a;
    const action = resource === 'checkout' ? parts[4] : b;
    if (resource === 'customers' && b) return this.connectRoute(method, path, parts, params, account);
    switch (key) {
      case 'POST customers':
        return objectId ? this.updateCustomer(objectId, params) : this.createCustomer(params);
      case 'DELETE customers':
        return this.deleteCustomer(objectId!);
      case 'GET customers':
        if (objectId && this.deletedCustomers.has(objectId)) return this.deletedStub(objectId);
        return objectId
          ? this.find(this.customers, 'customer', objectId)
          : this.list(
              '/v1/customers',
              [...this.customers.values()].filter((c) => !params.email || c.email === params.email),
              params,
            );
      case 'GET prices':
        if (objectId) return this.find(this.prices, 'price', objectId);
        return this.list(
          '/v1/prices',
          [...this.prices.values()].filter((p) => !Array.isArray(params.lookup_keys) || (params.lookup_keys as string[]).includes(p.lookup_key ?? '')),
          params,
        );
      case 'POST checkout/sessions':
        if (objectId && action === 'expire') return this.expireSession(objectId);
        if (objectId) throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
        return this.createSession(params);
      case 'GET checkout/sessions':
        return objectId
          ? this.find(this.sessions, 'checkout.session', objectId)
          : this.list(
              '/v1/checkout/sessions',
              [...this.sessions.values()].filter(
                (s) =>
                  (!params.customer || s.customer === params.customer) &&
                  (!params.subscription || s.subscription === params.subscription) &&
                  (!params.payment_intent || s.payment_intent === params.payment_intent),
              ),
              params,
            );
      case 'GET subscriptions':
        if (objectId) return this.find(this.subscriptions, 'subscription', objectId);
        return this.list(
          '/v1/subscriptions',
          [...this.subscriptions.values()].filter(
            (s) =>
              (!params.customer || s.customer === params.customer) &&
              (params.status === 'all' ? true : params.status ? s.status === params.status : s.status !== 'canceled' && s.status !== 'incomplete_expired'),
          ),
          params,
        );
      case 'POST subscriptions':
        if (!objectId) throw new StripeError(400, 'invalid_request_error', 'This test server starts subscriptions through Checkout only.');
        return this.updateSubscription(objectId, params);
      case 'DELETE subscriptions': {
        const subscription = this.find(this.subscriptions, 'subscription', objectId!);
        if (subscription.status === 'canceled')
          throw new StripeError(400, 'invalid_request_error', `A canceled subscription can only update its cancellation_details and metadata.`);
        this.cancel(subscription);
        return subscription;
      }
      case 'GET invoices':
        if (objectId) return this.find(this.invoices, 'invoice', objectId);
        return this.list(
          '/v1/invoices',
          [...this.invoices.values()].filter(
            (i) =>
              (!params.customer || i.customer === params.customer) &&
              (!params.subscription || i.parent.subscription_details.subscription === params.subscription),
          ),
          params,
        );
      case 'POST billing_portal/sessions':
        return this.createPortal(params);
      case 'GET events':
        if (objectId) {
          const event = this.events.find((e) => e.id === objectId);
          if (!event) throw missing('event', objectId);
          return event;
        }
        return this.list(
          '/v1/events',
          this.events.filter((e) => !params.type || e.type === params.type),
          params,
        );
      default:
        return this.connectRoute(method, path, parts, params, account);
    }
  }

  private connectRoute(method: string, path: string, parts: string[], params: Params, account: string | undefined): unknown {
    const result = this.connect.route(method, parts.slice(1), params, account);
    if (result === undefined) throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    return result;
  }

  private find<T>(map: Map<string, T>, what: string, key: string): T {
    const found = map.get(key);
    if (!found) throw missing(what, key);
    return found;
  }

  private list<T extends { id: string; created: number }>(url: string, items: T[], params: Params) {
    return listOf(url, items, params);
  }

  // `expand[]` of the ids Stave asks to see whole (a session's subscription and customer, a
  // subscription's latest invoice and customer).
  private expand(result: unknown, expand: unknown): unknown {
    if (!Array.isArray(expand) || !result || typeof result !== 'object') return result;
    const copy = clone(result) as Record<string, unknown>;
    for (const field of expand as string[]) {
      const value = copy[field];
      if (typeof value !== 'string') continue;
      copy[field] =
        this.subscriptions.get(value) ??
        this.customers.get(value) ??
        (this.deletedCustomers.has(value) ? this.deletedStub(value) : undefined) ??
        this.invoices.get(value) ??
        this.sessions.get(value) ??
        this.connect.lookup(value) ??
        value;
    }
    return copy;
  }

  private updateCustomer(customerId: string, params: Params): FakeCustomer {
    const customer = this.find(this.customers, 'customer', customerId);
    if (params.email !== undefined) customer.email = asString(params.email) || null;
    if (params.name !== undefined) customer.name = asString(params.name) || null;
    if (params.metadata !== undefined) customer.metadata = { ...customer.metadata, ...asMetadata(params.metadata) };
    this.emit('customer.updated', customer);
    return customer;
  }

  // Stripe: permanently deleted, its live subscriptions cancelled at once (each a customer.subscription.deleted),
  // then customer.deleted. Its invoices and ended subscriptions stay (the account's records). A second delete, an
  // update, a Checkout or a portal for it: 404 resource_missing.
  private deleteCustomer(customerId: string): FakeDeletedCustomer {
    const customer = this.find(this.customers, 'customer', customerId);
    for (const subscription of this.subscriptions.values()) {
      if (subscription.customer !== customerId || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
      this.pendingProration.delete(subscription.id);
      this.cancel(subscription);
    }
    this.customers.delete(customerId);
    this.deletedCustomers.add(customerId);
    this.emit('customer.deleted', customer);
    return this.deletedStub(customerId);
  }

  private deletedStub(customerId: string): FakeDeletedCustomer {
    return { id: customerId, object: 'customer', deleted: true };
  }

  private createSession(params: Params): FakeCheckoutSession {
    if (params.mode === 'payment') {
      const session = this.connect.createPaymentSession(params, id('cs_test'));
      this.sessions.set(session.id, session);
      return session;
    }
    if (params.mode !== 'subscription')
      throw new StripeError(400, 'invalid_request_error', 'This test server offers Checkout in subscription and payment modes only.', undefined, 'mode');
    const lineItems = params.line_items as Array<{ price?: string; quantity?: string }> | undefined;
    const priceId = lineItems?.[0]?.price;
    if (!priceId) throw required('line_items[0][price]');
    const price = this.find(this.prices, 'price', priceId);
    const successUrl = asString(params.success_url);
    if (!successUrl) throw required('success_url');
    const customerId = asString(params.customer) ?? null;
    if (customerId) this.find(this.customers, 'customer', customerId);
    const subscriptionData = (params.subscription_data ?? {}) as { trial_period_days?: string; metadata?: unknown };
    const trialDays = subscriptionData.trial_period_days ? Number(subscriptionData.trial_period_days) : null;
    if (trialDays !== null && (!Number.isInteger(trialDays) || trialDays < 1 || trialDays > 730)) {
      throw new StripeError(
        400,
        'invalid_request_error',
        'Invalid integer: trial_period_days',
        'parameter_invalid_integer',
        'subscription_data[trial_period_days]',
      );
    }
    const sessionId = id('cs_test');
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_total: trialDays ? 0 : price.unit_amount,
      cancel_url: asString(params.cancel_url) ?? null,
      client_reference_id: asString(params.client_reference_id) ?? null,
      created: this.now(),
      currency: price.currency,
      customer: customerId,
      expires_at: this.now() + DAY,
      livemode: false,
      metadata: asMetadata(params.metadata),
      mode: 'subscription',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      payment_intent: null,
      success_url: successUrl,
      url: `${this.url}/checkout/${sessionId}`,
      price: price.id,
      payment: null,
      trial_period_days: trialDays,
      subscription_metadata: asMetadata(subscriptionData.metadata),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  private expireSession(sessionId: string): FakeCheckoutSession {
    const session = this.find(this.sessions, 'checkout.session', sessionId);
    if (session.status !== 'open') throw new StripeError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session);
    return session;
  }

  private updateSubscription(subscriptionId: string, params: Params): FakeSubscription {
    const subscription = this.find(this.subscriptions, 'subscription', subscriptionId);
    if (subscription.status === 'canceled')
      throw new StripeError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
    const previous: Record<string, unknown> = {};
    const item = subscription.items.data[0]!;
    const items = params.items as Array<{ id?: string; price?: string }> | undefined;
    if (items?.[0]?.price && items[0].price !== item.price.id) {
      if (items[0].id && items[0].id !== item.id) throw missing('subscription_item', items[0].id);
      const price = this.find(this.prices, 'price', items[0].price);
      previous.items = clone(subscription.items);
      const behaviour = asString(params.proration_behavior) ?? 'create_prorations';
      // What the rest of the period costs at the new price, less what it cost at the old (trials are free).
      const left = Math.max(0, item.current_period_end - this.now()) / Math.max(1, item.current_period_end - item.current_period_start);
      const owed = subscription.status === 'trialing' ? 0 : Math.round(((price.unit_amount ?? 0) - (item.price.unit_amount ?? 0)) * left);
      item.price = clone(price);
      if (behaviour === 'always_invoice' && owed !== 0) {
        const invoice = this.createInvoice(subscription, owed, 'subscription_update');
        if (this.declining.has(subscription.customer)) {
          invoice.attempt_count = 1;
          invoice.attempted = true;
          invoice.next_payment_attempt = this.now() + RETRY_AFTER;
          this.emit('invoice.payment_failed', invoice);
        } else this.payInvoice(invoice);
      } else if (behaviour !== 'none' && owed !== 0) {
        this.pendingProration.set(subscription.id, (this.pendingProration.get(subscription.id) ?? 0) + owed);
      }
    }
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      if (cancel !== subscription.cancel_at_period_end) {
        previous.cancel_at_period_end = subscription.cancel_at_period_end;
        previous.cancel_at = subscription.cancel_at;
        subscription.cancel_at_period_end = cancel;
        subscription.cancel_at = cancel ? item.current_period_end : null;
        subscription.canceled_at = cancel ? this.now() : null;
      }
    }
    if (params.trial_end === 'now' && subscription.status === 'trialing') {
      previous.status = subscription.status;
      previous.trial_end = subscription.trial_end;
      subscription.trial_end = this.now();
      this.setPeriod(subscription, this.now());
      this.charge(subscription, 'subscription_update', previous);
      return subscription;
    }
    if (params.metadata !== undefined) {
      previous.metadata = clone(subscription.metadata);
      subscription.metadata = { ...subscription.metadata, ...asMetadata(params.metadata) };
    }
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  private createPortal(params: Params): FakePortalSession {
    const customerId = asString(params.customer);
    if (!customerId) throw required('customer');
    this.find(this.customers, 'customer', customerId);
    const portalId = id('bps');
    const portal: FakePortalSession = {
      id: portalId,
      object: 'billing_portal.session',
      created: this.now(),
      customer: customerId,
      livemode: false,
      return_url: asString(params.return_url) ?? null,
      url: `${this.url}/portal/${portalId}`,
    };
    this.portals.set(portal.id, portal);
    return portal;
  }

  // ---- the pages a browser sees ---------------------------------------------------------------------

  private page(method: string, url: URL, form: Params, response: ServerResponse): void {
    const [kind, objectId, action] = url.pathname.split('/').filter(Boolean);
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    const redirect = (location: string) => {
      response.writeHead(303, { location });
      response.end();
    };
    if (kind === 'connect' || kind === 'pay') return this.connect.page(method, url.pathname.split('/').filter(Boolean), form, html, redirect);
    if (kind === 'checkout') {
      const session = objectId ? this.sessions.get(objectId) : undefined;
      if (!session) return html(404, checkoutPage(null, null, 'This checkout link is not valid.'));
      if (session.mode === 'payment') return this.connect.checkoutPage(method, session, action, html, redirect);
      const price = this.prices.get(session.price!)!;
      if (method === 'POST' && action === 'cancel') return redirect(session.cancel_url ?? this.url);
      if (method === 'POST' && action === 'pay') {
        try {
          this.complete(session.id);
          return redirect(session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id));
        } catch (error) {
          return html(402, checkoutPage(session, price, error instanceof Error ? error.message : 'Payment failed.'));
        }
      }
      return html(200, checkoutPage(session, price, session.status === 'open' ? null : `This checkout is ${session.status}.`));
    }
    const portal = objectId ? this.portals.get(objectId) : undefined;
    if (!portal) return html(404, portalPage(null, [], 'This link has expired.'));
    const subscriptions = [...this.subscriptions.values()].filter((s) => s.customer === portal.customer && s.status !== 'canceled');
    if (method === 'POST' && (action === 'cancel' || action === 'renew')) {
      const subscription = subscriptions.find((s) => s.id === form.subscription);
      if (subscription) this.updateSubscription(subscription.id, { cancel_at_period_end: action === 'cancel' ? 'true' : 'false' });
      return redirect(`${this.url}/portal/${portal.id}`);
    }
    return html(200, portalPage(portal, subscriptions, null));
  }
}

function errorAnswer(error: unknown): { status: number; body: string } {
  if (error instanceof StripeError) {
    return {
      status: error.status,
      body: JSON.stringify({
        error: {
          type: error.type,
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.param ? { param: error.param } : {}),
          ...error.extra,
        },
      }),
    };
  }
  return { status: 500, body: JSON.stringify({ error: { type: 'api_error', message: error instanceof Error ? error.message : 'Internal error' } }) };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
