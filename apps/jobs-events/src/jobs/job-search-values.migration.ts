import type { MigrationInterface, QueryRunner } from 'typeorm';

// The fields' whole values, lower-cased (title, company, location, each skill), indexed: a search's top
// score (a field equal to the query) is found from this index instead of by testing every candidate.
export class JobSearchValues1732800000000 implements MigrationInterface {
  name = 'JobSearchValues1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION job_search_values(title text, company text, location text, skills text[]) RETURNS text[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT array_remove(ARRAY[lower(title), lower(company), lower(location)], NULL) || ARRAY(SELECT lower(s) FROM unnest(skills) s) $$`);
    await queryRunner.query(
      `ALTER TABLE jobs ADD COLUMN search_values text[] GENERATED ALWAYS AS (job_search_values(title, company_name, location, skills)) STORED`,
    );
    await queryRunner.query(`CREATE INDEX jobs_search_values_idx ON jobs USING gin (search_values)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN search_values`);
    await queryRunner.query(`DROP FUNCTION job_search_values(text, text, text, text[])`);
  }
}
