import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = `'mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update',
  'event_update', 'event_reminder', 'listing_expiring', 'listing_watch', 'listing_hidden', 'listing_moderated', 'billing',
  'storefront_verification'`;

// The bell tells each side of a booking what the other did ('booking', one line per booking and member: docs/bookings.md).
export class SocialBookingNotifications1737400000100 implements MigrationInterface {
  name = 'SocialBookingNotifications1737400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check CHECK (subtype IN (${BEFORE}, 'booking'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE subtype = 'booking'`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check CHECK (subtype IN (${BEFORE}))`);
  }
}
