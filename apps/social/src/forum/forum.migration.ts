import type { MigrationInterface, QueryRunner } from 'typeorm';

// The community forum (forum_posts and their comments; docs/forum.md). A thread keeps its reply
// count and the time of its latest reply, so both sorts of a category's list walk one index and stop at the page.
// Its words (title and text) are a 'simple' tsvector with a GIN index, asked as prefixes like posts' search
// (SocialPostSearch1734900000000). Tags are stored lower-cased (the contract lower-cases them).
export class SocialForum1736200000000 implements MigrationInterface {
  name = 'SocialForum1736200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The categories are spelled out, not read from FORUM_CATEGORIES: a migration never changes once it has run, so
    // a new category is a new migration replacing the constraint.
    await queryRunner.query(`
      CREATE TABLE forum_posts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        title text NOT NULL,
        content text NOT NULL,
        category text NOT NULL CHECK (category IN ('gear', 'gigging', 'recording', 'business', 'education', 'general')),
        tags text[] NOT NULL DEFAULT '{}',
        reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
        -- Millisecond precision, so a time round-trips through a JS Date exactly.
        last_activity_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        edited_at timestamptz,
        search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || content)) STORED
      )`);
    await queryRunner.query(`CREATE INDEX forum_posts_category_active_idx ON forum_posts (category, last_activity_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX forum_posts_category_newest_idx ON forum_posts (category, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX forum_posts_active_idx ON forum_posts (last_activity_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX forum_posts_newest_idx ON forum_posts (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX forum_posts_tags_idx ON forum_posts USING gin (tags)`);
    await queryRunner.query(`CREATE INDEX forum_posts_search_idx ON forum_posts USING gin (search_vector)`);
    // A member's own threads: the first-thread achievement's check, their export and their erasure.
    await queryRunner.query(`CREATE INDEX forum_posts_author_idx ON forum_posts (user_id)`);

    await queryRunner.query(`
      CREATE TABLE forum_comments (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        post_id integer NOT NULL REFERENCES forum_posts (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        edited_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX forum_comments_post_idx ON forum_comments (post_id, created_at, id)`);
    await queryRunner.query(`CREATE INDEX forum_comments_author_idx ON forum_comments (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE forum_comments`);
    await queryRunner.query(`DROP TABLE forum_posts`);
  }
}
