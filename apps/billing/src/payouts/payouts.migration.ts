import type { MigrationInterface, QueryRunner } from 'typeorm';

// Members' payouts accounts (Stripe Connect Express; docs/bookings.md § Money): what Stripe last said of each, read from
// Stripe. `version` rises with every change announced (billing.payout-account.changed.v1).
export class PayoutAccounts1737400000300 implements MigrationInterface {
  name = 'PayoutAccounts1737400000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payout_accounts (
        user_id integer PRIMARY KEY,
        stripe_account_id text NOT NULL UNIQUE,
        charges_enabled boolean NOT NULL DEFAULT false,
        payouts_enabled boolean NOT NULL DEFAULT false,
        details_submitted boolean NOT NULL DEFAULT false,
        requirements jsonb NOT NULL DEFAULT '{}',
        deauthorized_at timestamptz,
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payout_accounts`);
  }
}
