import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATEGORY_TREE } from '../categories/categories.seed';

// Categories (seeded) and listings (equipment_categories, equipment_listings).
// The price is decimal(10,2), never a float. `search_vector` weighs brand and model (A) above the
// title (B) above the description (C), accent-blind through an IMMUTABLE unaccent wrapper (a
// generated column needs one); `search_text` is the same text for the trigram fallback on typos.
export class Listings1733400000000 implements MigrationInterface {
  name = 'Listings1733400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE FUNCTION marketplace_unaccent(value text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$`);
    await queryRunner.query(`
      CREATE TABLE equipment_categories (
        id integer PRIMARY KEY,
        name text NOT NULL,
        description text,
        icon text,
        parent_id integer REFERENCES equipment_categories (id),
        position integer NOT NULL
      )`);
    const rows = CATEGORY_TREE.flatMap((top, index) => [
      [top.id, top.name, top.description, top.icon, null, index],
      ...top.children.map((child, childIndex) => [child.id, child.name, null, null, top.id, childIndex]),
    ]);
    await queryRunner.query(
      `INSERT INTO equipment_categories (id, name, description, icon, parent_id, position)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[])`,
      [0, 1, 2, 3, 4, 5].map((column) => rows.map((row) => row[column])),
    );
    await queryRunner.query(`
      CREATE TABLE equipment_listings (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        price numeric(10, 2) NOT NULL CHECK (price > 0),
        currency text NOT NULL DEFAULT 'GBP' CHECK (currency IN ('GBP', 'USD', 'EUR')),
        category_id integer NOT NULL REFERENCES equipment_categories (id),
        condition text NOT NULL CHECK (condition IN ('new', 'like_new', 'good', 'fair', 'poor')),
        brand text,
        model text,
        year integer,
        location text NOT NULL,
        contact_method text NOT NULL DEFAULT 'chat' CHECK (contact_method IN ('chat', 'external')),
        external_contact text,
        images text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        is_featured boolean NOT NULL DEFAULT false,
        views integer NOT NULL DEFAULT 0,
        reported_count integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'sold', 'expired', 'hidden')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', marketplace_unaccent(coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A')
          || setweight(to_tsvector('english', marketplace_unaccent(title)), 'B')
          || setweight(to_tsvector('english', marketplace_unaccent(description)), 'C')
        ) STORED,
        search_text text GENERATED ALWAYS AS (
          lower(marketplace_unaccent(coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || title))
        ) STORED
      )`);
    await queryRunner.query(`CREATE INDEX listings_search_idx ON equipment_listings USING gin (search_vector)`);
    await queryRunner.query(`CREATE INDEX listings_search_trgm_idx ON equipment_listings USING gin (search_text gin_trgm_ops)`);
    // The default list and its sorts, over active listings only.
    await queryRunner.query(`CREATE INDEX listings_active_newest_idx ON equipment_listings (created_at DESC, id DESC) WHERE status = 'active'`);
    await queryRunner.query(`CREATE INDEX listings_active_price_idx ON equipment_listings (price, id) WHERE status = 'active'`);
    await queryRunner.query(`CREATE INDEX listings_active_category_idx ON equipment_listings (category_id, created_at DESC) WHERE status = 'active'`);
    await queryRunner.query(`CREATE INDEX listings_owner_idx ON equipment_listings (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE equipment_listings`);
    await queryRunner.query(`DROP TABLE equipment_categories`);
    await queryRunner.query(`DROP FUNCTION marketplace_unaccent(text)`);
  }
}
