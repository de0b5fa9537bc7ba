import type { MigrationInterface, QueryRunner } from 'typeorm';

// boosted_posts. A boost is active until its end date (read as `end_date > now`;
// `is_active` is kept for the spec's field and set false when it ends or its post goes).
export class SocialBoosts1734300000000 implements MigrationInterface {
  name = 'SocialBoosts1734300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE boosted_posts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        boost_type text NOT NULL DEFAULT 'standard',
        start_date timestamptz NOT NULL DEFAULT now(),
        end_date timestamptz NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        views_generated integer NOT NULL DEFAULT 0,
        engagement_boost integer NOT NULL DEFAULT 0,
        CHECK (end_date > start_date)
      )`);
    await queryRunner.query(`CREATE INDEX boosted_posts_user_idx ON boosted_posts (user_id, start_date DESC)`);
    await queryRunner.query(`CREATE INDEX boosted_posts_active_idx ON boosted_posts (end_date) WHERE is_active`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE boosted_posts`);
  }
}
