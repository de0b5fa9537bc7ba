import type { MigrationInterface, QueryRunner } from 'typeorm';

// The job board. A posting is open or closed; `search_doc` is what the spec's fuzzy search
// looks in (title, company, location, skills, lower-cased), a generated column, indexed by trigrams so a search reads candidates from the index, never the whole table.
// Applications are in-app; usage_tracking counts a member's applications per London month.
export class JobBoard1732700000000 implements MigrationInterface {
  name = 'JobBoard1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // array_to_string is only STABLE in general (an element type's output could change); over text it
    // cannot, so this wrapper may be IMMUTABLE, which a generated column needs.
    await queryRunner.query(`
      CREATE FUNCTION job_search_doc(title text, company text, location text, skills text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(title || ' ' || coalesce(company, '') || ' ' || coalesce(location, '') || ' ' || array_to_string(skills, ' ')) $$`);
    await queryRunner.query(`
      ALTER TABLE jobs
        ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN search_doc text GENERATED ALWAYS AS (job_search_doc(title, company_name, location, skills)) STORED`);
    await queryRunner.query(`CREATE INDEX jobs_search_trgm_idx ON jobs USING gin (search_doc gin_trgm_ops)`);
    // The default list: open postings, newest first.
    await queryRunner.query(`CREATE INDEX jobs_open_latest_idx ON jobs (created_at DESC, id DESC) WHERE status = 'open'`);
    await queryRunner.query(`
      CREATE TABLE job_applications (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        applicant_id integer NOT NULL,
        message text,
        status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'shortlisted', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        UNIQUE (job_id, applicant_id)
      )`);
    await queryRunner.query(`CREATE INDEX job_applications_applicant_idx ON job_applications (applicant_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX saved_jobs_member_idx ON saved_jobs (user_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE usage_tracking (
        user_id integer NOT NULL,
        type text NOT NULL,
        month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
        count integer NOT NULL CHECK (count >= 0),
        PRIMARY KEY (user_id, type, month)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE usage_tracking`);
    await queryRunner.query(`DROP INDEX saved_jobs_member_idx`);
    await queryRunner.query(`DROP TABLE job_applications`);
    await queryRunner.query(`DROP INDEX jobs_open_latest_idx`);
    await queryRunner.query(`DROP INDEX jobs_search_trgm_idx`);
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN search_doc, DROP COLUMN updated_at, DROP COLUMN status`);
    await queryRunner.query(`DROP FUNCTION job_search_doc(text, text, text, text[])`);
  }
}
