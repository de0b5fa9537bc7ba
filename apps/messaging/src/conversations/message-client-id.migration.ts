import type { MigrationInterface, QueryRunner } from 'typeorm';

// A message sent over the socket names itself with the client's id (docs/messaging.md § Sending over the socket): the
// same id sent again by the same sender finds the stored message instead of storing a second one. Kept with the
// message, in the statement that stores it, rather than beside it in Redis (two more round trips a message).
export class MessageClientId1737300000000 implements MigrationInterface {
  name = 'MessageClientId1737300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN client_id text`);
    await queryRunner.query(`CREATE UNIQUE INDEX messages_client_id_idx ON messages (sender_id, client_id) WHERE client_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN client_id`);
  }
}
