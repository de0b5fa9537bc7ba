import type { MigrationInterface, QueryRunner } from 'typeorm';

// Jobs, saved_jobs and events, created now so the dashboard counters read real (for now
// empty) tables; the jobs/events features add their columns and routes in later migrations.
export class JobsAndEvents1732600000000 implements MigrationInterface {
  name = 'JobsAndEvents1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE jobs (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        title text NOT NULL,
        company_name text,
        location text,
        remote boolean NOT NULL DEFAULT false,
        type text NOT NULL DEFAULT 'full-time' CHECK (type IN ('full-time', 'part-time', 'contract', 'freelance', 'internship')),
        description text,
        requirements text,
        salary_range text,
        contact_email text,
        skills text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX jobs_owner_idx ON jobs (user_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE saved_jobs (
        user_id integer NOT NULL,
        job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, job_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE events (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        title text NOT NULL,
        organizer_name text,
        organizer_image text,
        description text,
        location text,
        region text,
        start_date timestamptz NOT NULL,
        end_date timestamptz NOT NULL,
        image_url text,
        ticket_price text,
        ticket_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      )`);
    await queryRunner.query(`CREATE INDEX events_upcoming_idx ON events (start_date)`);
    await queryRunner.query(`CREATE INDEX events_owner_idx ON events (user_id, start_date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['events', 'saved_jobs', 'jobs']) await queryRunner.query(`DROP TABLE ${table}`);
  }
}
