import type { MigrationInterface, QueryRunner } from 'typeorm';

// A post's attachment is uploaded before the post is written (POST /api/posts/media): one row per
// upload, with the type read from its bytes; post_id is set when a post of its uploader takes it,
// and the row goes with that post.
export class SocialPostMedia1732600000000 implements MigrationInterface {
  name = 'SocialPostMedia1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE post_media (
        key text PRIMARY KEY,
        uploader_id integer NOT NULL,
        media_type text NOT NULL CHECK (media_type IN ('image', 'video', 'audio')),
        byte_size integer NOT NULL,
        duration_seconds double precision,
        post_id integer UNIQUE REFERENCES posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX post_media_unattached_idx ON post_media (uploader_id, created_at) WHERE post_id IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE post_media`);
  }
}
