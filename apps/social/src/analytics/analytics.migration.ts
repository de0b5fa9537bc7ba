import type { MigrationInterface, QueryRunner } from 'typeorm';

// Analytics (advanced_analytics: per member, metric and day): a count per member,
// metric and UK day, added to by the events the services emit (each applied once: the inbox), so the
// dashboard reads at most 90 rows a metric.
export class SocialAnalytics1734200000000 implements MigrationInterface {
  name = 'SocialAnalytics1734200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_activity_daily (
        user_id integer NOT NULL,
        metric text NOT NULL CHECK (metric IN ('profileViews', 'searchAppearances', 'messagesSent', 'connectionsGained', 'jobApplications')),
        day date NOT NULL,
        count integer NOT NULL CHECK (count > 0),
        PRIMARY KEY (user_id, metric, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_activity_daily`);
  }
}
