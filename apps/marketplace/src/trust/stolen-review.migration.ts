import type { MigrationInterface, QueryRunner } from 'typeorm';

// The stolen-gear register hid every listing carrying a serial the moment anyone registered it, and told the
// registrant how many it hid: any account that read a serial off a photo took the listing down, and learned whether
// that serial was for sale (docs/marketplace.md § Stolen gear register). Now a registration opens a check
// (`stolen_matches`, one a registration and listing) that a moderator confirms (the listing is hidden) or dismisses;
// the registration carries the evidence a moderator weighs (when it was stolen, the police's crime reference).
// Listings the old rule hid stay hidden, each with a pending check: stolen gear does not go back on sale without a
// moderator (or its registrant withdrawing the entry).
export class StolenReview1737200000000 implements MigrationInterface {
  name = 'StolenReview1737200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE stolen_serials ADD COLUMN stolen_on date, ADD COLUMN crime_reference text`);
    await queryRunner.query(`
      CREATE TABLE stolen_matches (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stolen_id integer NOT NULL REFERENCES stolen_serials (id) ON DELETE CASCADE,
        listing_id integer NOT NULL REFERENCES equipment_listings (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'dismissed')),
        notes text,
        decided_by integer,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stolen_id, listing_id)
      )`);
    await queryRunner.query(`CREATE INDEX stolen_matches_status_idx ON stolen_matches (status, created_at, id)`);
    await queryRunner.query(`CREATE INDEX stolen_matches_listing_idx ON stolen_matches (listing_id, status)`);
    await queryRunner.query(`
      INSERT INTO stolen_matches (stolen_id, listing_id)
        SELECT s.id, l.id FROM equipment_listings l JOIN stolen_serials s ON s.serial_hash = l.serial_hash
         WHERE l.status = 'hidden' AND l.hidden_reason = 'stolen'
        ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stolen_matches`);
    await queryRunner.query(`ALTER TABLE stolen_serials DROP COLUMN stolen_on, DROP COLUMN crime_reference`);
  }
}
