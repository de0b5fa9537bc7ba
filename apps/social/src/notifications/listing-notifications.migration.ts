import type { MigrationInterface, QueryRunner } from 'typeorm';

// The bell carries the marketplace's lines — to a seller 'listing_expiring', 'listing_hidden'
// and 'listing_moderated'; to those watching a listing 'listing_watch' (its price dropped, it sold).
export class SocialListingNotifications1733700000000 implements MigrationInterface {
  name = 'SocialListingNotifications1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check
        CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update',
                           'event_update', 'event_reminder', 'listing_expiring', 'listing_watch', 'listing_hidden', 'listing_moderated'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE subtype IN ('listing_expiring', 'listing_watch', 'listing_hidden', 'listing_moderated')`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check
        CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update',
                           'event_update', 'event_reminder'))`);
  }
}
