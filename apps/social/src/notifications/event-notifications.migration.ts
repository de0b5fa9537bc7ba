import type { MigrationInterface, QueryRunner } from 'typeorm';

// The bell carries jobs-events' event lines to those who answered ('event_update' when an
// event is cancelled or moved, 'event_reminder' the day before). An organiser's RSVP lines are the
// spec's own type `event_rsvp`, which the type CHECK has allowed from the start.
export class SocialEventNotifications1733000000000 implements MigrationInterface {
  name = 'SocialEventNotifications1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check
        CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update',
                           'event_update', 'event_reminder'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE subtype IN ('event_update', 'event_reminder')`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_subtype_check`);
    await queryRunner.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_subtype_check
        CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted', 'job_application', 'application_update'))`);
  }
}
