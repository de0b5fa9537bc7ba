import type { MigrationInterface, QueryRunner } from 'typeorm';

// Files members upload for their events (images) and collaboration calls (audio demos).
// One row per stored file, by storage key: who uploaded it (only they may attach it) and, for audio,
// its real length. A file nothing uses a day after its upload is removed by the sweep.
export class JobsEventsUploads1733200000000 implements MigrationInterface {
  name = 'JobsEventsUploads1733200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE uploads (
        key text PRIMARY KEY,
        user_id integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('event-image', 'demo')),
        byte_size integer NOT NULL,
        duration_seconds double precision,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX uploads_age_idx ON uploads (created_at)`);
    // The sweep asks whether anything still points at an upload.
    await queryRunner.query(`CREATE INDEX events_uploaded_image_idx ON events (image_url) WHERE image_url LIKE '/event-images/%'`);
    await queryRunner.query(`CREATE INDEX collaborations_uploaded_demo_idx ON collaborations (demo_url) WHERE demo_url LIKE '/demos/%'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX collaborations_uploaded_demo_idx`);
    await queryRunner.query(`DROP INDEX events_uploaded_image_idx`);
    await queryRunner.query(`DROP TABLE uploads`);
  }
}
