import type { MigrationInterface, QueryRunner } from 'typeorm';

// Who muted whom. A muted member's posts leave the muter's home feed (the fan-out skips the muter, the
// read leaves them out); the muted member is not told.
export class SocialMutes1734800000000 implements MigrationInterface {
  name = 'SocialMutes1734800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mutes (
        user_id integer NOT NULL,
        muted_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        PRIMARY KEY (user_id, muted_id),
        CHECK (user_id <> muted_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mutes`);
  }
}
