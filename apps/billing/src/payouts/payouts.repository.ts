import { Injectable } from '@nestjs/common';
import type { PayoutAccount } from '@stave/contracts';
import { Database, queryOne, type Queryable, type Transaction } from '@stave/platform';

export interface PayoutRow {
  userId: number;
  stripeAccountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: PayoutAccount['requirements'];
  deauthorizedAt: Date | null;
  version: number;
  updatedAt: Date;
}

// What Stripe says of an account, as stored.
export type PayoutState = Pick<PayoutRow, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted' | 'requirements'> & { deauthorized: boolean };

const ROW = `
  SELECT user_id AS "userId", stripe_account_id AS "stripeAccountId", charges_enabled AS "chargesEnabled",
         payouts_enabled AS "payoutsEnabled", details_submitted AS "detailsSubmitted", requirements,
         deauthorized_at AS "deauthorizedAt", version, updated_at AS "updatedAt"
    FROM payout_accounts`;

// The only file that touches payout_accounts in SQL.
@Injectable()
export class PayoutsRepository {
  constructor(private readonly database: Database) {}

  find(userId: number, db: Queryable = this.database.pool): Promise<PayoutRow | null> {
    return queryOne<PayoutRow>(db, `${ROW} WHERE user_id = $1`, [userId]);
  }

  // One member's account at a time (two clicks on "Set up payouts" make one account): a lock on the member held to the
  // end of the transaction, then their row if any.
  async lockMember(tx: Transaction, userId: number): Promise<PayoutRow | null> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('billing.payouts'), $1)`, [userId]);
    return queryOne<PayoutRow>(tx, `${ROW} WHERE user_id = $1 FOR UPDATE`, [userId]);
  }

  lockByAccount(tx: Transaction, stripeAccountId: string): Promise<PayoutRow | null> {
    return queryOne<PayoutRow>(tx, `${ROW} WHERE stripe_account_id = $1 FOR UPDATE`, [stripeAccountId]);
  }

  async insert(tx: Transaction, userId: number, stripeAccountId: string): Promise<PayoutRow> {
    return (await queryOne<PayoutRow>(
      tx,
      `INSERT INTO payout_accounts (user_id, stripe_account_id) VALUES ($1, $2)
       RETURNING user_id AS "userId", stripe_account_id AS "stripeAccountId", charges_enabled AS "chargesEnabled",
                 payouts_enabled AS "payoutsEnabled", details_submitted AS "detailsSubmitted", requirements,
                 deauthorized_at AS "deauthorizedAt", version, updated_at AS "updatedAt"`,
      [userId, stripeAccountId],
    ))!;
  }

  // Stores what Stripe says when it differs from what is stored: the new version, or null when nothing changed.
  async apply(tx: Transaction, userId: number, state: PayoutState, now: Date): Promise<number | null> {
    const row = await queryOne<{ version: number }>(
      tx,
      `UPDATE payout_accounts
          SET charges_enabled = $2, payouts_enabled = $3, details_submitted = $4, requirements = $5,
              deauthorized_at = CASE WHEN $6 THEN coalesce(deauthorized_at, $7) ELSE NULL END, version = version + 1, updated_at = $7
        WHERE user_id = $1
          AND (charges_enabled, payouts_enabled, details_submitted, requirements, deauthorized_at IS NOT NULL)
              IS DISTINCT FROM ($2, $3, $4, $5::jsonb, $6)
        RETURNING version`,
      [userId, state.chargesEnabled, state.payoutsEnabled, state.detailsSubmitted, JSON.stringify(state.requirements), state.deauthorized, now],
    );
    return row?.version ?? null;
  }

  // A member erased: their row goes (Stripe keeps the account's own records; docs/bookings.md § Data rights).
  async erase(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM payout_accounts WHERE user_id = $1`, [userId]);
  }
}
