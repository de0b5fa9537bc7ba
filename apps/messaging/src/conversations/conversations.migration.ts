import type { MigrationInterface, QueryRunner } from 'typeorm';

// Conversations and messages, created now so the dashboard's Messages counter reads a real
// (for now empty) table; the messaging feature adds its routes and realtime later.
export class Conversations1732600000000 implements MigrationInterface {
  name = 'Conversations1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE conversations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        participant_a_id integer NOT NULL,
        participant_b_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz,
        CHECK (participant_a_id < participant_b_id),
        UNIQUE (participant_a_id, participant_b_id)
      )`);
    await queryRunner.query(`CREATE INDEX conversations_b_idx ON conversations (participant_b_id)`);
    await queryRunner.query(`
      CREATE TABLE messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id integer NOT NULL,
        content text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX messages_thread_idx ON messages (conversation_id, created_at, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE messages`);
    await queryRunner.query(`DROP TABLE conversations`);
  }
}
