import type { MigrationInterface, QueryRunner } from 'typeorm';

// The outbox and inbox every service carries (docs/platform.md). Part of each service's migration
// list, so it runs once per service database.
export class PlatformTables1700000000000 implements MigrationInterface {
  name = 'PlatformTables1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        name text NOT NULL,
        topic text NOT NULL,
        key text NOT NULL,
        payload jsonb NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        occurred_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    // The relay scans unsent rows only; a partial index keeps that cheap however long the table grows.
    await queryRunner.query(`CREATE INDEX outbox_unsent_idx ON outbox (id) WHERE sent_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE inbox (
        event_id uuid NOT NULL,
        consumer text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, consumer)
      )`);
    await queryRunner.query(`
      CREATE TABLE dead_letters (
        id bigserial PRIMARY KEY,
        consumer text NOT NULL,
        event_id uuid,
        name text,
        raw text NOT NULL,
        error text NOT NULL,
        attempts int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE dead_letters');
    await queryRunner.query('DROP TABLE inbox');
    await queryRunner.query('DROP TABLE outbox');
  }
}
