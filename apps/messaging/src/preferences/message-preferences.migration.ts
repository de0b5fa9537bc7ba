import type { MigrationInterface, QueryRunner } from 'typeorm';

// Who may start a conversation with a member (MessagePreferencesSchema). No row: everyone.
export class MessagePreferences1735020000000 implements MigrationInterface {
  name = 'MessagePreferences1735020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_preferences (
        user_id integer PRIMARY KEY,
        allow_from text NOT NULL CHECK (allow_from IN ('everyone', 'connections')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE message_preferences`);
  }
}
