import type { MigrationInterface, QueryRunner } from 'typeorm';

// Industry insight reports (docs/insights.md). The platform's insight_snapshots keep closed months; this
// index serves a month's listings (those put up in it).
export class InsightsIndexes1737000000100 implements MigrationInterface {
  name = 'InsightsIndexes1737000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX listings_created_idx ON equipment_listings (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX listings_created_idx`);
  }
}
