import type { MigrationInterface, QueryRunner } from 'typeorm';

// Search at scale (bench/marketplace-search.mjs, B6; the queries are ListingsRepository.list).
// A search answers its newest 500 matches. A word shared by 1% of a million listings ('fender
// stratocaster' in good condition: 10k) had all of its matches read from the table to find the newest 500
// (25–90 ms); the newest-first index walk serves only words so common that 500 come quickly, and the planner
// chose it for a rare word too when sorting by price (600 ms at 1M for 'theremin': it guesses 2,900 matches,
// there are 7). So the text index's second column also holds the quarter-day a listing was listed in
// ('~q83125', six-hour buckets from the epoch): a search first asks the newest two quarters, and from how
// many they held, the newest span that should hold 500; only a word too rare for any span reads all of its
// matches, which are then few. Each step reads from the table only the matches of its span.
export class ListingSearchRecency1734000000000 implements MigrationInterface {
  name = 'ListingSearchRecency1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // IMMUTABLE by declaration: an epoch does not depend on the time zone, but extract() is marked STABLE.
    await queryRunner.query(`
      CREATE FUNCTION marketplace_quarter(timestamptz) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT floor(extract(epoch FROM $1) / 21600)::int $$`);
    await queryRunner.query(`
      CREATE INDEX listings_active_search_recent_idx ON equipment_listings
        USING gin (search_vector, (array_to_tsvector(ARRAY['~c' || condition, '~k' || category_id, '~q' || marketplace_quarter(created_at)])))
        WHERE status = 'active'`);
    await queryRunner.query(`DROP INDEX listings_active_search_idx`);
    await queryRunner.query(`DROP STATISTICS listings_search_facets_stats`);
    await queryRunner.query(`
      CREATE STATISTICS listings_search_facets_stats
        ON ((array_to_tsvector(ARRAY['~c' || condition, '~k' || category_id, '~q' || marketplace_quarter(created_at)]))) FROM equipment_listings`);
    await queryRunner.query(`ANALYZE equipment_listings`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP STATISTICS listings_search_facets_stats`);
    await queryRunner.query(`
      CREATE STATISTICS listings_search_facets_stats ON ((array_to_tsvector(ARRAY['~c' || condition, '~k' || category_id]))) FROM equipment_listings`);
    await queryRunner.query(`
      CREATE INDEX listings_active_search_idx ON equipment_listings
        USING gin (search_vector, (array_to_tsvector(ARRAY['~c' || condition, '~k' || category_id])))
        WHERE status = 'active'`);
    await queryRunner.query(`DROP INDEX listings_active_search_recent_idx`);
    await queryRunner.query(`DROP FUNCTION marketplace_quarter(timestamptz)`);
  }
}
