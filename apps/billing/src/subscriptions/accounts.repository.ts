import { Injectable } from '@nestjs/common';
import type { SubscriptionTier } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface AccountRow {
  userId: number;
  stripeCustomerId: string | null;
  tier: SubscriptionTier;
  status: string;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  graceUntil: Date | null;
  trialUsed: boolean;
  paidBefore: boolean;
  version: number;
}

const ACCOUNT = `
  SELECT user_id AS "userId", stripe_customer_id AS "stripeCustomerId", tier, status, stripe_subscription_id AS "stripeSubscriptionId",
         current_period_end AS "currentPeriodEnd", trial_ends_at AS "trialEndsAt", cancel_at_period_end AS "cancelAtPeriodEnd",
         grace_until AS "graceUntil", trial_used AS "trialUsed", paid_before AS "paidBefore", version
    FROM billing_accounts`;

// The row as the member's export reads it.
export type ExportedAccountRow = Pick<
  AccountRow,
  'stripeCustomerId' | 'tier' | 'status' | 'currentPeriodEnd' | 'trialEndsAt' | 'cancelAtPeriodEnd' | 'graceUntil' | 'trialUsed' | 'paidBefore'
> & { syncedAt: Date | null; createdAt: Date; updatedAt: Date };

// The plan as billing_accounts stores it: what a change is compared on.
export type StoredPlan = Pick<AccountRow, 'tier' | 'status' | 'stripeSubscriptionId' | 'currentPeriodEnd' | 'trialEndsAt' | 'cancelAtPeriodEnd' | 'graceUntil'>;

// The only file that writes billing_accounts and stripe_events.
@Injectable()
export class AccountsRepository {
  constructor(private readonly database: Database) {}

  find(userId: number, db: Queryable = this.database.pool): Promise<AccountRow | null> {
    return queryOne<AccountRow>(db, `${ACCOUNT} WHERE user_id = $1`, [userId]);
  }

  // The member's row, created if need be, locked until the transaction ends: one change to a member's
  // plan at a time (two Checkout clicks, a webhook and a return from Checkout).
  async lock(tx: Transaction, userId: number): Promise<AccountRow> {
    await tx.query(`INSERT INTO billing_accounts (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [userId]);
    return (await queryOne<AccountRow>(tx, `${ACCOUNT} WHERE user_id = $1 FOR UPDATE`, [userId]))!;
  }

  // The member's row locked if billing has one; never creates it (the reconciliation, and an erasure: a member
  // erased must not come back as an empty row).
  lockExisting(tx: Transaction, userId: number): Promise<AccountRow | null> {
    return queryOne<AccountRow>(tx, `${ACCOUNT} WHERE user_id = $1 FOR UPDATE`, [userId]);
  }

  lockByCustomer(tx: Transaction, customerId: string): Promise<AccountRow | null> {
    return queryOne<AccountRow>(tx, `${ACCOUNT} WHERE stripe_customer_id = $1 FOR UPDATE`, [customerId]);
  }

  async setCustomer(tx: Transaction, userId: number, customerId: string): Promise<void> {
    await tx.query(`UPDATE billing_accounts SET stripe_customer_id = $2, updated_at = now() WHERE user_id = $1`, [userId, customerId]);
  }

  // Stores the plan, raising the version; answers the new version.
  async savePlan(tx: Transaction, userId: number, plan: StoredPlan, history: { trialed: boolean; paid: boolean }): Promise<number> {
    const row = await queryOne<{ version: number }>(
      tx,
      `UPDATE billing_accounts
          SET tier = $2, status = $3, stripe_subscription_id = $4, current_period_end = $5, trial_ends_at = $6, cancel_at_period_end = $7,
              grace_until = $8, trial_used = trial_used OR $9, paid_before = paid_before OR $10, version = version + 1, synced_at = now(), updated_at = now()
        WHERE user_id = $1
        RETURNING version`,
      [
        userId,
        plan.tier,
        plan.status,
        plan.stripeSubscriptionId,
        plan.currentPeriodEnd,
        plan.trialEndsAt,
        plan.cancelAtPeriodEnd,
        plan.graceUntil,
        history.trialed,
        history.paid,
      ],
    );
    return row!.version;
  }

  // Nothing announced changed; the history and the time of the reading are kept.
  async touch(tx: Transaction, userId: number, history: { trialed: boolean; paid: boolean }): Promise<void> {
    await tx.query(`UPDATE billing_accounts SET trial_used = trial_used OR $2, paid_before = paid_before OR $3, synced_at = now() WHERE user_id = $1`, [
      userId,
      history.trialed,
      history.paid,
    ]);
  }

  // The whole row as the member's export shows it.
  forExport(db: Queryable, userId: number): Promise<ExportedAccountRow | null> {
    return queryOne<ExportedAccountRow>(
      db,
      `SELECT stripe_customer_id AS "stripeCustomerId", tier, status, current_period_end AS "currentPeriodEnd", trial_ends_at AS "trialEndsAt",
              cancel_at_period_end AS "cancelAtPeriodEnd", grace_until AS "graceUntil", trial_used AS "trialUsed", paid_before AS "paidBefore",
              synced_at AS "syncedAt", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM billing_accounts WHERE user_id = $1`,
      [userId],
    );
  }

  // Erasure: the member's one row; stripe_events holds event ids and types only.
  async erase(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM billing_accounts WHERE user_id = $1`, [userId]);
  }

  // True the first time an event id is seen (in the transaction of its effect).
  async recordEvent(tx: Transaction, id: string, type: string, created: Date): Promise<boolean> {
    const rows = await queryRows(tx, `INSERT INTO stripe_events (id, type, stripe_created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`, [
      id,
      type,
      created,
    ]);
    return rows.length > 0;
  }

  // Members whose plan Stripe keeps, for the daily reconciliation, in pages after `afterUserId`.
  async withCustomers(afterUserId: number, limit: number): Promise<number[]> {
    const rows = await queryRows<{ userId: number }>(
      this.database.pool,
      `SELECT user_id AS "userId" FROM billing_accounts WHERE stripe_customer_id IS NOT NULL AND user_id > $1 ORDER BY user_id LIMIT $2`,
      [afterUserId, limit],
    );
    return rows.map((row) => row.userId);
  }
}
