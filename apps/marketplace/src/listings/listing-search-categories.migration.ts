import type { MigrationInterface, QueryRunner } from 'typeorm';

// The search reads a listing's category name too (docs/marketplace.md § Search): 'guitar' found nothing of the
// Stratocasters listed under Electric Guitars whose text never says guitar. A generated column reads only its own
// row, so `marketplace_category_name(category_id)` answers each category's name from a CASE written out of
// equipment_categories here: truly IMMUTABLE, since the tree changes only by migration. A migration that adds or
// renames categories calls `writeCategoryNames` again and rewrites the listings of the categories it changed
// (`UPDATE equipment_listings SET category_id = category_id WHERE …`: a stored generated column is computed
// again on every update of its row). Only the listing's own category: a parent's name joined to its children
// ('Guitars & Basses') would make every electric guitar a match for 'bass', sorted by price among the basses.
// The name is English-stemmed (`guitars` = `guitar`) and weighs least (D), below the description (C).
export async function writeCategoryNames(queryRunner: QueryRunner): Promise<void> {
  const [row] = (await queryRunner.query(
    `SELECT string_agg(format('WHEN %s THEN %L', id, name), ' ' ORDER BY id) AS cases FROM equipment_categories`,
  )) as Array<{
    cases: string;
  }>;
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION marketplace_category_name(integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $fn$ SELECT CASE $1 ${row!.cases} END $fn$`);
  // The typo correction's dictionary holds the names' words too ('guitr' → 'guitars').
  await queryRunner.query(`
    INSERT INTO listing_search_words (word)
      SELECT DISTINCT w FROM equipment_categories, regexp_split_to_table(lower(name), '[^[:alnum:]]+') w
       WHERE length(w) BETWEEN 3 AND 40 ORDER BY 1 ON CONFLICT DO NOTHING`);
}

const TEXT = `setweight(to_tsvector('simple', marketplace_unaccent(coalesce(brand, '') || ' ' || coalesce(model, ''))), 'A')
          || setweight(to_tsvector('english', marketplace_unaccent(title)), 'B')
          || setweight(to_tsvector('english', marketplace_unaccent(description)), 'C')`;
const CATEGORY = `setweight(to_tsvector('english', coalesce(marketplace_category_name(category_id), '')), 'D')`;

// The column is dropped and added again (Postgres 15 cannot change a generated column's expression): a rewrite of
// the table under its lock (about a minute at 1M listings), and the text index built again, as the recency
// migration made it.
async function rewriteSearchVector(queryRunner: QueryRunner, expression: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE equipment_listings DROP COLUMN search_vector`);
  await queryRunner.query(`ALTER TABLE equipment_listings ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${expression}) STORED`);
  await queryRunner.query(`
    CREATE INDEX listings_active_search_recent_idx ON equipment_listings
      USING gin (search_vector, (array_to_tsvector(ARRAY['~c' || condition, '~k' || category_id, '~q' || marketplace_quarter(created_at)])))
      WHERE status = 'active'`);
  await queryRunner.query(`ANALYZE equipment_listings`);
}

export class ListingSearchCategories1737100000000 implements MigrationInterface {
  name = 'ListingSearchCategories1737100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await writeCategoryNames(queryRunner);
    await rewriteSearchVector(queryRunner, `${TEXT}\n          || ${CATEGORY}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rewriteSearchVector(queryRunner, TEXT);
    await queryRunner.query(`DROP FUNCTION marketplace_category_name(integer)`);
  }
}
