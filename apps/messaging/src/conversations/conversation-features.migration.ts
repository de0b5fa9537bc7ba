import type { MigrationInterface, QueryRunner } from 'typeorm';

// What the messaging feature needs beyond the two tables of conversations and messages: who opened a conversation and when
// (the free tier's monthly count), message requests, soft deletes and reports.
export class ConversationFeatures1733000000000 implements MigrationInterface {
  name = 'ConversationFeatures1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE conversations
        ADD COLUMN started_by integer,
        ADD COLUMN opened_by integer,
        ADD COLUMN opened_at timestamptz,
        ADD COLUMN last_message_id integer,
        ADD COLUMN activity_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        ADD COLUMN request_for integer,
        ADD COLUMN request_declined boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE conversations SET activity_at = date_trunc('milliseconds', coalesce(last_message_at, created_at))`);
    await queryRunner.query(`DROP INDEX conversations_b_idx`);
    // A member's list, newest activity first, from either side of the pair.
    await queryRunner.query(`CREATE INDEX conversations_a_activity_idx ON conversations (participant_a_id, activity_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX conversations_b_activity_idx ON conversations (participant_b_id, activity_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX conversations_opened_idx ON conversations (opened_by, opened_at) WHERE opened_by IS NOT NULL`);

    await queryRunner.query(`ALTER TABLE messages ADD COLUMN deleted_at timestamptz`);
    await queryRunner.query(`CREATE INDEX messages_unread_idx ON messages (conversation_id, sender_id) WHERE NOT is_read`);

    await queryRunner.query(`
      CREATE TABLE conversation_reports (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        reporter_id integer NOT NULL,
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX conversation_reports_open_idx ON conversation_reports (created_at) WHERE status = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE conversation_reports');
    await queryRunner.query('DROP INDEX messages_unread_idx');
    await queryRunner.query('ALTER TABLE messages DROP COLUMN deleted_at');
    await queryRunner.query('DROP INDEX conversations_opened_idx');
    await queryRunner.query('DROP INDEX conversations_b_activity_idx');
    await queryRunner.query('DROP INDEX conversations_a_activity_idx');
    await queryRunner.query('CREATE INDEX conversations_b_idx ON conversations (participant_b_id)');
    await queryRunner.query(`
      ALTER TABLE conversations DROP COLUMN started_by, DROP COLUMN opened_by, DROP COLUMN opened_at, DROP COLUMN last_message_id,
        DROP COLUMN activity_at, DROP COLUMN request_for, DROP COLUMN request_declined`);
  }
}
