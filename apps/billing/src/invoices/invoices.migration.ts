import type { MigrationInterface, QueryRunner } from 'typeorm';

// Invoices for bookings paid through Stave (docs/bookings.md § Invoices and tax years): each member's invoice details,
// one invoice per booking, numbered per musician from a counter row locked while a number is taken (1, 2, 3… with no
// gaps). An invoice is never changed once issued: it holds both parties as they were then. After an erasure the
// erased side's id is NULL (the row stays the other party's record; docs/privacy.md).
export class Invoices1737400000800 implements MigrationInterface {
  name = 'Invoices1737400000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoice_details (
        user_id integer PRIMARY KEY,
        legal_name text NOT NULL,
        trading_name text,
        address text NOT NULL,
        postcode text NOT NULL,
        email text NOT NULL,
        vat_number text,
        invoice_prefix text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE invoice_counters (
        musician_id integer PRIMARY KEY,
        last_sequence integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        booking_id integer NOT NULL UNIQUE,
        musician_id integer,
        hirer_id integer,
        sequence integer NOT NULL,
        number text NOT NULL,
        description text NOT NULL,
        supply_date date NOT NULL,
        issue_date date NOT NULL,
        issued_at timestamptz NOT NULL,
        paid_at timestamptz NOT NULL,
        seller jsonb NOT NULL,
        buyer jsonb NOT NULL,
        lines jsonb NOT NULL,
        net_pence integer NOT NULL,
        vat_pence integer NOT NULL,
        vat_rate_percent integer,
        total_pence integer NOT NULL,
        CHECK (net_pence + vat_pence = total_pence),
        UNIQUE (musician_id, sequence)
      )`);
    await queryRunner.query(`CREATE INDEX invoices_musician ON invoices (musician_id, paid_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX invoices_hirer ON invoices (hirer_id, paid_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invoices`);
    await queryRunner.query(`DROP TABLE invoice_counters`);
    await queryRunner.query(`DROP TABLE invoice_details`);
  }
}
