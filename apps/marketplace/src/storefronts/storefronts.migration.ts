import type { MigrationInterface, QueryRunner } from 'typeorm';

// Storefronts, one per business member.
export class Storefronts1733800000000 implements MigrationInterface {
  name = 'Storefronts1733800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE storefronts (
        user_id integer PRIMARY KEY,
        business_name text NOT NULL,
        description text,
        logo_url text,
        banner_url text,
        website_url text,
        phone text,
        email text,
        address text,
        verified boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE storefronts`);
  }
}
