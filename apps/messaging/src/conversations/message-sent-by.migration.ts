import type { MigrationInterface, QueryRunner } from 'typeorm';

// A business's admins answer its inbox as the business (docs/messaging.md § The business's inbox). The
// message's sender_id is the business; sent_by is the team member who wrote it, NULL when the sender wrote it themself.
export class MessageSentBy1736700000000 implements MigrationInterface {
  name = 'MessageSentBy1736700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN sent_by integer`);
    // Erasing a member clears their name from what they wrote for a business (privacy/privacy.repository.ts).
    await queryRunner.query(`CREATE INDEX messages_sent_by_idx ON messages (sent_by) WHERE sent_by IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN sent_by`);
  }
}
