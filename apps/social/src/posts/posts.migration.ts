import type { MigrationInterface, QueryRunner } from 'typeorm';

// Posts, post_comments, post_likes, saved_posts, user_follows, plus the home feed's
// materialisation (docs/performance.md#feed-design): feed_entries is fanned out on write and capped per owner;
// member_feeds says whose feed is kept warm (active in the last 14 days).
export class SocialPosts1732400000000 implements MigrationInterface {
  name = 'SocialPosts1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE posts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        content text NOT NULL,
        type text NOT NULL DEFAULT 'update' CHECK (type IN ('update', 'job', 'event', 'collaboration', 'equipment')),
        media_url text,
        media_type text CHECK (media_type IN ('image', 'video', 'audio')),
        likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
        comments integer NOT NULL DEFAULT 0 CHECK (comments >= 0),
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        hashtags text[] NOT NULL DEFAULT '{}',
        mentioned_users integer[] NOT NULL DEFAULT '{}',
        is_promoted boolean NOT NULL DEFAULT false,
        -- Millisecond precision, so a keyset cursor round-trips through a JS Date exactly.
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX posts_author_idx ON posts (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX posts_recent_idx ON posts (created_at DESC, id DESC)`);

    await queryRunner.query(`
      CREATE TABLE user_follows (
        follower_id integer NOT NULL,
        following_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, following_id),
        CHECK (follower_id <> following_id)
      )`);
    await queryRunner.query(`CREATE INDEX user_follows_following_idx ON user_follows (following_id, follower_id)`);

    await queryRunner.query(`
      CREATE TABLE post_likes (
        user_id integer NOT NULL,
        post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE saved_posts (
        user_id integer NOT NULL,
        post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, post_id)
      )`);
    await queryRunner.query(`CREATE INDEX saved_posts_recent_idx ON saved_posts (user_id, created_at DESC, post_id DESC)`);
    await queryRunner.query(`
      CREATE TABLE post_comments (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX post_comments_post_idx ON post_comments (post_id, created_at, id)`);
    await queryRunner.query(`
      CREATE TABLE post_views (
        post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        viewer_id integer NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (post_id, viewer_id, day)
      )`);

    await queryRunner.query(`
      CREATE TABLE feed_entries (
        owner_id integer NOT NULL,
        created_at timestamptz NOT NULL,
        post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        PRIMARY KEY (owner_id, created_at, post_id)
      )`);
    await queryRunner.query(`CREATE INDEX feed_entries_post_idx ON feed_entries (post_id)`);
    await queryRunner.query(`CREATE TABLE big_authors (user_id integer PRIMARY KEY)`);
    await queryRunner.query(`
      CREATE TABLE member_feeds (
        owner_id integer PRIMARY KEY,
        last_seen_at timestamptz NOT NULL,
        built_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['member_feeds', 'big_authors', 'feed_entries', 'post_views', 'post_comments', 'saved_posts', 'post_likes', 'user_follows', 'posts']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
