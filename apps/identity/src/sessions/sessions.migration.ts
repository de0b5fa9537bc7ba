import type { MigrationInterface, QueryRunner } from 'typeorm';

// A row per sign-in, so a member can see where they are signed in and sign a device out (its token's
// jti is revoked). Kept while the token may live; `ended_at` once signed out. Tokens issued before this table
// existed have no row and expire within a day.
export class Sessions1734710000000 implements MigrationInterface {
  name = 'Sessions1734710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sessions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        jti uuid NOT NULL UNIQUE,
        device text NOT NULL,
        ip_address text,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        last_seen_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX sessions_live_idx ON sessions (user_id, expires_at) WHERE ended_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sessions`);
  }
}
