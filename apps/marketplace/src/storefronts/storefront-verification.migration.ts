import type { MigrationInterface, QueryRunner } from 'typeorm';

// Storefronts: the logo and banner are uploaded files now, and the verified badge is granted by a
// marketplace moderator on a request with evidence (docs/marketplace.md § Storefronts).
export class StorefrontVerification1736700000000 implements MigrationInterface {
  name = 'StorefrontVerification1736700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The PUT took links elsewhere for the logo and banner: those are dropped (an image from anywhere, shown on
    // Stave, is a tracking pixel or worse); only uploaded files stay.
    await queryRunner.query(`
      UPDATE storefronts
         SET logo_url = CASE WHEN logo_url LIKE '/storefront-images/%' THEN logo_url END,
             banner_url = CASE WHEN banner_url LIKE '/storefront-images/%' THEN banner_url END
       WHERE logo_url IS NOT NULL OR banner_url IS NOT NULL`);
    // Who granted the badge and when (a badge set by staff in SQL before this keeps verified, without either).
    await queryRunner.query(`ALTER TABLE storefronts ADD COLUMN verified_at timestamptz, ADD COLUMN verified_by integer`);
    await queryRunner.query(`CREATE INDEX storefronts_verified_by_idx ON storefronts (verified_by) WHERE verified_by IS NOT NULL`);
    // Every request and the decision on it; a storefront's go with it (an erased business).
    await queryRunner.query(`
      CREATE TABLE storefront_verifications (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES storefronts (user_id) ON DELETE CASCADE,
        business_name text NOT NULL,
        company_number text,
        vat_number text,
        note text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        reason text,
        decided_by integer,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (company_number IS NOT NULL OR vat_number IS NOT NULL),
        CHECK ((status = 'pending') = (decided_at IS NULL))
      )`);
    // One request waiting per storefront.
    await queryRunner.query(`CREATE UNIQUE INDEX storefront_verifications_pending_idx ON storefront_verifications (user_id) WHERE status = 'pending'`);
    await queryRunner.query(`CREATE INDEX storefront_verifications_owner_idx ON storefront_verifications (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX storefront_verifications_queue_idx ON storefront_verifications (status, created_at, id)`);
    await queryRunner.query(`CREATE INDEX storefront_verifications_decided_by_idx ON storefront_verifications (decided_by) WHERE decided_by IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE storefront_verifications`);
    await queryRunner.query(`ALTER TABLE storefronts DROP COLUMN verified_at, DROP COLUMN verified_by`);
  }
}
