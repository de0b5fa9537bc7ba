import type { MigrationInterface, QueryRunner } from 'typeorm';

// An applicant's bell keeps one line per application, its newest decision's: `version` is the decision's number
// from jobs-events (application.decided.v1 `decision`), so a line is replaced by a higher one and a lower one
// arriving later is passed over (docs/social.md, notifications from jobs-events). The index finds an application's lines: an
// applicant has one application per job, and the line's related_id is the job.
export class SocialApplicationDecisionLines1737350000400 implements MigrationInterface {
  name = 'SocialApplicationDecisionLines1737350000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications ADD COLUMN version integer`);
    await queryRunner.query(`CREATE INDEX notifications_application_update_idx ON notifications (user_id, related_id) WHERE subtype = 'application_update'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX notifications_application_update_idx`);
    await queryRunner.query(`ALTER TABLE notifications DROP COLUMN version`);
  }
}
