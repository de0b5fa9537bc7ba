import type { MigrationInterface, QueryRunner } from 'typeorm';

// Global search's people section: a member's searchable words (username, name, type, location, skills,
// genres) in one lower-cased generated column with a trigram index. A query's words are each found by the index
// (LIKE '%word%') and then held to a word start ('\mword'), so 'gui' finds 'Guitar' and not 'Anguish'.
// Also the `blocks` projection (platform), fed by messaging's events: a blocked member is found by no search.
export class PeopleSearch1734900000000 implements MigrationInterface {
  name = 'PeopleSearch1734900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // IMMUTABLE by declaration: array_to_string is STABLE only because of other element types' output functions.
    await queryRunner.query(`
      CREATE FUNCTION people_search_text(username text, name text, type text, location text, skills text[], genres text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(concat_ws(' ', username, name, type, location, array_to_string(skills, ' '), array_to_string(genres, ' '))) $$`);
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (people_search_text(username, name, type, location, skills, genres)) STORED`,
    );
    await queryRunner.query(`CREATE INDEX users_search_text_trgm_idx ON users USING gin (search_text gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN search_text`);
    await queryRunner.query(`DROP FUNCTION people_search_text(text, text, text, text, text[], text[])`);
  }
}
