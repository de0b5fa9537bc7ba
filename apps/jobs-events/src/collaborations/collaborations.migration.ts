import type { MigrationInterface, QueryRunner } from 'typeorm';

// Collaboration calls (collaborations) and who answered them. `search_doc` is what
// a search looks in (title, description, project type, looking for, genres), indexed by trigrams;
// genres are matched case-insensitively through `genres_lower`.
export class Collaborations1733100000000 implements MigrationInterface {
  name = 'Collaborations1733100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // array_to_string is only STABLE in general; over text it cannot change (see job_search_doc).
    await queryRunner.query(`
      CREATE FUNCTION collaboration_search_doc(title text, description text, project_type text, looking_for text[], genres text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(title || ' ' || coalesce(description, '') || ' ' || coalesce(project_type, '') || ' '
                 || array_to_string(looking_for, ' ') || ' ' || array_to_string(genres, ' ')) $$`);
    await queryRunner.query(`
      CREATE FUNCTION lower_all(items text[]) RETURNS text[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT coalesce(array_agg(lower(v)), '{}') FROM unnest(items) AS v $$`);
    await queryRunner.query(`
      CREATE TABLE collaborations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        title text NOT NULL,
        description text,
        looking_for text[] NOT NULL DEFAULT '{}',
        project_type text,
        genres text[] NOT NULL DEFAULT '{}',
        demo_url text,
        remote boolean NOT NULL DEFAULT false,
        location text,
        paid boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_doc text GENERATED ALWAYS AS (collaboration_search_doc(title, description, project_type, looking_for, genres)) STORED,
        genres_lower text[] GENERATED ALWAYS AS (lower_all(genres)) STORED
      )`);
    await queryRunner.query(`CREATE INDEX collaborations_open_latest_idx ON collaborations (created_at DESC, id DESC) WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX collaborations_owner_idx ON collaborations (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX collaborations_search_trgm_idx ON collaborations USING gin (search_doc gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX collaborations_genres_idx ON collaborations USING gin (genres_lower)`);
    await queryRunner.query(`
      CREATE TABLE collaboration_responses (
        collaboration_id integer NOT NULL REFERENCES collaborations (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (collaboration_id, user_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE collaboration_responses`);
    await queryRunner.query(`DROP TABLE collaborations`);
    await queryRunner.query(`DROP FUNCTION lower_all(text[])`);
    await queryRunner.query(`DROP FUNCTION collaboration_search_doc(text, text, text, text[], text[])`);
  }
}
