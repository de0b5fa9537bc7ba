import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SigningKeys1732200000000 implements MigrationInterface {
  name = 'SigningKeys1732200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        private_pem text NOT NULL,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE signing_keys');
  }
}
