import type { MigrationInterface, QueryRunner } from 'typeorm';

// A booking's money (docs/bookings.md § Money). booking_payments: the booking as jobs-events announces it
// (jobs-events.booking.changed.v1, newest version kept) and the hirer's card saved with the deposit. booking_charges: the
// deposit and the balance, each a destination charge to the musician's Connect account with Stave's booking fee on top,
// as Stripe last said of it. `version` rises with every billing.booking-payment.changed.v1 announced.
export class BookingPayments1737400000400 implements MigrationInterface {
  name = 'BookingPayments1737400000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE booking_payments (
        booking_id integer PRIMARY KEY,
        hirer_id integer,
        musician_id integer,
        booking_status text NOT NULL,
        booking_version integer NOT NULL,
        role text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        fee_pence integer NOT NULL CHECK (fee_pence > 0),
        deposit_pence integer NOT NULL CHECK (deposit_pence >= 0),
        fee_due_pence integer,
        issue_at timestamptz,
        customer_id text,
        payment_method_id text,
        -- When the musician's money was final (paid in full, or what a cancellation left due): the invoice's moment.
        settled_at timestamptz,
        version integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX booking_payments_hirer_idx ON booking_payments (hirer_id)`);
    await queryRunner.query(`CREATE INDEX booking_payments_musician_idx ON booking_payments (musician_id)`);
    await queryRunner.query(`
      CREATE TABLE booking_charges (
        booking_id integer NOT NULL REFERENCES booking_payments (booking_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('deposit', 'balance')),
        amount_pence integer NOT NULL CHECK (amount_pence > 0),
        booking_fee_pence integer NOT NULL CHECK (booking_fee_pence >= 0),
        status text NOT NULL
          CHECK (status IN ('due', 'scheduled', 'held', 'open', 'processing', 'requires_action', 'paid', 'failed', 'void')),
        due_at timestamptz,
        attempt integer NOT NULL DEFAULT 0,
        checkout_session_id text,
        payment_intent_id text UNIQUE,
        charge_id text,
        transfer_id text,
        paid_at timestamptz,
        refunded_pence integer NOT NULL DEFAULT 0 CHECK (refunded_pence BETWEEN 0 AND amount_pence),
        refunds integer NOT NULL DEFAULT 0,
        failure text,
        dispute_id text,
        dispute_status text CHECK (dispute_status IN ('open', 'won', 'lost')),
        disputed_pence integer,
        dispute_opened_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (booking_id, kind)
      )`);
    // The balance job's queue: charges due from a saved card, and ones whose attempt never came back.
    await queryRunner.query(`CREATE INDEX booking_charges_due_idx ON booking_charges (due_at) WHERE status IN ('scheduled', 'processing')`);
    await queryRunner.query(`CREATE INDEX booking_charges_disputes_idx ON booking_charges (dispute_status, dispute_opened_at) WHERE dispute_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE booking_charges`);
    await queryRunner.query(`DROP TABLE booking_payments`);
  }
}
