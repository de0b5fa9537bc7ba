import type { MigrationInterface, QueryRunner } from 'typeorm';

// Trust and safety: the watch list (saved_listings), reports (listing_reports) with
// every moderation decision kept, the stolen-gear register (serials as keyed hashes only), a
// listing's own serial hash and why it is hidden, and the 'removed' status (a moderator's decision).
export class ListingTrust1733700000000 implements MigrationInterface {
  name = 'ListingTrust1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE equipment_listings DROP CONSTRAINT equipment_listings_status_check`);
    await queryRunner.query(`
      ALTER TABLE equipment_listings
        ADD CONSTRAINT equipment_listings_status_check CHECK (status IN ('active', 'sold', 'expired', 'hidden', 'removed')),
        ADD COLUMN serial_hash text,
        ADD COLUMN hidden_reason text CHECK (hidden_reason IN ('reports', 'stolen', 'moderator'))`);
    await queryRunner.query(`CREATE INDEX listings_serial_idx ON equipment_listings (serial_hash) WHERE serial_hash IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE saved_listings (
        user_id integer NOT NULL,
        listing_id integer NOT NULL REFERENCES equipment_listings (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, listing_id)
      )`);
    await queryRunner.query(`CREATE INDEX saved_listings_listing_idx ON saved_listings (listing_id, user_id)`);
    await queryRunner.query(`
      CREATE TABLE listing_reports (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        listing_id integer NOT NULL REFERENCES equipment_listings (id) ON DELETE CASCADE,
        reporter_id integer NOT NULL,
        reason text NOT NULL CHECK (reason IN ('spam', 'inappropriate', 'fake', 'overpriced', 'other')),
        description text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reviewed', 'resolved', 'dismissed')),
        admin_notes text,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (listing_id, reporter_id)
      )`);
    await queryRunner.query(`CREATE INDEX listing_reports_status_idx ON listing_reports (status, created_at, id)`);
    await queryRunner.query(`
      CREATE TABLE listing_moderation_decisions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        report_id integer NOT NULL REFERENCES listing_reports (id) ON DELETE CASCADE,
        listing_id integer NOT NULL,
        moderator_id integer NOT NULL,
        status text NOT NULL,
        listing_action text NOT NULL CHECK (listing_action IN ('restore', 'remove', 'none')),
        notes text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX listing_moderation_decisions_report_idx ON listing_moderation_decisions (report_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE stolen_serials (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        serial_hash text NOT NULL,
        serial_hint text NOT NULL,
        reporter_id integer NOT NULL,
        brand text,
        model text,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (reporter_id, serial_hash)
      )`);
    await queryRunner.query(`CREATE INDEX stolen_serials_hash_idx ON stolen_serials (serial_hash)`);
    // The key the serial hashes are made with, when none is configured (SERIAL_HASH_KEY).
    await queryRunner.query(`CREATE TABLE marketplace_keys (name text PRIMARY KEY, value text NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE marketplace_keys`);
    await queryRunner.query(`DROP TABLE stolen_serials`);
    await queryRunner.query(`DROP TABLE listing_moderation_decisions`);
    await queryRunner.query(`DROP TABLE listing_reports`);
    await queryRunner.query(`DROP TABLE saved_listings`);
    await queryRunner.query(`DROP INDEX listings_serial_idx`);
    await queryRunner.query(`UPDATE equipment_listings SET status = 'hidden' WHERE status = 'removed'`);
    await queryRunner.query(`ALTER TABLE equipment_listings DROP CONSTRAINT equipment_listings_status_check`);
    await queryRunner.query(`
      ALTER TABLE equipment_listings DROP COLUMN serial_hash, DROP COLUMN hidden_reason,
        ADD CONSTRAINT equipment_listings_status_check CHECK (status IN ('active', 'sold', 'expired', 'hidden'))`);
  }
}
