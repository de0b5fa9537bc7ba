import type { MigrationInterface, QueryRunner } from 'typeorm';

// Search at scale (bench/marketplace-search.mjs, B6; the queries are ListingsRepository.list).
// - listings_active_search_idx replaces listings_search_idx: the text of listings for sale and, as a second
//   column, their condition and category as two lexemes no search's words can make ('~cgood', '~k101'), so
//   a search with those filters is one index scan that reads from the table only what matches all three.
//   At 1M listings 'fender stratocaster' in good condition read its 31k text matches from the table to keep
//   10k (55–200 ms on the bench's machine); now it reads the 10k it keeps, or fewer.
// - listing_search_words: every word (3 to 40 letters or digits) of a listing's brand, model and title,
//   trigram-indexed. A search the text index finds nothing for corrects each word it does not know against
//   this small table and searches the text index again with the nearest words: the typo fallback no longer
//   scores every listing by trigram similarity (0.9 s at 100k listings for 'fendr', a tenth of them similar),
//   so listings_search_trgm_idx goes. Kept by statement triggers with transition tables (one INSERT … SELECT
//   of the new words per statement, so a bulk load costs one pass), words in sorted order so two sellers
//   adding the same new words cannot deadlock. Words are never removed: a stale one can only correct a typo
//   to a word that finds nothing.
// - listings_active_category_condition_idx: a category (a parent with its children) and a condition, with
//   the price and id: a filtered browse's capped count reads only this index, and its page by price sorts
//   the index's entries instead of walking the whole price index past other categories.
export class ListingSearch1733900000000 implements MigrationInterface {
  name = 'ListingSearch1733900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX listings_active_search_idx ON equipment_listings
        USING gin (search_vector, (array_to_tsvector(ARRAY['~c' || condition, '~k' || category_id])))
        WHERE status = 'active'`);
    // The planner's estimate of a filter's share comes from statistics on the expression (an index on it
    // keeps none it can use for a tsvector).
    await queryRunner.query(`
      CREATE STATISTICS listings_search_facets_stats ON ((array_to_tsvector(ARRAY['~c' || condition, '~k' || category_id]))) FROM equipment_listings`);
    await queryRunner.query(`ANALYZE equipment_listings`);
    await queryRunner.query(`DROP INDEX listings_search_idx`);
    await queryRunner.query(`DROP INDEX listings_search_trgm_idx`);
    await queryRunner.query(`CREATE TABLE listing_search_words (word text PRIMARY KEY)`);
    await queryRunner.query(`CREATE INDEX listing_search_words_trgm_idx ON listing_search_words USING gin (word gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE FUNCTION listing_search_words_note() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO listing_search_words (word)
            SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_text, '[^[:alnum:]]+') w
             WHERE length(w) BETWEEN 3 AND 40 ORDER BY 1 ON CONFLICT DO NOTHING;
        ELSE
          INSERT INTO listing_search_words (word)
            SELECT DISTINCT w FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id AND old_rows.search_text IS DISTINCT FROM new_rows.search_text,
                   regexp_split_to_table(new_rows.search_text, '[^[:alnum:]]+') w
             WHERE length(w) BETWEEN 3 AND 40 ORDER BY 1 ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER listing_search_words_insert AFTER INSERT ON equipment_listings
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_search_words_note()`);
    await queryRunner.query(`
      CREATE TRIGGER listing_search_words_update AFTER UPDATE ON equipment_listings
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_search_words_note()`);
    await queryRunner.query(`
      INSERT INTO listing_search_words (word)
        SELECT DISTINCT w FROM equipment_listings, regexp_split_to_table(search_text, '[^[:alnum:]]+') w
         WHERE length(w) BETWEEN 3 AND 40 ORDER BY 1 ON CONFLICT DO NOTHING`);
    await queryRunner.query(
      `CREATE INDEX listings_active_category_condition_idx ON equipment_listings (category_id, condition, price, id) WHERE status = 'active'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX listings_active_category_condition_idx`);
    await queryRunner.query(`DROP TRIGGER listing_search_words_update ON equipment_listings`);
    await queryRunner.query(`DROP TRIGGER listing_search_words_insert ON equipment_listings`);
    await queryRunner.query(`DROP FUNCTION listing_search_words_note()`);
    await queryRunner.query(`DROP TABLE listing_search_words`);
    await queryRunner.query(`CREATE INDEX listings_search_trgm_idx ON equipment_listings USING gin (search_text gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX listings_search_idx ON equipment_listings USING gin (search_vector)`);
    await queryRunner.query(`DROP STATISTICS listings_search_facets_stats`);
    await queryRunner.query(`DROP INDEX listings_active_search_idx`);
  }
}
