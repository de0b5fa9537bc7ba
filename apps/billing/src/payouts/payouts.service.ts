import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { BillingErrorCode, type PayoutAccount, type PayoutOnboarding, type PayoutStatus } from '@stave/contracts';
import { APP_CONFIG, Clock, Database, Outbox, domainError, type Queryable, type Transaction } from '@stave/platform';
import type { BillingEnv } from '../config';
import { StripeBilling, providerTrouble } from '../subscriptions/stripe-billing';
import { PayoutsRepository, type PayoutRow, type PayoutState } from './payouts.repository';

const NO_REQUIREMENTS: PayoutAccount['requirements'] = { currentlyDue: [], pastDue: [], pendingVerification: [], currentDeadline: null, disabledReason: null };

// Payouts accounts (docs/bookings.md § Money): a member who wants to be paid through Stave onboards with Stripe as a
// Connect Express account. Stripe's word on it is read from Stripe — on return from onboarding, and on each
// account.* event — never taken from the browser or from an event's body.
@Injectable()
export class PayoutsService {
  constructor(
    private readonly database: Database,
    private readonly payouts: PayoutsRepository,
    private readonly stripe: StripeBilling,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BillingEnv,
  ) {}

  async view(userId: number): Promise<PayoutAccount> {
    return view(await this.payouts.find(userId));
  }

  // The account is made on first use (once, whatever the clicks: the member's lock, and Stripe's idempotency key should
  // a timeout leave Stripe with an account Stave did not hear of), then a fresh single-use onboarding link.
  async onboarding(userId: number): Promise<PayoutOnboarding> {
    const stripe = this.client();
    const accountId = await this.database.transaction(async (tx) => {
      const row = await this.payouts.lockMember(tx, userId);
      if (row && !row.deauthorizedAt) return row.stripeAccountId;
      const account = await stripe.accounts
        .create(
          {
            type: 'express',
            country: 'GB',
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            business_profile: { product_description: 'Music engagements booked through Stave' },
            metadata: { stave_user_id: String(userId) },
          },
          { idempotencyKey: `payout-account-${userId}-${row?.version ?? 0}` },
        )
        .catch(providerTrouble);
      if (row) {
        // Disconnected before: a new account takes the place of the old one.
        await this.payouts.erase(tx, userId);
      }
      await this.payouts.insert(tx, userId, account.id);
      return account.id;
    });
    const link = await stripe.accountLinks
      .create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${this.appUrl()}/settings/payouts?refresh=true`,
        return_url: `${this.appUrl()}/settings/payouts?return=true`,
      })
      .catch(providerTrouble);
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
  }

  // On return from onboarding (which is no proof of anything: Stripe is asked).
  async sync(userId: number): Promise<PayoutAccount> {
    const stripe = this.client();
    const row = await this.payouts.find(userId);
    if (!row) return view(null);
    const account = await stripe.accounts.retrieve(row.stripeAccountId).catch(providerTrouble);
    await this.database.transaction(async (tx) => {
      const locked = await this.payouts.lockMember(tx, userId);
      if (locked?.stripeAccountId === account.id) await this.apply(tx, locked, stateOf(account, locked.deauthorizedAt !== null));
    });
    return this.view(userId);
  }

  // account.updated (read the account again) and account.application.deauthorized (Stave may no longer act for it).
  // Events in any order, twice, late: the account's state is Stripe's now, so applying one again changes nothing.
  async onStripeEvent(event: Stripe.Event): Promise<void> {
    const accountId = event.account ?? (event.type === 'account.updated' ? (event.data.object as Stripe.Account).id : undefined);
    if (!accountId) return;
    const deauthorized = event.type === 'account.application.deauthorized';
    const account = deauthorized ? null : await this.client().accounts.retrieve(accountId).catch(providerTrouble);
    await this.database.transaction(async (tx) => {
      const row = await this.payouts.lockByAccount(tx, accountId);
      if (!row) return;
      await this.apply(
        tx,
        row,
        account ? stateOf(account, row.deauthorizedAt !== null) : { ...stored(row), chargesEnabled: false, payoutsEnabled: false, deauthorized: true },
      );
    });
  }

  // The member's Connect account when a hirer can pay into it (charges and payouts enabled, still connected): the
  // destination of a booking's charges (booking-payments/); null otherwise.
  async destinationOf(userId: number, db: Queryable = this.database.pool): Promise<string | null> {
    const row = await this.payouts.find(userId, db);
    return row && payoutStatus(row) === 'active' ? row.stripeAccountId : null;
  }

  // The member's export: what Stave holds of their payouts account (not Stripe's id: a key to the account at Stripe).
  async exportMember(db: Queryable, userId: number): Promise<PayoutAccount | null> {
    const row = await this.payouts.find(userId, db);
    return row ? view(row) : null;
  }

  // The member erased: Stave forgets the account. The account is theirs at Stripe, with its own records (payouts, tax
  // forms), which Stripe keeps as the law asks of it.
  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    await this.payouts.lockMember(tx, userId);
    await this.payouts.erase(tx, userId);
  }

  private async apply(tx: Transaction, row: PayoutRow, state: PayoutState): Promise<void> {
    const now = this.clock.now();
    const version = await this.payouts.apply(tx, row.userId, state, now);
    // Announced when whether the member can be paid changes; what Stripe still needs is theirs to read here.
    const canBePaid = (s: PayoutState) => [s.chargesEnabled && !s.deauthorized, s.payoutsEnabled && !s.deauthorized].join();
    if (version === null || canBePaid(state) === canBePaid(stored(row))) return;
    await this.outbox.add(tx, 'billing.payout-account.changed.v1', row.userId, {
      userId: row.userId,
      version,
      chargesEnabled: state.chargesEnabled && !state.deauthorized,
      payoutsEnabled: state.payoutsEnabled && !state.deauthorized,
      changedAt: now.toISOString(),
    });
  }

  private client(): Stripe {
    if (!this.stripe.client) throw domainError(BillingErrorCode.PaymentProviderUnavailable);
    return this.stripe.client;
  }

  private appUrl(): string {
    return this.config.PUBLIC_APP_URL.replace(/\/$/, '');
  }
}

function stored(row: PayoutRow): PayoutState {
  return {
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
    requirements: row.requirements,
    deauthorized: row.deauthorizedAt !== null,
  };
}

function stateOf(account: Stripe.Account, deauthorized: boolean): PayoutState {
  const due = account.requirements;
  return {
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirements: {
      currentlyDue: due?.currently_due ?? [],
      pastDue: due?.past_due ?? [],
      pendingVerification: due?.pending_verification ?? [],
      currentDeadline: due?.current_deadline ? new Date(due.current_deadline * 1000).toISOString() : null,
      disabledReason: due?.disabled_reason ?? null,
    },
    deauthorized,
  };
}

export function payoutStatus(row: Pick<PayoutRow, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted' | 'deauthorizedAt'> | null): PayoutStatus {
  if (!row) return 'none';
  if (row.deauthorizedAt) return 'disconnected';
  if (row.chargesEnabled && row.payoutsEnabled) return 'active';
  return row.detailsSubmitted ? 'restricted' : 'onboarding';
}

function view(row: PayoutRow | null): PayoutAccount {
  return {
    status: payoutStatus(row),
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    requirements: row ? { ...NO_REQUIREMENTS, ...row.requirements } : NO_REQUIREMENTS,
    updatedAt: row && row.version > 0 ? row.updatedAt.toISOString() : null,
  };
}
