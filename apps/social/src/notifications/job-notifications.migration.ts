import type { MigrationInterface, QueryRunner } from 'typeorm';

// The bell carries jobs-events' application lines ('job_application' to the poster,
// 'application_update' to the applicant).
export class SocialJobNotifications1732900000000 implements MigrationInterface {
  name = 'SocialJobNotifications1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check
        CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE subtype IN ('job_application', 'application_update')`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted'))`,
    );
  }
}
