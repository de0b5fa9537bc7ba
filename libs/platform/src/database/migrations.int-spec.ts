import { afterAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { DataSource } from 'typeorm';
import { databaseUrl, openDataSource } from './database';
import { dropDatabase, requireEnv, testLogger, uniqueName } from '../testing/infra';

// A migration that takes a while and cannot run twice: what replicas starting together meet.
class SlowCreate1800000000000 implements MigrationInterface {
  name = 'SlowCreate1800000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT pg_sleep(0.5)`);
    await queryRunner.query(`CREATE TABLE replicas_meet (id int PRIMARY KEY)`);
    await queryRunner.query(`INSERT INTO replicas_meet VALUES (1)`);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE replicas_meet`);
  }
}

describe('migrations at boot', () => {
  const baseUrl = requireEnv('DATABASE_URL');
  const database = uniqueName('stave_migrate');
  const opened: DataSource[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((dataSource) => dataSource.destroy()));
    await dropDatabase(baseUrl, database);
  });

  it('are run by one of three replicas starting at once; the others wait, then find nothing pending', async () => {
    const open = () => openDataSource({ url: baseUrl, database, poolSize: 2, entities: [], migrations: [SlowCreate1800000000000], logger: testLogger });

    const results = await Promise.allSettled([open(), open(), open()]);
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);

    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const db = new Client({ connectionString: databaseUrl(baseUrl, database) });
    await db.connect();
    try {
      expect((await db.query(`SELECT count(*)::int AS n FROM migrations WHERE name = 'SlowCreate1800000000000'`)).rows[0].n).toBe(1);
      expect((await db.query(`SELECT count(*)::int AS n FROM replicas_meet`)).rows[0].n).toBe(1);
      // The lock is let go: nobody holds it once they are up.
      expect(
        (
          await db.query(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = $1)`,
            [database],
          )
        ).rows[0].n,
      ).toBe(0);
    } finally {
      await db.end();
    }
  });
});
