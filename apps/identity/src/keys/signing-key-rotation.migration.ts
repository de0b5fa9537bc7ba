import type { MigrationInterface, QueryRunner } from 'typeorm';

// Rotation without signing everyone out (docs/operations.md § Rotating the signing key): a key given as
// JWT_PRIVATE_KEY_PEM is recorded by its public half only, and every key notes when it last signed, so the JWKS
// keeps publishing a replaced key for as long as tokens it signed can live.
export class SigningKeyRotation1734600000000 implements MigrationInterface {
  name = 'SigningKeyRotation1734600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE signing_keys ALTER COLUMN private_pem DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE signing_keys ADD COLUMN last_signed_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE signing_keys DROP COLUMN last_signed_at`);
    await queryRunner.query(`DELETE FROM signing_keys WHERE private_pem IS NULL`);
    await queryRunner.query(`ALTER TABLE signing_keys ALTER COLUMN private_pem SET NOT NULL`);
  }
}
