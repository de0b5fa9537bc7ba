import type { MigrationInterface, QueryRunner } from 'typeorm';

// The bell tells a member their trial ends in 3 days, or a payment failed ('billing').
export class SocialBillingNotifications1734100000000 implements MigrationInterface {
  name = 'SocialBillingNotifications1734100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check
        CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update',
                           'event_update', 'event_reminder', 'listing_expiring', 'listing_watch', 'listing_hidden', 'listing_moderated',
                           'billing'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE subtype = 'billing'`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check
        CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update',
                           'event_update', 'event_reminder', 'listing_expiring', 'listing_watch', 'listing_hidden', 'listing_moderated'))`);
  }
}
