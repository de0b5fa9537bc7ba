import type { MigrationInterface, QueryRunner } from 'typeorm';

// A sign-in from a new device or address is mailed to the member unless they turn it off.
export class SignInAlerts1734720000000 implements MigrationInterface {
  name = 'SignInAlerts1734720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN sign_in_alerts boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`CREATE INDEX sessions_user_device_idx ON sessions (user_id, device, ip_address)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX sessions_user_device_idx`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN sign_in_alerts`);
  }
}
