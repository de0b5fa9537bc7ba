import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = `'mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update',
  'event_update', 'event_reminder', 'listing_expiring', 'listing_watch', 'listing_hidden', 'listing_moderated', 'billing'`;

// The bell tells a business its storefront verification was approved or declined ('storefront_verification').
export class SocialStorefrontNotifications1737100000000 implements MigrationInterface {
  name = 'SocialStorefrontNotifications1737100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check CHECK (subtype IN (${BEFORE}, 'storefront_verification'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE subtype = 'storefront_verification'`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check CHECK (subtype IN (${BEFORE}))`);
  }
}
