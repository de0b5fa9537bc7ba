import type { MigrationInterface, QueryRunner } from 'typeorm';

// The hashtag page (GET /api/posts/hashtag/:tag) finds posts by tag in any case: a GIN index over
// the lower-cased tags, matched with `social_lower_tags(hashtags) @> ARRAY[lower(tag)]`. The
// function is declared immutable (lower() of text is), which an index expression needs.
export class SocialHashtagIndex1732820000000 implements MigrationInterface {
  name = 'SocialHashtagIndex1732820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION social_lower_tags(tags text[]) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT coalesce(array_agg(lower(tag)), '{}') FROM unnest(tags) AS tag $$`);
    await queryRunner.query(`CREATE INDEX posts_hashtags_lower_idx ON posts USING gin (social_lower_tags(hashtags))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX posts_hashtags_lower_idx`);
    await queryRunner.query(`DROP FUNCTION social_lower_tags(text[])`);
  }
}
