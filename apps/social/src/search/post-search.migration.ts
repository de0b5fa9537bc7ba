import type { MigrationInterface, QueryRunner } from 'typeorm';

// Global search's posts section: each post's words (its text, so its hashtags and mentions too) as a
// 'simple' tsvector — no stemming or stop words, which suit names, gear and genres — with a GIN index. A query's
// words are asked as prefixes ('strat:*'), so they match at word starts as the web highlights them.
export class SocialPostSearch1734900000000 implements MigrationInterface {
  name = 'SocialPostSearch1734900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, content)) STORED`);
    await queryRunner.query(`CREATE INDEX posts_search_idx ON posts USING gin (search_vector)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE posts DROP COLUMN search_vector`);
  }
}
