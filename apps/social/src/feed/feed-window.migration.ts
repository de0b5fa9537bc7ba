import type { MigrationInterface, QueryRunner } from 'typeorm';

// Whether a member's feed_entries leave older posts out (a rebuild stopped at FEED_CAP, or a trim
// dropped some): only then does a read that runs off the end continue with the pull query. A feed
// that is merely behind its fan-out must not be filled in by the pull query and then shrink.
export class SocialFeedWindow1732700000000 implements MigrationInterface {
  name = 'SocialFeedWindow1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member_feeds ADD COLUMN truncated boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member_feeds DROP COLUMN truncated`);
  }
}
