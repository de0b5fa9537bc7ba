import type { MigrationInterface, QueryRunner } from 'typeorm';

// Three brand-new accounts hid any listing with reports. A reporter now weighs by account age and past accuracy
// (docs/marketplace.md § Reports: who counts): `member_accounts` keeps when each member registered, from identity's
// events (snapshots carry `createdAt`; the registration event's own time otherwise), and their record is read from
// their reports, found by reporter. Members already known get the time of their last snapshot, never earlier than
// their registration: the safe side, until identity's next snapshot of them says.
export class ReporterStanding1737200000100 implements MigrationInterface {
  name = 'ReporterStanding1737200000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX listing_reports_reporter_idx ON listing_reports (reporter_id)`);
    await queryRunner.query(`CREATE TABLE member_accounts (user_id integer PRIMARY KEY, registered_at timestamptz NOT NULL)`);
    await queryRunner.query(`INSERT INTO member_accounts (user_id, registered_at) SELECT id, updated_at FROM user_summaries`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_accounts`);
    await queryRunner.query(`DROP INDEX listing_reports_reporter_idx`);
  }
}
