import type { MigrationInterface, QueryRunner } from 'typeorm';

// Two-factor sign-in. One row per member who started the setup: the TOTP secret (base32), when it was
// turned on (null while pending), and the last time step a code was accepted for (a code is never accepted twice).
// Recovery codes: only their SHA-256 (they are 50 random bits, not passwords), each used once.
export class TwoFactor1734700000000 implements MigrationInterface {
  name = 'TwoFactor1734700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE two_factor (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret text NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE recovery_codes (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (user_id, code_hash)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE recovery_codes`);
    await queryRunner.query(`DROP TABLE two_factor`);
  }
}
