import type { MigrationInterface, QueryRunner } from 'typeorm';

// Images uploaded for portfolio items, with who uploaded them: an item may only point at its
// owner's own uploads, and a file is removed once no item of theirs uses it.
export class PortfolioUploads1732500000000 implements MigrationInterface {
  name = 'PortfolioUploads1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE portfolio_uploads (
        key text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX portfolio_uploads_user_idx ON portfolio_uploads (user_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE portfolio_uploads');
  }
}
