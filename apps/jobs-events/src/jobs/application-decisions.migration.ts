import type { MigrationInterface, QueryRunner } from 'typeorm';

// How many decisions the poster has made on an application, counted by the UPDATE that makes one (under the
// row's lock, so in commit order). jobs-events.application.decided.v1 carries it, so the applicant's bell keeps
// the newest decision whatever order the events arrive in (docs/jobs-events.md § Domain events). Rows decided
// before it start from their status: one decision if there was one.
export class ApplicationDecisions1737350000300 implements MigrationInterface {
  name = 'ApplicationDecisions1737350000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE job_applications ADD COLUMN decisions integer NOT NULL DEFAULT 0 CHECK (decisions >= 0)`);
    await queryRunner.query(`UPDATE job_applications SET decisions = 1 WHERE status <> 'submitted'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE job_applications DROP COLUMN decisions`);
  }
}
