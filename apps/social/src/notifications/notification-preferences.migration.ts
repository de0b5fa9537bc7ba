import type { MigrationInterface, QueryRunner } from 'typeorm';

// Settings › Notifications: the groups (NOTIFICATION_PREFERENCE_GROUPS) a member turned off. Only those
// are stored, so a member without a row, or a group added later, is on. No CHECK on the names: a group the contracts
// drop one day is then merely ignored, not a failing migration.
export class SocialNotificationPreferences1736100000000 implements MigrationInterface {
  name = 'SocialNotificationPreferences1736100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        user_id integer PRIMARY KEY,
        muted text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_preferences`);
  }
}
