import type { MigrationInterface, QueryRunner } from 'typeorm';

// Data rights (docs/privacy.md): the archives members asked for, and a deletion's grace period on the
// account. A moderator's decisions outlive the moderator's account, so they may lose their author.
export class Privacy1735030000000 implements MigrationInterface {
  name = 'Privacy1735030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'gathering' CHECK (status IN ('gathering', 'ready', 'failed', 'expired')),
        -- Each service's part as announced: { "<service>": { "dataKey": ..., "files": [...] } }.
        parts jsonb NOT NULL DEFAULT '{}'::jsonb,
        requested_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz,
        size bigint,
        archive_key text,
        -- The secret of the download link, kept only while the archive is (the archive itself is in storage).
        download_token text
      )`);
    await queryRunner.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at DESC)`);
    await queryRunner.query(`CREATE INDEX data_exports_open_idx ON data_exports (status, requested_at) WHERE status IN ('gathering', 'ready')`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN deletion_scheduled_for timestamptz`);
    await queryRunner.query(`CREATE INDEX users_deletion_idx ON users (deletion_scheduled_for) WHERE deletion_scheduled_for IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE moderation_decisions ALTER COLUMN moderator_id DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE data_exports`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN deletion_scheduled_for`);
  }
}
