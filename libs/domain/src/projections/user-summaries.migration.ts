import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserSummaries1700000000100 implements MigrationInterface {
  name = 'UserSummaries1700000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_summaries (
        id integer PRIMARY KEY,
        version integer NOT NULL,
        username text NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        location text,
        bio text,
        profile_image text,
        skills text[] NOT NULL DEFAULT '{}',
        genres text[] NOT NULL DEFAULT '{}',
        subscription_tier text NOT NULL DEFAULT 'free',
        badges text[] NOT NULL DEFAULT '{}',
        verified_profile boolean NOT NULL DEFAULT false,
        is_founding_member boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_summaries');
  }
}
