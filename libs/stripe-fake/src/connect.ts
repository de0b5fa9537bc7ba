import type Stripe from 'stripe';
import { DAY, StripeError, asBoolean, asInteger, asMetadata, asString, clone, id, invalid, listOf, missing, money, required, type Params } from './common';
import type {
  FakeAccount,
  FakeAccountLink,
  FakeApplication,
  FakeApplicationFee,
  FakeBalance,
  FakeCharge,
  FakeCheckoutSession,
  FakeCustomer,
  FakeDeletedAccount,
  FakeDispute,
  FakeLoginLink,
  FakeObject,
  FakePaymentIntent,
  FakePaymentMethod,
  FakePayout,
  FakeRefund,
  FakeTransfer,
  FakeTransferReversal,
} from './objects';
import { authenticationPage, messagePage, onboardingPage, paymentPage } from './pages';

// Stripe Connect on the test server: Express accounts and their onboarding page, PaymentIntents (destination
// charges with an application fee, 3-D Secure, declines, cards saved for off-session charges), the Charge,
// Transfer and ApplicationFee a payment makes, refunds that reverse the transfer and refund the fee pro rata,
// transfers and their reversals, payouts of a connected account's balance, and disputes. The StripeFake
// routes what it does not know here and lends its clock, its customers and its events (an event about a
// connected account carries `account`). docs/billing.md § The Stripe test server › Connect.

export interface ConnectHost {
  url(): string;
  now(): number;
  emit(type: string, object: FakeObject, previous?: Record<string, unknown>, account?: string): void;
  customer(customerId: string, param?: string): FakeCustomer;
  /** A customer's cards: 'decline' (declined), 'authentication' (every payment asks for 3-D Secure). */
  cardTrouble(customerId: string): 'decline' | 'authentication' | null;
  readonly sessions: Map<string, FakeCheckoutSession>;
}

type Behaviour = 'succeed' | 'decline' | 'authenticate' | 'authenticate-once';

