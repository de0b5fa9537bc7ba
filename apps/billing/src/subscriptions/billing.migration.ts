import type { MigrationInterface, QueryRunner } from 'typeorm';

// Billing's own tables (subscriptionTier, subscriptionExpiresAt, stripeCustomerId,
// stripeSubscriptionId, trialEndsAt: billing holds them, identity shows them).
// - billing_accounts: one row per member who ever chose a plan — the Stripe customer (created once,
//   reused), the plan as last read from Stripe (or set in test mode), whether the member has had a trial
//   or a paid period (a trial comes once, never after paying), and `version`, raised with every change
//   announced (billing.subscription.changed.v1).
// - stripe_events: every Stripe event applied, recorded in the transaction of its effect, so a
//   redelivery has none.
export class BillingAccounts1734100000000 implements MigrationInterface {
  name = 'BillingAccounts1734100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing_accounts (
        user_id integer PRIMARY KEY,
        stripe_customer_id text UNIQUE,
        tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'pro', 'business')),
        status text NOT NULL DEFAULT 'none',
        stripe_subscription_id text,
        current_period_end timestamptz,
        trial_ends_at timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        grace_until timestamptz,
        trial_used boolean NOT NULL DEFAULT false,
        paid_before boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 0,
        synced_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        stripe_created timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stripe_events`);
    await queryRunner.query(`DROP TABLE billing_accounts`);
  }
}
