import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { PrivatePostgres, eventually, testLogger } from '../testing';
import { openDataSource } from './database';
import { Database } from './transaction';
import { isTransientError } from './transient-error';

// The server dies between two statements of a transaction: pg emits 'error' on the idle client, TypeORM releases
// the query runner, and the next statement fails with "…query runner was already released…" instead of a network error.
// A request caught there must answer 503 like any other request during the outage (the social Postgres-kill chaos
// spec met it once as a 500 in CI).
describe('a transaction whose Postgres dies between two statements', () => {
  let postgres: PrivatePostgres;
  let dataSource: DataSource;

  beforeAll(async () => {
    postgres = await PrivatePostgres.start();
    dataSource = await openDataSource({ url: postgres.url, database: 'server_gone', poolSize: 2, entities: [], migrations: [], logger: testLogger });
    // The pool's idle clients die with the server; pg reports that on the pool.
    (dataSource.driver as unknown as { master: { on(event: string, listener: () => void): void } }).master.on('error', () => undefined);
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy().catch(() => undefined);
    await postgres?.stop();
  });

  it('fails with an error the platform treats as the dependency being unavailable', async () => {
    const failure = await new Database(dataSource)
      .transaction(async (tx) => {
        await tx.query('SELECT 1');
        await postgres.kill();
        // Give the socket's close time to reach the client before the next statement.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('SELECT 2');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect({ message: (failure as Error).message, transient: isTransientError(failure) }).toEqual({ message: expect.any(String), transient: true });

    await postgres.startAgain();
    await eventually(async () => (await dataSource.query('SELECT 1 AS one'))[0].one === 1, 20_000, 200);
  }, 60_000);
});
