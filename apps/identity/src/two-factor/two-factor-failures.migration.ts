import type { MigrationInterface, QueryRunner } from 'typeorm';

// Wrong second-factor codes in a row, per member (docs/identity.md § Two-factor sign-in): `failed_codes` counts them
// under the row's lock (so parallel guesses count exactly), and at TWO_FACTOR_MAX_FAILURES only a recovery code or a
// password reset clears it; `failure_mailed` says this run's mail has gone out (one per run, not per guess).
export class TwoFactorFailures1737300000000 implements MigrationInterface {
  name = 'TwoFactorFailures1737300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE two_factor
        ADD COLUMN failed_codes integer NOT NULL DEFAULT 0,
        ADD COLUMN failure_mailed boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE two_factor DROP COLUMN failure_mailed, DROP COLUMN failed_codes`);
  }
}
