import type { MigrationInterface, QueryRunner } from 'typeorm';

// Bookings (docs/bookings.md): an offer from a hirer (a member, or a business through its team: actor_id) to a musician,
// and every change to it (booking_history, the booking page's timeline). A party erased since is NULL: the engagement
// stays the other side's record. `version` counts the changes; a transition is
// one UPDATE guarded by the status it moves from, so of two racing moves exactly one applies.
export class Bookings1737400000000 implements MigrationInterface {
  name = 'Bookings1737400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bookings (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        hirer_id integer,
        actor_id integer,
        musician_id integer CHECK (musician_id <> hirer_id),
        source_kind text NOT NULL CHECK (source_kind IN ('application', 'collaboration', 'direct')),
        source_id integer CHECK ((source_kind = 'direct') = (source_id IS NULL)),
        status text NOT NULL DEFAULT 'offered'
          CHECK (status IN ('offered', 'accepted', 'declined', 'expired', 'withdrawn', 'confirmed', 'completed', 'cancelled')),
        version integer NOT NULL DEFAULT 1,
        role text NOT NULL,
        description text,
        date date NOT NULL,
        call_time text NOT NULL,
        sets jsonb NOT NULL DEFAULT '[]',
        end_time text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        venue_name text NOT NULL,
        venue_address text,
        venue_postcode text NOT NULL,
        fee_pence integer NOT NULL CHECK (fee_pence > 0),
        fee_unit text NOT NULL CHECK (fee_unit IN ('gig', 'session', 'day')),
        fee_includes text[] NOT NULL DEFAULT '{}',
        deposit_pence integer NOT NULL DEFAULT 0 CHECK (deposit_pence BETWEEN 0 AND fee_pence),
        cancellation_terms jsonb NOT NULL,
        dress text,
        notes text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        cancelled_by text CHECK (cancelled_by IN ('hirer', 'musician')),
        fee_due_pence integer,
        issue_by integer,
        issue_text text,
        issue_at timestamptz
      )`);
    // Each side's lists, soonest or latest first; the sweeper's two queues.
    await queryRunner.query(`CREATE INDEX bookings_musician_idx ON bookings (musician_id, starts_at)`);
    await queryRunner.query(`CREATE INDEX bookings_hirer_idx ON bookings (hirer_id, starts_at)`);
    await queryRunner.query(`CREATE INDEX bookings_open_offers_idx ON bookings (expires_at) WHERE status = 'offered'`);
    await queryRunner.query(`CREATE INDEX bookings_running_idx ON bookings (ends_at) WHERE status = 'confirmed'`);
    await queryRunner.query(`
      CREATE TABLE booking_history (
        booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        version integer NOT NULL,
        status text NOT NULL,
        by_id integer,
        note text,
        at timestamptz NOT NULL,
        PRIMARY KEY (booking_id, version)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE booking_history`);
    await queryRunner.query(`DROP TABLE bookings`);
  }
}
