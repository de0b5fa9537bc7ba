import type { MigrationInterface, QueryRunner } from 'typeorm';

// The expiry sweep (expire-jobs.job.ts) finds open postings past their closing date by this index.
export class JobExpiry1733300000000 implements MigrationInterface {
  name = 'JobExpiry1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX jobs_open_expiry_idx ON jobs (expires_at) WHERE status = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_open_expiry_idx`);
  }
}
