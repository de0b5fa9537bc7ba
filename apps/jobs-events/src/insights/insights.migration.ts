import type { MigrationInterface, QueryRunner } from 'typeorm';

// Industry insight reports (docs/insights.md). The platform's insight_snapshots keep closed months; this
// index serves a month's jobs (those posted in it; events taking place in it use events_scheduled_start_idx).
export class InsightsIndexes1737000000100 implements MigrationInterface {
  name = 'InsightsIndexes1737000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX jobs_created_idx ON jobs (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_created_idx`);
  }
}
