import type { MigrationInterface, QueryRunner } from 'typeorm';

// Who blocked whom: no new messages either way while a row exists.
export class MemberBlocks1733000000100 implements MigrationInterface {
  name = 'MemberBlocks1733000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_blocks (
        blocker_id integer NOT NULL,
        blocked_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )`);
    await queryRunner.query(`CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_blocks');
  }
}
