import type { MigrationInterface, QueryRunner } from 'typeorm';

// The member's plan comes from billing (billing.subscription.changed.v1). `billing_version`
// is the last billing version applied, so a late, older announcement changes nothing.
export class MemberPlans1734100000000 implements MigrationInterface {
  name = 'MemberPlans1734100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN billing_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN billing_version`);
  }
}