// Stripe's test PaymentMethods (https://docs.stripe.com/testing): confirming with one makes a new
// PaymentMethod that behaves as the card it stands for.
const TEST_CARDS: Record<string, { behaviour: Behaviour; brand: string; last4: string; declineCode?: string }> = {
  pm_card_visa: { behaviour: 'succeed', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { behaviour: 'succeed', brand: 'mastercard', last4: '4444' },
  pm_card_gb: { behaviour: 'succeed', brand: 'visa', last4: '0000' },
  pm_card_chargeDeclined: { behaviour: 'decline', brand: 'visa', last4: '0002', declineCode: 'generic_decline' },
  pm_card_visa_chargeDeclined: { behaviour: 'decline', brand: 'visa', last4: '0002', declineCode: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { behaviour: 'decline', brand: 'visa', last4: '9995', declineCode: 'insufficient_funds' },
  pm_card_authenticationRequired: { behaviour: 'authenticate', brand: 'visa', last4: '3184' },
  pm_card_threeDSecure2Required: { behaviour: 'authenticate', brand: 'visa', last4: '3220' },
  pm_card_authenticationRequiredOnSetup: { behaviour: 'authenticate-once', brand: 'visa', last4: '3155' },
};

const NEW_ACCOUNT_DUE = [
  'business_type',
  'external_account',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];
const LINK_LIFETIME = 300;
const MINIMUM_CHARGE = 30;
const DISPUTE_RESPONSE_DAYS = 7;
const APPLICATION: FakeApplication = { id: 'ca_stave_test', object: 'application', name: 'Stave' };

const emptyRequirements = (): NonNullable<FakeAccount['requirements']> => ({
  alternatives: [],
  current_deadline: null,
  currently_due: [],
  disabled_reason: null,
  errors: [],
  eventually_due: [],
  past_due: [],
  pending_verification: [],
});

const cardError = (message: string, code: string, extra: Record<string, unknown>) => new StripeError(402, 'card_error', message, code, undefined, extra);
const unexpectedState = (pi: FakePaymentIntent, what: string) =>
  invalid(`You cannot ${what} this PaymentIntent because it has a status of ${pi.status}.`, undefined, 'payment_intent_unexpected_state');

interface LinkState {
  token: string;
  account: string;
  link: FakeAccountLink;
  refreshUrl: string;
  returnUrl: string;
  visited: boolean;
  completed: boolean;
}

export class Connect {
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly deletedAccounts = new Set<string>();
  private readonly deauthorized = new Set<string>();
  private readonly links = new Map<string, LinkState>();
  private readonly paymentIntents = new Map<string, FakePaymentIntent>();
  private readonly charges = new Map<string, FakeCharge>();
  private readonly refunds = new Map<string, FakeRefund>();
  private readonly transfers = new Map<string, FakeTransfer>();
  private readonly reversals = new Map<string, FakeTransferReversal>();
  private readonly fees = new Map<string, FakeApplicationFee>();
  private readonly payouts = new Map<string, FakePayout & { account: string }>();
  private readonly disputes = new Map<string, FakeDispute>();
  private readonly paymentMethods = new Map<string, FakePaymentMethod>();
  private readonly behaviours = new Map<string, Behaviour>();
  // PaymentMethods that paid without being saved on a customer: Stripe lets them pay only once.
  private readonly spent = new Set<string>();
  private readonly declineCodes = new Map<string, string>();
  // A connected account's available balance (GBP, minor units), and when it is next paid out.
  private readonly balances = new Map<string, number>();
  private readonly payoutDue = new Map<string, number>();
  private readonly failingPayouts = new Set<string>();
  // Where a hosted payment page returns, and the Checkout Session a PaymentIntent pays.
  private readonly returnUrls = new Map<string, string>();
  private readonly sessionOf = new Map<string, string>();

  constructor(private readonly host: ConnectHost) {}

  // ---- test hooks -------------------------------------------------------------------------------------

  /** The account must give more before it can take payments or be paid: requirements back, charges and
   * payouts disabled, `account.updated`. */
  requireMore(accountId: string, fields: string[]): FakeAccount {
    const account = this.account(accountId);
    const previous = { charges_enabled: account.charges_enabled, payouts_enabled: account.payouts_enabled, requirements: clone(account.requirements) };
    account.requirements = {
      ...emptyRequirements(),
      currently_due: [...fields],
      eventually_due: [...fields],
      past_due: [...fields],
      disabled_reason: 'requirements.past_due',
    };
    account.charges_enabled = false;
    account.payouts_enabled = false;
    account.capabilities = { card_payments: 'inactive', transfers: 'inactive' };
    this.host.emit('account.updated', account, previous, account.id);
    return clone(account);
  }

  /** The musician disconnects Stave from their account: `account.application.deauthorized`. */
  deauthorize(accountId: string): void {
    const account = this.account(accountId);
    this.deauthorized.add(account.id);
    this.host.emit('account.application.deauthorized', APPLICATION, undefined, account.id);
  }

  /** Pays out the account's available balance now (`payout.created`, then `payout.paid` or `payout.failed`). */
  payout(accountId: string): FakePayout | null {
    const account = this.account(accountId);
    const paid = this.payOut(account);
    return paid ? clone(paid) : null;
  }

  /** The account's payouts fail (`payout.failed`, the money back in its balance) until told otherwise. */
  failPayouts(accountId: string, fail = true): void {
    this.account(accountId);
    if (fail) this.failingPayouts.add(accountId);
    else this.failingPayouts.delete(accountId);
  }

  /** The connected account's available balance, in minor units. */
  balanceOf(accountId: string): number {
    return this.balances.get(accountId) ?? 0;
  }

  /** The cardholder disputes a charge: `charge.dispute.created`, status needs_response. */
  dispute(chargeId: string, options: { reason?: string; amount?: number } = {}): FakeDispute {
    const charge = this.find(this.charges, 'charge', chargeId);
    if (charge.status !== 'succeeded') throw invalid(`Charge ${chargeId} has not succeeded.`);
    const now = this.host.now();
    const dispute: FakeDispute = {
      id: id('dp'),
      object: 'dispute',
      amount: options.amount ?? charge.amount - charge.amount_refunded,
      charge: charge.id,
      created: now,
      currency: charge.currency,
      evidence: {},
      evidence_details: { due_by: now + DISPUTE_RESPONSE_DAYS * DAY, has_evidence: false, past_due: false, submission_count: 0 },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: options.reason ?? 'fraudulent',
      status: 'needs_response',
    };
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    this.host.emit('charge.dispute.created', dispute);
    this.host.emit('charge.dispute.funds_withdrawn', dispute);
    return clone(dispute);
  }

  /** The card network decides: `charge.dispute.closed` with status won or lost. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): FakeDispute {
    const dispute = this.find(this.disputes, 'dispute', disputeId);
    const previous = { status: dispute.status };
    dispute.status = outcome;
    this.host.emit('charge.dispute.closed', dispute, previous);
    if (outcome === 'won') this.host.emit('charge.dispute.funds_reinstated', dispute);
    return clone(dispute);
  }

  /** Completes (or fails) the 3-D Secure step of a PaymentIntent in requires_action, as its page does. */
  authenticate(paymentIntentId: string, succeed = true): FakePaymentIntent {
    const pi = this.find(this.paymentIntents, 'payment_intent', paymentIntentId);
    this.finishAuthentication(pi, succeed);
    return clone(pi);
  }

  /** A page where a browser pays the PaymentIntent (Pay, Pay with 3-D Secure, Decline), then goes to `returnUrl`. */
  paymentPageUrl(paymentIntentId: string, returnUrl?: string): string {
    this.find(this.paymentIntents, 'payment_intent', paymentIntentId);
    if (returnUrl) this.returnUrls.set(paymentIntentId, returnUrl);
    return `${this.host.url()}/pay/${paymentIntentId}`;
  }

  // ---- time -------------------------------------------------------------------------------------------

  /** The next automatic payout: a day after an account's balance became positive. */
  nextDue(): { at: number; run: () => void } | null {
    let next: { at: number; run: () => void } | null = null;
    for (const [accountId, at] of this.payoutDue) {
      if (!next || at < next.at) {
        next = {
          at,
          run: () => {
            this.payoutDue.delete(accountId);
            const account = this.accounts.get(accountId);
            // Payouts disabled (requirements due): tried again the next day.
            if (account && !this.payOut(account) && (this.balances.get(accountId) ?? 0) > 0) this.payoutDue.set(accountId, this.host.now() + DAY);
          },
        };
      }
    }
    return next;
  }

  private credit(accountId: string, amount: number): void {
    const balance = (this.balances.get(accountId) ?? 0) + amount;
    this.balances.set(accountId, balance);
    if (balance > 0 && !this.payoutDue.has(accountId)) this.payoutDue.set(accountId, this.host.now() + DAY);
    if (balance <= 0) this.payoutDue.delete(accountId);
  }

  private payOut(account: FakeAccount): (FakePayout & { account: string }) | null {
    const amount = this.balances.get(account.id) ?? 0;
    if (amount <= 0 || !account.payouts_enabled) return null;
    this.balances.set(account.id, 0);
    this.payoutDue.delete(account.id);
    const now = this.host.now();
    const payout: FakePayout & { account: string } = {
      id: id('po'),
      object: 'payout',
      amount,
      arrival_date: now,
      automatic: true,
      balance_transaction: null,
      created: now,
      currency: 'gbp',
      description: 'STRIPE PAYOUT',
      destination: `ba_${account.id.slice(5)}`,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
      method: 'standard',
      source_type: 'card',
      statement_descriptor: null,
      status: 'in_transit',
      type: 'bank_account',
      account: account.id,
    };
    this.payouts.set(payout.id, payout);
    this.host.emit('payout.created', this.payoutView(payout), undefined, account.id);
    if (this.failingPayouts.has(account.id)) {
      payout.status = 'failed';
      payout.failure_code = 'account_closed';
      payout.failure_message = 'The bank account has been closed.';
      this.credit(account.id, amount);
      this.host.emit('payout.failed', this.payoutView(payout), { status: 'in_transit' }, account.id);
    } else {
      payout.status = 'paid';
      this.host.emit('payout.paid', this.payoutView(payout), { status: 'in_transit' }, account.id);
    }
    return payout;
  }

  private payoutView(payout: FakePayout & { account: string }): FakePayout {
    const { account: _account, ...view } = payout;
    return view;
  }

  // ---- the API ----------------------------------------------------------------------------------------

  /** Anything in Connect by id, for `expand[]`. */
  lookup(objectId: string): unknown {
    return (
      this.accounts.get(objectId) ??
      this.paymentIntents.get(objectId) ??
      this.charges.get(objectId) ??
      this.refunds.get(objectId) ??
      this.transfers.get(objectId) ??
      this.fees.get(objectId) ??
      this.disputes.get(objectId) ??
      this.paymentMethods.get(objectId)
    );
  }

  /** Answers a request Connect knows, or `undefined`. */
  route(method: string, parts: string[], params: Params, stripeAccount: string | undefined): unknown {
    const [resource, a, b] = parts;
    if (parts.length > 3) return undefined;
    // The sub-resources known: an account's login links, a PaymentIntent's confirm and cancel, a transfer's
    // reversals, a dispute's close, a customer's payment methods.
    const known: Record<string, string[]> = {
      accounts: ['login_links'],
      payment_intents: ['confirm', 'cancel'],
      transfers: ['reversals'],
      disputes: ['close'],
      customers: ['payment_methods'],
    };
    if (b && !(known[resource!] ?? []).includes(b)) return undefined;
    switch (`${method} ${resource}`) {
      case 'POST accounts':
        if (a && b === 'login_links') return this.createLoginLink(a);
        return a ? this.updateAccount(a, params) : this.createAccount(params);
      case 'GET accounts':
        if (b) return undefined;
        return a ? this.account(a) : listOf('/v1/accounts', [...this.accounts.values()], params);
      case 'DELETE accounts':
        if (!a || b) return undefined;
        return this.deleteAccount(a);
      case 'POST account_links':
        return this.createLink(params);
      case 'POST payment_intents':
        if (!a) return this.createPaymentIntent(params);
        if (b === 'confirm') return this.confirm(this.find(this.paymentIntents, 'payment_intent', a), params);
        if (b === 'cancel') return this.cancelPaymentIntent(a, params);
        if (!b) return this.updatePaymentIntent(a, params);
        return undefined;
      case 'GET payment_intents':
        if (a) return this.find(this.paymentIntents, 'payment_intent', a);
        return listOf(
          '/v1/payment_intents',
          [...this.paymentIntents.values()].filter((pi) => !params.customer || pi.customer === params.customer),
          params,
        );
      case 'GET charges':
        if (a) return this.find(this.charges, 'charge', a);
        return listOf(
          '/v1/charges',
          [...this.charges.values()].filter(
            (c) => (!params.payment_intent || c.payment_intent === params.payment_intent) && (!params.customer || c.customer === params.customer),
          ),
          params,
        );
      case 'POST refunds':
        if (a) return this.updateMetadata(this.find(this.refunds, 'refund', a), params, 'charge.refund.updated');
        return this.createRefund(params);
      case 'GET refunds':
        if (a) return this.find(this.refunds, 'refund', a);
        return listOf(
          '/v1/refunds',
          [...this.refunds.values()].filter(
            (r) => (!params.payment_intent || r.payment_intent === params.payment_intent) && (!params.charge || r.charge === params.charge),
          ),
          params,
        );
      case 'POST transfers':
        if (!a) return this.createTransfer(params);
        if (b === 'reversals') return this.createReversal(this.find(this.transfers, 'transfer', a), params, null);
        if (!b) return this.updateMetadata(this.find(this.transfers, 'transfer', a), params, 'transfer.updated');
        return undefined;
      case 'GET transfers':
        if (a && b === 'reversals') return listOf(`/v1/transfers/${a}/reversals`, this.find(this.transfers, 'transfer', a).reversals.data, params);
        if (a) return this.find(this.transfers, 'transfer', a);
        return listOf(
          '/v1/transfers',
          [...this.transfers.values()].filter(
            (t) => (!params.destination || t.destination === params.destination) && (!params.transfer_group || t.transfer_group === params.transfer_group),
          ),
          params,
        );
      case 'GET application_fees':
        if (a) return this.find(this.fees, 'application_fee', a);
        return listOf(
          '/v1/application_fees',
          [...this.fees.values()].filter((f) => !params.charge || f.charge === params.charge),
          params,
        );
      case 'GET payouts': {
        const mine = [...this.payouts.values()].filter((p) => p.account === stripeAccount);
        if (a) {
          const payout = mine.find((p) => p.id === a);
          if (!payout) throw missing('payout', a);
          return this.payoutView(payout);
        }
        return listOf(
          '/v1/payouts',
          mine.map((p) => this.payoutView(p)),
          params,
        );
      }
      case 'GET balance':
        return this.balance(stripeAccount);
      case 'GET disputes':
        if (a) return this.find(this.disputes, 'dispute', a);
        return listOf(
          '/v1/disputes',
          [...this.disputes.values()].filter(
            (d) => (!params.charge || d.charge === params.charge) && (!params.payment_intent || d.payment_intent === params.payment_intent),
          ),
          params,
        );
      case 'POST disputes':
        if (a && b === 'close') return this.closeByPlatform(a);
        if (a && !b) return this.updateDispute(a, params);
        return undefined;
      case 'GET payment_methods':
        if (a) return this.find(this.paymentMethods, 'payment_method', a);
        return this.listPaymentMethods(asString(params.customer), params);
      case 'GET customers':
        if (a && b === 'payment_methods') return this.listPaymentMethods(a, params);
        return undefined;
      default:
        return undefined;
    }
  }

  private find<T>(map: Map<string, T>, what: string, key: string): T {
    const found = map.get(key);
    if (!found) throw missing(what, key);
    return found;
  }

  private account(accountId: string, param = 'id'): FakeAccount {
    const account = this.accounts.get(accountId);
    if (!account) throw missing('account', accountId, param);
    return account;
  }

  private updateMetadata<T extends { metadata: Stripe.Metadata | null }>(object: T, params: Params, event: string): T {
    if (params.metadata !== undefined) {
      const previous = { metadata: clone(object.metadata) };
      object.metadata = { ...object.metadata, ...asMetadata(params.metadata) };
      this.host.emit(event, object as unknown as FakeObject, previous);
    }
    return object;
  }

  // ---- accounts -----------------------------------------------------------------------------------------

  private createAccount(params: Params): FakeAccount {
    const type = asString(params.type) ?? 'express';
    if (type !== 'express') throw invalid('This test server offers Express accounts only.', 'type');
    const country = asString(params.country) ?? 'GB';
    const account: FakeAccount = {
      id: id('acct'),
      object: 'account',
      business_type: null,
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      charges_enabled: false,
      country,
      created: this.host.now(),
      default_currency: 'gbp',
      details_submitted: false,
      email: asString(params.email) ?? null,
      future_requirements: emptyRequirements(),
      metadata: asMetadata(params.metadata),
      payouts_enabled: false,
      requirements: {
        ...emptyRequirements(),
        currently_due: [...NEW_ACCOUNT_DUE],
        eventually_due: [...NEW_ACCOUNT_DUE],
        disabled_reason: 'requirements.past_due',
      },
      type: 'express',
    };
    this.accounts.set(account.id, account);
    return account;
  }

  private updateAccount(accountId: string, params: Params): FakeAccount {
    const account = this.account(accountId);
    const previous: Record<string, unknown> = {};
    if (params.email !== undefined) {
      previous.email = account.email;
      account.email = asString(params.email) || null;
    }
    if (params.metadata !== undefined) {
      previous.metadata = clone(account.metadata);
      account.metadata = { ...account.metadata, ...asMetadata(params.metadata) };
    }
    if (Object.keys(previous).length > 0) this.host.emit('account.updated', account, previous, account.id);
    return account;
  }

  private deleteAccount(accountId: string): FakeDeletedAccount {
    this.account(accountId);
    this.accounts.delete(accountId);
    this.deletedAccounts.add(accountId);
    this.balances.delete(accountId);
    this.payoutDue.delete(accountId);
    return { id: accountId, object: 'account', deleted: true };
  }

  private createLink(params: Params): FakeAccountLink {
    const accountId = asString(params.account);
    if (!accountId) throw required('account');
    this.account(accountId, 'account');
    const type = asString(params.type);
    if (!type) throw required('type');
    if (type !== 'account_onboarding' && type !== 'account_update') throw invalid(`Invalid type: must be one of account_onboarding or account_update`, 'type');
    const refreshUrl = asString(params.refresh_url);
    const returnUrl = asString(params.return_url);
    if (!refreshUrl) throw required('refresh_url');
    if (!returnUrl) throw required('return_url');
    const token = id('link');
    const created = this.host.now();
    const link: FakeAccountLink = {
      object: 'account_link',
      created,
      expires_at: created + LINK_LIFETIME,
      url: `${this.host.url()}/connect/onboarding/${token}`,
    };
    this.links.set(token, { token, account: accountId, link, refreshUrl, returnUrl, visited: false, completed: false });
    return link;
  }

  // The Express dashboard, for an account that finished onboarding.
  private createLoginLink(accountId: string): FakeLoginLink {
    const account = this.account(accountId, 'account');
    if (!account.details_submitted) throw invalid('Cannot create a login link for an account that has not completed onboarding.', 'account');
    return { object: 'login_link', created: this.host.now(), url: `${this.host.url()}/connect/dashboard/${account.id}` };
  }

  private completeOnboarding(account: FakeAccount): void {
    const previous = {
      charges_enabled: account.charges_enabled,
      payouts_enabled: account.payouts_enabled,
      details_submitted: account.details_submitted,
      requirements: clone(account.requirements),
      capabilities: clone(account.capabilities),
    };
    account.business_type = 'individual';
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = { card_payments: 'active', transfers: 'active' };
    account.requirements = emptyRequirements();
    account.future_requirements = emptyRequirements();
    this.host.emit('account.updated', account, previous, account.id);
  }

  /** A destination must be able to receive transfers. */
  private destination(accountId: string, param: string): FakeAccount {
    const account = this.account(accountId, param);
    if (account.capabilities?.transfers !== 'active' || this.deauthorized.has(account.id)) {
      throw invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        param,
        'insufficient_capabilities_for_transfer',
      );
    }
    return account;
  }

  private balance(stripeAccount: string | undefined): FakeBalance {
    if (stripeAccount) this.account(stripeAccount);
    const amount = stripeAccount ? (this.balances.get(stripeAccount) ?? 0) : 0;
    return {
      object: 'balance',
      available: [{ amount, currency: 'gbp', source_types: { card: amount } }],
      pending: [{ amount: 0, currency: 'gbp', source_types: { card: 0 } }],
      livemode: false,
    };
  }

  // ---- payment intents ------------------------------------------------------------------------------

  private createPaymentIntent(params: Params): FakePaymentIntent {
    const amount = asInteger(params.amount, 'amount');
    if (amount === undefined) throw required('amount');
    const currency = asString(params.currency)?.toLowerCase();
    if (!currency) throw required('currency');
    if (amount < MINIMUM_CHARGE) throw invalid(`Amount must be at least ${money(MINIMUM_CHARGE, currency)} ${currency}`, 'amount', 'amount_too_small');
    const customerId = asString(params.customer) ?? null;
    if (customerId) this.host.customer(customerId, 'customer');
    const transferData = params.transfer_data as { destination?: string; amount?: string } | undefined;
    if (transferData && !transferData.destination) throw required('transfer_data[destination]');
    if (transferData?.destination) this.destination(transferData.destination, 'transfer_data[destination]');
    const fee = asInteger(params.application_fee_amount, 'application_fee_amount') ?? null;
    if (fee !== null && !transferData?.destination) {
      throw invalid(
        'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
        'application_fee_amount',
      );
    }
    if (fee !== null && (fee < 0 || fee > amount)) throw invalid('The application fee amount must be between 0 and the amount.', 'application_fee_amount');
    const transferAmount = transferData ? asInteger(transferData.amount, 'transfer_data[amount]') : undefined;
    const automatic = params.automatic_payment_methods as { enabled?: string } | undefined;
    // This API version names the list `allowed_payment_method_types` (older ones `payment_method_types`).
    const allowed = Array.isArray(params.allowed_payment_method_types) ? (params.allowed_payment_method_types as string[]) : null;
    const types = allowed ?? (Array.isArray(params.payment_method_types) ? (params.payment_method_types as string[]) : ['card']);
    const usage = asString(params.setup_future_usage);
    if (usage && usage !== 'off_session' && usage !== 'on_session') throw invalid(`Invalid setup_future_usage: ${usage}`, 'setup_future_usage');
    if (params.off_session !== undefined && params.off_session !== 'false' && !asBoolean(params.confirm))
      throw invalid('off_session can only be set when confirm is true.', 'off_session');
    const paymentMethod = asString(params.payment_method) ?? null;
    if (paymentMethod && !TEST_CARDS[paymentMethod]) this.find(this.paymentMethods, 'payment_method', paymentMethod);
    const piId = id('pi');
    const pi: FakePaymentIntent = {
      id: piId,
      object: 'payment_intent',
      allowed_payment_method_types: allowed as FakePaymentIntent['allowed_payment_method_types'],
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application_fee_amount: fee,
      automatic_payment_methods: automatic ? { enabled: asBoolean(automatic.enabled) } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${piId}_secret_${id('x').slice(2)}`,
      confirmation_method: 'automatic',
      created: this.host.now(),
      currency,
      customer: customerId,
      description: asString(params.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: asMetadata(params.metadata),
      next_action: null,
      payment_method: paymentMethod,
      payment_method_types: types,
      setup_future_usage: (usage as FakePaymentIntent['setup_future_usage']) ?? null,
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      transfer_data: transferData?.destination
        ? ({ destination: transferData.destination, ...(transferAmount !== undefined ? { amount: transferAmount } : {}) } as Stripe.PaymentIntent.TransferData)
        : null,
      transfer_group: asString(params.transfer_group) ?? null,
    };
    this.paymentIntents.set(pi.id, pi);
    this.host.emit('payment_intent.created', pi);
    if (asBoolean(params.confirm)) return this.confirm(pi, { return_url: params.return_url, off_session: params.off_session });
    return pi;
  }

  private updatePaymentIntent(piId: string, params: Params): FakePaymentIntent {
    const pi = this.find(this.paymentIntents, 'payment_intent', piId);
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      if (Object.keys(params).some((key) => key !== 'metadata' && key !== 'description')) throw unexpectedState(pi, 'update');
    }
    if (params.amount !== undefined) pi.amount = asInteger(params.amount, 'amount')!;
    if (params.description !== undefined) pi.description = asString(params.description) || null;
    if (params.metadata !== undefined) pi.metadata = { ...pi.metadata, ...asMetadata(params.metadata) };
    if (params.application_fee_amount !== undefined) pi.application_fee_amount = asInteger(params.application_fee_amount, 'application_fee_amount') ?? null;
    return pi;
  }

  private cancelPaymentIntent(piId: string, params: Params): FakePaymentIntent {
    const pi = this.find(this.paymentIntents, 'payment_intent', piId);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'].includes(pi.status)) throw unexpectedState(pi, 'cancel');
    pi.status = 'canceled';
    pi.canceled_at = this.host.now();
    pi.cancellation_reason = (asString(params.cancellation_reason) as FakePaymentIntent['cancellation_reason']) ?? 'requested_by_customer';
    pi.next_action = null;
    this.host.emit('payment_intent.canceled', pi);
    return pi;
  }

  // The card given (a test card makes a new PaymentMethod), tried as Stripe would: succeeded, declined
  // (402 card_error, the PaymentIntent back to requires_payment_method) or waiting for 3-D Secure
  // (requires_action; off session that is the `authentication_required` decline).
  private confirm(pi: FakePaymentIntent, params: Params): FakePaymentIntent {
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation' && pi.status !== 'requires_action')
      throw unexpectedState(pi, 'confirm');
    // `off_session`: true, or 'one_off' / 'recurring'.
    const offSession = asBoolean(params.off_session) || params.off_session === 'one_off' || params.off_session === 'recurring';
    const given = asString(params.payment_method) ?? pi.payment_method;
    if (!given) {
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with " +
          `${pi.customer ?? 'a customer'}, specify a payment method attached to this customer along with the customer ID.`,
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const method = this.paymentMethodFor(given, pi);
    pi.payment_method = method.id;
    const returnUrl = asString(params.return_url);
    if (returnUrl) this.returnUrls.set(pi.id, returnUrl);
    const trouble = pi.customer ? this.host.cardTrouble(pi.customer) : null;
    let behaviour = this.behaviours.get(method.id) ?? 'succeed';
    if (trouble === 'decline') behaviour = 'decline';
    else if (trouble === 'authentication') behaviour = 'authenticate';
    else if (behaviour === 'authenticate-once') behaviour = method.customer && pi.customer === method.customer && offSession ? 'succeed' : 'authenticate';

    if (behaviour === 'decline') {
      const code = trouble === 'decline' ? 'generic_decline' : (this.declineCodes.get(method.id) ?? 'generic_decline');
      return this.fail(pi, method, 'Your card was declined.', 'card_declined', code, true);
    }
    if (behaviour === 'authenticate' && offSession) {
      return this.fail(
        pi,
        method,
        'Your card was declined. This transaction requires authentication.',
        'authentication_required',
        'authentication_required',
        true,
      );
    }
    if (behaviour === 'authenticate') {
      pi.status = 'requires_action';
      pi.last_payment_error = null;
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${this.host.url()}/pay/${pi.id}/authenticate`, return_url: this.returnUrls.get(pi.id) ?? null },
      };
      this.host.emit('payment_intent.requires_action', pi);
      return pi;
    }
    this.succeed(pi, method);
    return pi;
  }

  private paymentMethodFor(given: string, pi: FakePaymentIntent): FakePaymentMethod {
    const card = TEST_CARDS[given];
    if (!card) {
      const method = this.find(this.paymentMethods, 'payment_method', given);
      if (method.customer && method.customer !== pi.customer) {
        throw invalid(`The provided PaymentMethod ${given} belongs to another customer.`, 'payment_method');
      }
      if (this.spent.has(method.id)) {
        throw invalid(
          'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
          'payment_method',
        );
      }
      return method;
    }
    const method: FakePaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      card: { brand: card.brand, country: 'GB', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', last4: card.last4 },
      created: this.host.now(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    this.paymentMethods.set(method.id, method);
    this.behaviours.set(method.id, card.behaviour);
    if (card.declineCode) this.declineCodes.set(method.id, card.declineCode);
    return method;
  }

  // A declined card makes a failed Charge (`charge.failed`); a failed 3-D Secure step makes none. Either
  // way the PaymentIntent waits for another payment method with `last_payment_error`.
  private fail(pi: FakePaymentIntent, method: FakePaymentMethod, message: string, code: string, declineCode: string, raise: boolean): FakePaymentIntent {
    const declined = code !== 'payment_intent_authentication_failure';
    const charge = declined ? this.newCharge(pi, method, 'failed') : null;
    if (charge) {
      charge.failure_code = code;
      charge.failure_message = message;
      charge.paid = false;
      charge.captured = false;
      charge.amount_captured = 0;
      pi.latest_charge = charge.id;
    }
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      type: declined ? 'card_error' : 'invalid_request_error',
      code: code as Stripe.PaymentIntent.LastPaymentError.Code,
      ...(charge ? { decline_code: declineCode, charge: charge.id } : {}),
      message,
      payment_method_type: 'card',
    };
    if (charge) this.host.emit('charge.failed', charge);
    this.host.emit('payment_intent.payment_failed', pi);
    if (raise) {
      throw cardError(message, code, {
        decline_code: declineCode,
        ...(charge ? { charge: charge.id } : {}),
        payment_intent: clone(pi),
        payment_method: clone(method),
        doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`,
      });
    }
    return pi;
  }

  private newCharge(pi: FakePaymentIntent, method: FakePaymentMethod, status: 'succeeded' | 'failed'): FakeCharge {
    const chargeId = id('ch');
    const charge: FakeCharge = {
      id: chargeId,
      object: 'charge',
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      application_fee: null,
      application_fee_amount: pi.application_fee_amount,
      balance_transaction: null,
      captured: true,
      created: this.host.now(),
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: clone(pi.metadata),
      paid: true,
      payment_intent: pi.id,
      payment_method: method.id,
      receipt_url: null,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
      status,
      transfer_data: pi.transfer_data ? { amount: pi.transfer_data.amount ?? null, destination: pi.transfer_data.destination as string } : null,
      transfer_group: pi.transfer_group,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  // Paid: the Charge; for a destination charge the Transfer of the amount less the fee to the connected
  // account and the ApplicationFee; the card saved on the customer when asked.
  private succeed(pi: FakePaymentIntent, method: FakePaymentMethod): void {
    const charge = this.newCharge(pi, method, 'succeeded');
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = charge.id;
    pi.last_payment_error = null;
    pi.next_action = null;
    if (pi.setup_future_usage && pi.customer && !method.customer) {
      method.customer = pi.customer;
      this.host.emit('payment_method.attached', method);
    }
    if (!method.customer) this.spent.add(method.id);
    let transfer: FakeTransfer | null = null;
    let fee: FakeApplicationFee | null = null;
    const destination = pi.transfer_data?.destination as string | undefined;
    if (destination) {
      const amount = pi.transfer_data?.amount ?? pi.amount - (pi.application_fee_amount ?? 0);
      transfer = this.newTransfer({
        amount,
        currency: pi.currency,
        destination,
        sourceTransaction: charge.id,
        group: pi.transfer_group ?? `group_${pi.id}`,
        metadata: {},
      });
      charge.transfer = transfer.id;
      if (pi.application_fee_amount) {
        fee = {
          id: id('fee'),
          object: 'application_fee',
          account: destination,
          amount: pi.application_fee_amount,
          amount_refunded: 0,
          application: APPLICATION.id,
          balance_transaction: null,
          charge: charge.id,
          created: this.host.now(),
          currency: pi.currency,
          livemode: false,
          originating_transaction: charge.id,
          refunded: false,
          refunds: { object: 'list', data: [], has_more: false, url: '' },
        };
        fee.refunds.url = `/v1/application_fees/${fee.id}/refunds`;
        this.fees.set(fee.id, fee);
        charge.application_fee = fee.id;
      }
    }
    this.host.emit('charge.succeeded', charge);
    this.host.emit('payment_intent.succeeded', pi);
    if (transfer) this.host.emit('transfer.created', transfer);
    if (fee) this.host.emit('application_fee.created', fee);
    this.settleSessionAttempt(pi);
  }

  private newTransfer(input: {
    amount: number;
    currency: string;
    destination: string;
    sourceTransaction: string | null;
    group: string | null;
    metadata: Stripe.Metadata;
    description?: string | null;
  }): FakeTransfer {
    const transferId = id('tr');
    const transfer: FakeTransfer = {
      id: transferId,
      object: 'transfer',
      amount: input.amount,
      amount_reversed: 0,
      balance_transaction: null,
      created: this.host.now(),
      currency: input.currency,
      description: input.description ?? null,
      destination: input.destination,
      destination_payment: id('py'),
      livemode: false,
      metadata: input.metadata,
      reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${transferId}/reversals` },
      reversed: false,
      source_transaction: input.sourceTransaction,
      transfer_group: input.group,
    };
    this.transfers.set(transfer.id, transfer);
    this.credit(input.destination, input.amount);
    return transfer;
  }

  private finishAuthentication(pi: FakePaymentIntent, succeed: boolean): void {
    if (pi.status !== 'requires_action') throw unexpectedState(pi, 'authenticate');
    const method = this.find(this.paymentMethods, 'payment_method', pi.payment_method!);
    if (succeed) this.succeed(pi, method);
    else
      this.fail(
        pi,
        method,
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        'payment_intent_authentication_failure',
        'authentication_failure',
        false,
      );
  }

  // ---- Checkout in payment mode -----------------------------------------------------------------------

  /** A Checkout Session in payment mode: `line_items[0]` with `price_data` and `quantity`, and
   * `payment_intent_data` (transfer_data, application_fee_amount, setup_future_usage, metadata) for the
   * PaymentIntent made when the buyer pays. */
  createPaymentSession(params: Params, sessionId: string): FakeCheckoutSession {
    const lineItems = params.line_items as
      Array<{ price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } }; quantity?: string }> | undefined;
    const item = lineItems?.[0];
    const priceData = item?.price_data;
    if (!priceData) throw required('line_items[0][price_data]');
    const unit = asInteger(priceData.unit_amount, 'line_items[0][price_data][unit_amount]');
    if (unit === undefined) throw required('line_items[0][price_data][unit_amount]');
    const currency = asString(priceData.currency)?.toLowerCase();
    if (!currency) throw required('line_items[0][price_data][currency]');
    const quantity = asInteger(item.quantity, 'line_items[0][quantity]') ?? 1;
    const successUrl = asString(params.success_url);
    if (!successUrl) throw required('success_url');
    const customerId = asString(params.customer) ?? null;
    if (customerId) this.host.customer(customerId, 'customer');
    const intent = (params.payment_intent_data ?? {}) as Record<string, unknown>;
    const destination = (intent.transfer_data as { destination?: string } | undefined)?.destination;
    if (destination) this.destination(destination, 'payment_intent_data[transfer_data][destination]');
    const now = this.host.now();
    return {
      id: sessionId,
      object: 'checkout.session',
      amount_total: unit * quantity,
      cancel_url: asString(params.cancel_url) ?? null,
      client_reference_id: asString(params.client_reference_id) ?? null,
      created: now,
      currency,
      customer: customerId,
      expires_at: now + DAY,
      livemode: false,
      metadata: asMetadata(params.metadata),
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      payment_intent: null,
      success_url: successUrl,
      url: `${this.host.url()}/checkout/${sessionId}`,
      price: null,
      payment: { amount: unit * quantity, name: asString(priceData.product_data?.name) ?? 'Payment', intent: { ...intent, currency } },
      trial_period_days: null,
      subscription_metadata: {},
    };
  }

  /** Pays a payment-mode Checkout Session with a test card, as its page's buttons do. */
  payCheckout(session: FakeCheckoutSession, card: 'pm_card_visa' | 'pm_card_authenticationRequired' | 'pm_card_chargeDeclined'): FakePaymentIntent {
    if (session.status !== 'open') throw invalid(`This Checkout Session is ${session.status}.`);
    let pi = session.payment_intent ? this.paymentIntents.get(session.payment_intent) : undefined;
    if (!pi || pi.status === 'canceled') {
      const data = session.payment!.intent;
      pi = this.createPaymentIntent({
        ...data,
        amount: String(session.payment!.amount),
        customer: session.customer ?? undefined,
        payment_method_types: ['card'],
      });
      session.payment_intent = pi.id;
      this.sessionOf.set(pi.id, session.id);
    }
    try {
      this.confirm(pi, { payment_method: card });
    } catch (error) {
      if (!(error instanceof StripeError) || error.type !== 'card_error') throw error;
    }
    return pi;
  }

  private settleSessionAttempt(pi: FakePaymentIntent): void {
    const sessionId = this.sessionOf.get(pi.id);
    const session = sessionId ? this.host.sessions.get(sessionId) : undefined;
    if (!session || pi.status !== 'succeeded' || session.status !== 'open') return;
    session.status = 'complete';
    session.payment_status = 'paid';
    this.host.emit('checkout.session.completed', session);
  }

  // ---- refunds and transfers --------------------------------------------------------------------------

  private createRefund(params: Params): FakeRefund {
    const piId = asString(params.payment_intent);
    const chargeId = asString(params.charge);
    if (!piId && !chargeId) throw required('charge');
    const pi = piId ? this.find(this.paymentIntents, 'payment_intent', piId) : null;
    const charge = chargeId ? this.find(this.charges, 'charge', chargeId) : pi?.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
    if (!charge || charge.status !== 'succeeded') {
      throw invalid(`This PaymentIntent (${piId ?? ''}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = asInteger(params.amount, 'amount') ?? remaining;
    if (amount <= 0) throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(remaining, charge.currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    if (charge.disputed && [...this.disputes.values()].some((d) => d.charge === charge.id && !['won', 'lost'].includes(d.status))) {
      throw invalid(`Charge ${charge.id} has been charged back; cannot issue a refund.`, undefined, 'charge_disputed');
    }
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: this.host.now(),
      currency: charge.currency,
      metadata: asMetadata(params.metadata),
      payment_intent: charge.payment_intent,
      reason: (asString(params.reason) as FakeRefund['reason']) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.refunds.set(refund.id, refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds.data.unshift(refund);
    this.host.emit('refund.created', refund);
    this.host.emit('charge.refunded', charge, previous);
    const transfer = charge.transfer ? this.transfers.get(charge.transfer) : undefined;
    if (transfer && asBoolean(params.reverse_transfer)) {
      // Pro rata: what the refund is of the charge, of the transfer (the last refund takes what is left).
      const share = charge.refunded ? transfer.amount - transfer.amount_reversed : Math.round((transfer.amount * amount) / charge.amount);
      if (share > 0) {
        const reversal = this.createReversal(transfer, { amount: String(share) }, refund.id);
        refund.transfer_reversal = reversal.id;
      }
    }
    if (charge.application_fee && asBoolean(params.refund_application_fee)) {
      const fee = this.fees.get(charge.application_fee)!;
      const share = charge.refunded ? fee.amount - fee.amount_refunded : Math.round((fee.amount * amount) / charge.amount);
      if (share > 0) this.refundFee(fee, share);
    }
    return refund;
  }

  private refundFee(fee: FakeApplicationFee, amount: number): void {
    const previous = { amount_refunded: fee.amount_refunded, refunded: fee.refunded };
    fee.refunds.data.unshift({
      id: id('fr'),
      object: 'fee_refund',
      amount,
      balance_transaction: null,
      created: this.host.now(),
      currency: fee.currency,
      fee: fee.id,
      metadata: {},
    });
    fee.amount_refunded += amount;
    fee.refunded = fee.amount_refunded === fee.amount;
    this.host.emit('application_fee.refunded', fee, previous);
  }

  private createTransfer(params: Params): FakeTransfer {
    const amount = asInteger(params.amount, 'amount');
    if (amount === undefined) throw required('amount');
    if (amount <= 0) throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    const currency = asString(params.currency)?.toLowerCase();
    if (!currency) throw required('currency');
    const destinationId = asString(params.destination);
    if (!destinationId) throw required('destination');
    this.destination(destinationId, 'destination');
    const source = asString(params.source_transaction) ?? null;
    if (source) {
      const charge = this.find(this.charges, 'charge', source);
      if (charge.status !== 'succeeded') throw invalid(`The source_transaction ${source} has not succeeded.`, 'source_transaction');
    }
    const transfer = this.newTransfer({
      amount,
      currency,
      destination: destinationId,
      sourceTransaction: source,
      group: asString(params.transfer_group) ?? null,
      metadata: asMetadata(params.metadata),
      description: asString(params.description) ?? null,
    });
    this.host.emit('transfer.created', transfer);
    return transfer;
  }

  // A reversal takes money back from the connected account (`transfer.reversed`, partial ones included,
  // as Stripe sends it); `refund_application_fee` refunds the fee of its charge in proportion.
  private createReversal(transfer: FakeTransfer, params: Params, sourceRefund: string | null): FakeTransferReversal {
    const left = transfer.amount - transfer.amount_reversed;
    const amount = asInteger(params.amount, 'amount') ?? left;
    if (left <= 0) throw invalid(`Transfer ${transfer.id} has already been fully reversed.`, undefined, 'transfer_already_reversed');
    if (amount <= 0 || amount > left) {
      throw invalid(`Amount (${amount}) is greater than the amount left on the transfer (${left}).`, 'amount', 'amount_too_large');
    }
    const reversal: FakeTransferReversal = {
      id: id('trr'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: null,
      created: this.host.now(),
      currency: transfer.currency,
      destination_payment_refund: id('pyr'),
      metadata: asMetadata(params.metadata),
      source_refund: sourceRefund,
      transfer: transfer.id,
    };
    this.reversals.set(reversal.id, reversal);
    const previous = { amount_reversed: transfer.amount_reversed, reversed: transfer.reversed };
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.unshift(reversal);
    this.credit(transfer.destination, -amount);
    this.host.emit('transfer.reversed', transfer, previous);
    if (asBoolean(params.refund_application_fee) && transfer.source_transaction) {
      const charge = this.charges.get(transfer.source_transaction);
      const fee = charge?.application_fee ? this.fees.get(charge.application_fee) : undefined;
      if (fee) {
        const share = transfer.reversed ? fee.amount - fee.amount_refunded : Math.round((fee.amount * amount) / transfer.amount);
        if (share > 0) this.refundFee(fee, share);
      }
    }
    return reversal;
  }

  // ---- disputes and payment methods ---------------------------------------------------------------------

  private updateDispute(disputeId: string, params: Params): FakeDispute {
    const dispute = this.find(this.disputes, 'dispute', disputeId);
    if (dispute.status === 'won' || dispute.status === 'lost') throw invalid('This dispute is already closed.', undefined, 'dispute_closed');
    const previous: Record<string, unknown> = {};
    if (params.evidence && typeof params.evidence === 'object') {
      previous.evidence = clone(dispute.evidence);
      dispute.evidence = { ...dispute.evidence, ...asMetadata(params.evidence) };
      dispute.evidence_details.has_evidence = true;
    }
    if (params.metadata !== undefined) {
      previous.metadata = clone(dispute.metadata);
      dispute.metadata = { ...dispute.metadata, ...asMetadata(params.metadata) };
    }
    if (params.submit === undefined || asBoolean(params.submit)) {
      if (dispute.evidence_details.has_evidence) {
        previous.status = dispute.status;
        dispute.status = 'under_review';
        dispute.evidence_details.submission_count += 1;
      }
    }
    this.host.emit('charge.dispute.updated', dispute, previous);
    return dispute;
  }

  private closeByPlatform(disputeId: string): FakeDispute {
    const dispute = this.find(this.disputes, 'dispute', disputeId);
    if (dispute.status === 'won' || dispute.status === 'lost') throw invalid('This dispute is already closed.', undefined, 'dispute_closed');
    const previous = { status: dispute.status };
    dispute.status = 'lost';
    this.host.emit('charge.dispute.closed', dispute, previous);
    return dispute;
  }

  private listPaymentMethods(customerId: string | undefined, params: Params) {
    if (!customerId) throw required('customer');
    this.host.customer(customerId, 'customer');
    return listOf(
      `/v1/customers/${customerId}/payment_methods`,
      [...this.paymentMethods.values()].filter((m) => m.customer === customerId),
      params,
    );
  }

  // ---- pages ------------------------------------------------------------------------------------------

  /** The browser's pages: onboarding (`/connect/onboarding/:link`), a PaymentIntent's payment and 3-D
   * Secure pages (`/pay/:pi`, `/pay/:pi/authenticate`) and a payment-mode Checkout page. */
  page(method: string, parts: string[], form: Params, html: (status: number, body: string) => void, redirect: (location: string) => void): void {
    const [kind, objectId, action, step] = parts;
    if (kind === 'connect' && objectId === 'dashboard') {
      const account = action ? this.accounts.get(action) : undefined;
      if (!account) return html(404, messagePage('Express dashboard', 'This link is not valid.'));
      const payouts = [...this.payouts.values()].filter((p) => p.account === account.id && p.status === 'paid').length;
      return html(
        200,
        messagePage('Express dashboard', `${account.email ?? account.id}: balance ${money(this.balanceOf(account.id), 'gbp')}, ${payouts} payout(s) paid.`),
      );
    }
    if (kind === 'connect') {
      const state = action ? this.links.get(action) : undefined;
      if (objectId !== 'onboarding' || !state) return html(404, messagePage('Onboarding', 'This link is not valid.'));
      const account = this.accounts.get(state.account);
      const expired = this.host.now() > state.link.expires_at;
      if (step === 'complete' && method === 'POST') {
        if (!account || state.completed || expired) return redirect(state.refreshUrl);
        state.completed = true;
        this.completeOnboarding(account);
        return redirect(state.returnUrl);
      }
      if (!account || state.visited || expired) return redirect(state.refreshUrl);
      state.visited = true;
      void form;
      return html(200, onboardingPage(state.token, account, state.returnUrl));
    }
    // /pay/:pi, /pay/:pi/<pay|pay-3ds|decline>, /pay/:pi/authenticate[/complete|/fail]
    const pi = objectId ? this.paymentIntents.get(objectId) : undefined;
    if (!pi) return html(404, messagePage('Payment', 'This payment link is not valid.'));
    const sessionId = this.sessionOf.get(pi.id);
    const session = sessionId ? this.host.sessions.get(sessionId) : undefined;
    const done = () => {
      if (session) return redirect(session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id));
      const back = this.returnUrls.get(pi.id);
      return back ? redirect(back) : html(200, messagePage('Payment', `Payment of ${money(pi.amount, pi.currency)} succeeded.`));
    };
    const again = (error: string | null) =>
      session
        ? html(
            402,
            paymentPage({
              title: session.payment?.name ?? 'Payment',
              amount: pi.amount,
              currency: pi.currency,
              base: `/checkout/${session.id}`,
              error,
              open: true,
            }),
          )
        : html(402, paymentPage({ title: pi.description ?? 'Payment', amount: pi.amount, currency: pi.currency, base: `/pay/${pi.id}`, error, open: true }));
    if (action === 'authenticate') {
      if (method === 'POST' && (step === 'complete' || step === 'fail')) {
        if (pi.status !== 'requires_action') return html(400, messagePage('Authentication', `This payment is ${pi.status}.`));
        this.finishAuthentication(pi, step === 'complete');
        return pi.status === 'succeeded' ? done() : again(pi.last_payment_error?.message ?? 'Authentication failed.');
      }
      return html(200, authenticationPage(pi.id, pi.amount, pi.currency, pi.status === 'requires_action'));
    }
    if (method === 'POST' && (action === 'pay' || action === 'pay-3ds' || action === 'decline')) {
      const card = action === 'pay' ? 'pm_card_visa' : action === 'pay-3ds' ? 'pm_card_authenticationRequired' : 'pm_card_chargeDeclined';
      try {
        this.confirm(pi, { payment_method: card });
      } catch (error) {
        return again(error instanceof Error ? error.message : 'Payment failed.');
      }
      return this.afterAttempt(pi, done, again, redirect);
    }
    const open = ['requires_payment_method', 'requires_confirmation'].includes(pi.status);
    return html(
      200,
      paymentPage({
        title: pi.description ?? 'Payment',
        amount: pi.amount,
        currency: pi.currency,
        base: `/pay/${pi.id}`,
        error: open ? null : `This payment is ${pi.status}.`,
        open,
      }),
    );
  }

  /** A payment-mode Checkout page and its buttons. */
  checkoutPage(
    method: string,
    session: FakeCheckoutSession,
    action: string | undefined,
    html: (status: number, body: string) => void,
    redirect: (location: string) => void,
  ): void {
    const view = (error: string | null, status = 200) =>
      html(
        status,
        paymentPage({
          title: session.payment?.name ?? 'Payment',
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'gbp',
          base: `/checkout/${session.id}`,
          error,
          open: session.status === 'open',
        }),
      );
    if (method === 'POST' && action === 'cancel') return redirect(session.cancel_url ?? this.host.url());
    if (method === 'POST' && (action === 'pay' || action === 'pay-3ds' || action === 'decline')) {
      if (session.status !== 'open') return view(`This checkout is ${session.status}.`, 400);
      const card = action === 'pay' ? 'pm_card_visa' : action === 'pay-3ds' ? 'pm_card_authenticationRequired' : 'pm_card_chargeDeclined';
      const pi = this.payCheckout(session, card);
      return this.afterAttempt(
        pi,
        () => redirect(session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id)),
        (error) => view(error, 402),
        redirect,
      );
    }
    return view(session.status === 'open' ? null : `This checkout is ${session.status}.`);
  }

  private afterAttempt(pi: FakePaymentIntent, done: () => void, again: (error: string | null) => void, redirect: (location: string) => void): void {
    if (pi.status === 'succeeded') return done();
    if (pi.status === 'requires_action') return redirect(`${this.host.url()}/pay/${pi.id}/authenticate`);
    return again(pi.last_payment_error?.message ?? 'Payment failed.');
  }
}
