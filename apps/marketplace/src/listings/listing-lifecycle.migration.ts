import type { MigrationInterface, QueryRunner } from 'typeorm';

// A listing's life — for sale 60 days (expires_at), a reminder to its seller 3 days before
// (expiry_reminded_at), sold or expired, relisted or renewed; views counted once a viewer a day
// (listing_views); the spec's user_listing_limits, whose row a seller's listing changes lock.
export class ListingLifecycle1733600000000 implements MigrationInterface {
  name = 'ListingLifecycle1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE equipment_listings ADD COLUMN expiry_reminded_at timestamptz`);
    await queryRunner.query(`UPDATE equipment_listings SET expires_at = created_at + interval '60 days' WHERE expires_at IS NULL`);
    await queryRunner.query(`CREATE INDEX listings_active_expiry_idx ON equipment_listings (expires_at) WHERE status = 'active'`);
    await queryRunner.query(`
      CREATE TABLE user_listing_limits (
        user_id integer PRIMARY KEY,
        active_listings integer NOT NULL DEFAULT 0,
        total_listings integer NOT NULL DEFAULT 0,
        last_listing_date timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE listing_views (
        listing_id integer NOT NULL REFERENCES equipment_listings (id) ON DELETE CASCADE,
        viewer text NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (listing_id, viewer, day)
      )`);
    await queryRunner.query(`CREATE INDEX listing_views_day_idx ON listing_views (day)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE listing_views`);
    await queryRunner.query(`DROP TABLE user_listing_limits`);
    await queryRunner.query(`DROP INDEX listings_active_expiry_idx`);
    await queryRunner.query(`ALTER TABLE equipment_listings DROP COLUMN expiry_reminded_at`);
  }
}
