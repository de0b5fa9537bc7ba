import type { MigrationInterface, QueryRunner } from 'typeorm';

// ai_matching_preferences and ai_matches. A member's suggestions are computed ahead
// (matching.service.ts: when preferences change, or on a read more than 6 hours after the last) and read
// as they are, so two reads in a row agree; `status` keeps what the member did with each.
export class SocialMatching1734400000000 implements MigrationInterface {
  name = 'SocialMatching1734400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ai_matching_preferences (
        user_id integer PRIMARY KEY,
        looking_for text[] NOT NULL DEFAULT '{}',
        genres text[] NOT NULL DEFAULT '{}',
        location text,
        remote_only boolean NOT NULL DEFAULT false,
        availability text NOT NULL DEFAULT 'open' CHECK (availability IN ('full-time', 'part-time', 'projects', 'open')),
        opted_out boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        last_matched_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ai_matches (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        matched_user_id integer NOT NULL,
        match_score integer NOT NULL CHECK (match_score BETWEEN 0 AND 100),
        match_reason jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'contacted', 'declined')),
        contacted_at timestamptz,
        computed_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, matched_user_id),
        CHECK (user_id <> matched_user_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ai_matches`);
    await queryRunner.query(`DROP TABLE ai_matching_preferences`);
  }
}
