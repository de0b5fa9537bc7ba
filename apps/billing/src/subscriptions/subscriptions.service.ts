import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  BILLING_MESSAGES,
  BillingErrorCode,
  PLANS,
  type BillingSubscription,
  type CheckoutAnswer,
  type SubscriptionChangeAnswer,
  type SubscriptionTier,
} from '@stave/contracts';
import { APP_CONFIG, Clock, Database, LOGGER, Outbox, domainError, type Transaction } from '@stave/platform';
import { findUserSummary } from '@stave/domain';
import type { BillingEnv } from '../config';
import { AccountsRepository, type AccountRow, type StoredPlan } from './accounts.repository';
import { planFromStripe, type PlanState } from './plan-state';
import { StripeBilling, providerTrouble } from './stripe-billing';

type PaidTier = Exclude<SubscriptionTier, 'free'>;

// Stripe's events billing acts on; any other is acknowledged and ignored.
const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);
const LIVE = new Set(['active', 'trialing', 'past_due']);
const TRIAL_MONTHS = 3;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const longDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

// Subscription, on Stripe: Checkout for a first paid plan (a 3-month trial once), plan changes
// on the subscription, the portal, and Stripe's events. Stripe's state is the truth: every path that
// learns of a change (a webhook, the return from Checkout, a change made here, the daily reconciliation)
// reads the member's subscriptions from Stripe with the member's row locked and stores what they say
// (planFromStripe), announcing a change as billing.subscription.changed.v1. Without a Stripe key (test
// mode) a chosen plan applies at once.
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly database: Database,
    private readonly accounts: AccountsRepository,
    private readonly stripe: StripeBilling,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BillingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async view(userId: number): Promise<BillingSubscription> {
    return this.viewOf(await this.accounts.find(userId));
  }

  // POST /api/create-checkout-session.
  async checkout(userId: number, tier: SubscriptionTier): Promise<CheckoutAnswer> {
    if (tier === 'free') throw domainError(BillingErrorCode.UseCheckout, { message: BILLING_MESSAGES.checkoutPaidOnly, path: 'subscriptionTier' });
    if (this.stripe.testMode) {
      await this.applyTestPlan(userId, tier);
      return { testMode: true, message: `Test mode: you are now on ${PLANS[tier].name}. No payment was taken.` };
    }
    const account = await this.customerFor(userId);
    // Already subscribed: the spec's client comes here for pro ↔ business too; the plan changes on the
    // subscription and the member goes straight back to the page's success banner.
    if (account.stripeSubscriptionId && LIVE.has(account.status) && account.tier !== 'free') {
      await this.switchPlan(userId, account, tier);
      return { url: `${this.appUrl()}/subscription?success=true` };
    }
    const trial = !account.trialUsed && !account.paidBefore;
    const session = await this.stripe
      .stripe()
      .checkout.sessions.create({
        mode: 'subscription',
        customer: account.stripeCustomerId!,
        client_reference_id: String(userId),
        line_items: [{ price: this.stripe.priceOf(tier), quantity: 1 }],
        success_url: `${this.appUrl()}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.appUrl()}/subscription?canceled=true`,
        subscription_data: { metadata: { userId: String(userId), tier }, ...(trial ? { trial_period_days: this.trialDays() } : {}) },
        metadata: { userId: String(userId), tier },
      })
      .catch(providerTrouble);
    if (!session.url) throw domainError(BillingErrorCode.PaymentProviderUnavailable);
    return { url: session.url };
  }

  // POST /api/user/subscription.
  async change(userId: number, tier: SubscriptionTier): Promise<SubscriptionChangeAnswer> {
    const current = await this.accounts.find(userId);
    const currentTier = current?.tier ?? (await this.projectedTier(userId));
    if (this.stripe.testMode) {
      if (tier === currentTier) return { message: BILLING_MESSAGES.noChange, subscription: this.viewOf(current) };
      await this.applyTestPlan(userId, tier);
      return { message: `Test mode: you are now on ${PLANS[tier].name}.`, subscription: await this.view(userId) };
    }
    const live = current?.stripeSubscriptionId && LIVE.has(current.status) && current.tier !== 'free' ? current : null;
    if (tier === currentTier && !(live && tier !== 'free' && live.cancelAtPeriodEnd)) {
      return { message: BILLING_MESSAGES.noChange, subscription: this.viewOf(current) };
    }
    if (tier === 'free') {
      if (!live) return { message: BILLING_MESSAGES.noChange, subscription: this.viewOf(current) };
      await this.stripe.stripe().subscriptions.update(live.stripeSubscriptionId!, { cancel_at_period_end: true }).catch(providerTrouble);
      const after = await this.sync(userId);
      const until = after.currentPeriodEnd ? ` on ${longDate(new Date(after.currentPeriodEnd))}` : '';
      return { message: `Your ${PLANS[live.tier].name} plan ends${until}. You keep it until then.`, subscription: after };
    }
    if (!live) throw domainError(BillingErrorCode.UseCheckout, { extra: { useCheckout: true } });
    await this.switchPlan(userId, live, tier);
    return { message: `You are now on ${PLANS[tier].name}.`, subscription: await this.view(userId) };
  }

  // POST /api/billing/portal.
  async portal(userId: number): Promise<{ url: string }> {
    const account = await this.accounts.find(userId);
    if (this.stripe.testMode || !account?.stripeCustomerId) throw domainError(BillingErrorCode.NoBillingAccount);
    const session = await this.stripe
      .stripe()
      .billingPortal.sessions.create({ customer: account.stripeCustomerId, return_url: `${this.appUrl()}/subscription` })
      .catch(providerTrouble);
    return { url: session.url };
  }

  // POST /api/billing/sync, and after every change made here: the member's plan read from Stripe now.
  // A session id names the Checkout the member came back from (it must be theirs).
  async sync(userId: number, sessionId?: string): Promise<BillingSubscription> {
    if (this.stripe.testMode) return this.view(userId);
    if (sessionId) {
      const session = await this.stripe
        .stripe()
        .checkout.sessions.retrieve(sessionId)
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === 'resource_missing') throw domainError(BillingErrorCode.CheckoutSessionNotFound);
          return providerTrouble(error);
        });
      if (session.client_reference_id !== String(userId)) throw domainError(BillingErrorCode.CheckoutSessionNotFound);
    }
    await this.database.transaction(async (tx) => {
      const account = await this.accounts.lock(tx, userId);
      if (account.stripeCustomerId) await this.syncLocked(tx, account);
    });
    return this.view(userId);
  }

  // A verified event from POST /api/billing/webhook (webhooks/webhook.controller.ts), applied once — the event id
  // recorded in the transaction that applies it, so a redelivery finds it and changes nothing. What it says is not
  // trusted beyond whose it is: the plan is read from Stripe then, so events in any order end in Stripe's state. A
  // failure rolls back and answers 5xx, and Stripe delivers it again.
  async onStripeEvent(event: Stripe.Event): Promise<void> {
    if (!HANDLED_EVENTS.has(event.type)) return;
    const object = event.data.object as { customer?: string | { id: string } | null };
    const customerId = typeof object.customer === 'string' ? object.customer : object.customer?.id;
    if (!customerId) return;
    await this.database.transaction(async (tx) => {
      if (!(await this.accounts.recordEvent(tx, event.id, event.type, new Date(event.created * 1000)))) return;
      const account = await this.accounts.lockByCustomer(tx, customerId);
      if (!account) {
        this.logger.warn({ eventId: event.id, type: event.type, customerId }, 'stripe event for a customer billing does not know; ignored');
        return;
      }
      const plan = await this.syncLocked(tx, account);
      if (event.type === 'customer.subscription.trial_will_end' && plan.trialEndsAt) {
        await this.outbox.add(tx, 'billing.subscription.trial-ending.v1', account.userId, {
          userId: account.userId,
          tier: plan.tier,
          trialEndsAt: plan.trialEndsAt.toISOString(),
        });
      }
      // A failed charge, or one waiting for the member (3-D Secure): either way the card needs them.
      if ((event.type === 'invoice.payment_failed' || event.type === 'invoice.payment_action_required') && plan.graceUntil) {
        await this.outbox.add(tx, 'billing.subscription.payment-failed.v1', account.userId, {
          userId: account.userId,
          tier: plan.tier,
          amountPence: (event.data.object as Stripe.Invoice).amount_due,
          graceUntil: plan.graceUntil.toISOString(),
        });
      }
    });
  }

  // The daily reconciliation: every member with a Stripe customer read again; a change found is drift
  // (an event lost beyond Stripe's retries), repaired and logged.
  async reconcile(signal?: AbortSignal): Promise<{ checked: number; repaired: number }> {
    if (this.stripe.testMode) return { checked: 0, repaired: 0 };
    let after = 0;
    let checked = 0;
    let repaired = 0;
    for (;;) {
      const userIds = await this.accounts.withCustomers(after, 100);
      for (const userId of userIds) {
        if (signal?.aborted) return { checked, repaired };
        const before = await this.accounts.find(userId);
        await this.database.transaction(async (tx) => {
          // A member erased since the page was read has no row any more, and must not get one back.
          const account = await this.accounts.lockExisting(tx, userId);
          if (account?.stripeCustomerId) await this.syncLocked(tx, account);
        });
        const now = await this.accounts.find(userId);
        checked++;
        if (before && now && now.version !== before.version) {
          repaired++;
          this.logger.warn({ userId, before: storedPlan(before), after: storedPlan(now) }, 'billing reconciliation repaired a plan');
        }
      }
      if (userIds.length < 100) return { checked, repaired };
      after = userIds.at(-1)!;
    }
  }

  // ---- inside ---------------------------------------------------------------------------------------

  // Reads the member's subscriptions from Stripe (the row locked) and stores and announces what
  // changed. A second live subscription (two Checkouts completed) is cancelled: one plan per member.
  private async syncLocked(tx: Transaction, account: AccountRow): Promise<PlanState> {
    const stripe = this.stripe.stripe();
    const list = await stripe.subscriptions.list({ customer: account.stripeCustomerId!, status: 'all', limit: 20 }).catch(providerTrouble);
    const plan = planFromStripe(list.data, this.stripe.tierOfPrice, this.config.PAYMENT_GRACE_DAYS, this.clock.now());
    for (const extra of plan.extras) {
      this.logger.warn({ userId: account.userId, subscriptionId: extra }, 'a second paid subscription: cancelled');
      await stripe.subscriptions.cancel(extra, { prorate: true }).catch(providerTrouble);
    }
    await this.store(tx, account, plan, plan);
    return plan;
  }

  private async store(tx: Transaction, account: AccountRow, plan: StoredPlan, history: { trialed: boolean; paid: boolean }): Promise<void> {
    if (samePlan(account, plan)) {
      await this.accounts.touch(tx, account.userId, history);
      return;
    }
    const version = await this.accounts.savePlan(tx, account.userId, plan, history);
    await this.outbox.add(tx, 'billing.subscription.changed.v1', account.userId, {
      userId: account.userId,
      version,
      tier: plan.tier,
      status: plan.status,
      expiresAt: iso(plan.tier === 'free' ? null : plan.graceUntil && plan.status === 'past_due' ? plan.graceUntil : plan.currentPeriodEnd),
      trialEndsAt: iso(plan.trialEndsAt),
      cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
      stripeCustomerId: account.stripeCustomerId,
      stripeSubscriptionId: plan.stripeSubscriptionId,
      changedAt: this.clock.now().toISOString(),
    });
  }

  // pro ↔ business on the live subscription: an upgrade is charged now for the rest of the period, a
  // downgrade credited on the next invoice; a pending cancellation is withdrawn (the member chose a plan).
  private async switchPlan(userId: number, live: AccountRow, tier: PaidTier): Promise<void> {
    const stripe = this.stripe.stripe();
    const subscription = await stripe.subscriptions.retrieve(live.stripeSubscriptionId!).catch(providerTrouble);
    const item = subscription.items.data[0]!;
    const upgrade = tier === 'business';
    await stripe.subscriptions
      .update(subscription.id, {
        ...(item.price.id === this.stripe.priceOf(tier)
          ? {}
          : { items: [{ id: item.id, price: this.stripe.priceOf(tier) }], proration_behavior: upgrade ? 'always_invoice' : 'create_prorations' }),
        cancel_at_period_end: false,
      })
      .catch(providerTrouble);
    await this.sync(userId);
  }

  // The member's Stripe customer, created once (an idempotency key per member, and the row locked, so
  // two clicks make one). Also the hirer who pays for a booking (booking-payments/).
  async customerFor(userId: number): Promise<AccountRow> {
    return this.database.transaction(async (tx) => {
      const account = await this.accounts.lock(tx, userId);
      if (account.stripeCustomerId) return account;
      const member = await findUserSummary(tx, userId);
      const customer = await this.stripe
        .stripe()
        .customers.create(
          { name: member?.name ?? undefined, metadata: { userId: String(userId), username: member?.username ?? '' } },
          { idempotencyKey: `stave-customer-${userId}` },
        )
        .catch(providerTrouble);
      await this.accounts.setCustomer(tx, userId, customer.id);
      return { ...account, stripeCustomerId: customer.id };
    });
  }

  private async applyTestPlan(userId: number, tier: SubscriptionTier): Promise<void> {
    await this.database.transaction(async (tx) => {
      const account = await this.accounts.lock(tx, userId);
      const paid = tier !== 'free';
      await this.store(
        tx,
        account,
        {
          tier,
          status: paid ? 'test' : 'none',
          stripeSubscriptionId: null,
          currentPeriodEnd: null,
          trialEndsAt: null,
          cancelAtPeriodEnd: false,
          graceUntil: null,
        },
        { trialed: false, paid: false },
      );
    });
  }

  // A member billing has not seen has the tier identity announced (free unless set elsewhere).
  private async projectedTier(userId: number): Promise<SubscriptionTier> {
    const summary = await findUserSummary(this.database.pool, userId);
    return (summary?.subscriptionTier as SubscriptionTier | undefined) ?? 'free';
  }

  private viewOf(account: AccountRow | null): BillingSubscription {
    return {
      tier: account?.tier ?? 'free',
      status: account?.status ?? 'none',
      trialEndsAt: iso(account?.trialEndsAt ?? null),
      currentPeriodEnd: iso(account?.currentPeriodEnd ?? null),
      cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
      graceUntil: iso(account?.graceUntil ?? null),
      trialAvailable: !this.stripe.testMode && !(account?.trialUsed || account?.paidBefore),
      hasBillingAccount: Boolean(account?.stripeCustomerId) && !this.stripe.testMode,
      testMode: this.stripe.testMode,
    };
  }

  // 3 calendar months from today, in days (Checkout takes days).
  private trialDays(): number {
    const now = this.clock.now();
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + TRIAL_MONTHS);
    return Math.round((end.getTime() - now.getTime()) / 86_400_000);
  }

  private appUrl(): string {
    return this.config.PUBLIC_APP_URL.replace(/\/$/, '');
  }
}

function storedPlan(row: AccountRow): StoredPlan {
  const { tier, status, stripeSubscriptionId, currentPeriodEnd, trialEndsAt, cancelAtPeriodEnd, graceUntil } = row;
  return { tier, status, stripeSubscriptionId, currentPeriodEnd, trialEndsAt, cancelAtPeriodEnd, graceUntil };
}

function samePlan(a: StoredPlan, b: StoredPlan): boolean {
  const time = (date: Date | null) => date?.getTime() ?? null;
  return (
    a.tier === b.tier &&
    a.status === b.status &&
    a.stripeSubscriptionId === b.stripeSubscriptionId &&
    time(a.currentPeriodEnd) === time(b.currentPeriodEnd) &&
    time(a.trialEndsAt) === time(b.trialEndsAt) &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
    time(a.graceUntil) === time(b.graceUntil)
  );
}
