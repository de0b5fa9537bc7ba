import type { MigrationInterface, QueryRunner } from 'typeorm';

// The country a session signed in from (Places), kept with it as it was at sign-in.
export class SessionPlaces1735010000000 implements MigrationInterface {
  name = 'SessionPlaces1735010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sessions ADD COLUMN place text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sessions DROP COLUMN place`);
  }
}
