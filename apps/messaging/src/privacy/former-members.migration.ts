import type { MigrationInterface, QueryRunner } from 'typeorm';

// An erased member's conversations stay with the other member, shown as from 'Former member'. The erased
// side of a pair and the sender of what they wrote become NULL (MessagingMemberData.eraseMember): not 0, as one member
// may have conversations with several former members and the pair is unique.
export class FormerMembers1736000000000 implements MigrationInterface {
  name = 'FormerMembers1736000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conversations ALTER COLUMN participant_a_id DROP NOT NULL, ALTER COLUMN participant_b_id DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE messages ALTER COLUMN sender_id DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM messages WHERE sender_id IS NULL`);
    await queryRunner.query(`DELETE FROM conversations WHERE participant_a_id IS NULL OR participant_b_id IS NULL`);
    await queryRunner.query(`ALTER TABLE messages ALTER COLUMN sender_id SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE conversations ALTER COLUMN participant_a_id SET NOT NULL, ALTER COLUMN participant_b_id SET NOT NULL`);
  }
}
