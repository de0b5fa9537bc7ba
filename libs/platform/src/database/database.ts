import { Client } from 'pg';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import type { Logger } from 'pino';
import { noteDbQuery } from '../kernel/request-context';
import { PlatformTables1700000000000 } from './platform-tables.migration';

// The pool's connections count each statement against the request that sent it (request-context.ts);
// outside a request (consumers, the relay, migrations) nothing is counted.
class QueryCountingClient extends Client {}
const sendQuery = Client.prototype.query as (...args: unknown[]) => unknown;
QueryCountingClient.prototype.query = function (this: Client, ...args: unknown[]) {
  noteDbQuery();
  return sendQuery.apply(this, args);
} as Client['query'];

export interface DatabaseOptions {
  url: string;
  // Each service owns one database (`stave_<service>`); the URL's own database is only used to create it.
  database: string;
  poolSize: number;
  // Client-side deadline of each statement (pg's query_timeout); migrations run without it.
  queryTimeoutMs?: number;
  entities: MixedList<Function | string | EntitySchema>;
  migrations: Function[];
  logger: Logger;
}

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function ensureDatabase(baseUrl: string, database: string): Promise<boolean> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`invalid database name ${database}`);
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${database}"`);
    } catch (error) {
      // Two apps booting at once may race to create it. The loser sees 42P04 (duplicate_database) when the
      // winner had committed, or 23505 on pg_database's name index when both were inside CREATE DATABASE
      // together (migrations.int-spec.ts: three replicas at once).
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === '42P04' || (code === '23505' && constraint === 'pg_database_datname_index')) return false;
      throw error;
    }
    return true;
  } finally {
    await client.end();
  }
}

// Migrations run at boot, never `synchronize` (schema changes live in reviewed migrations).
export async function openDataSource(options: DatabaseOptions): Promise<DataSource> {
  const created = await ensureDatabase(options.url, options.database);
  if (created) options.logger.info({ database: options.database }, 'database created');
  // Migrations first, on a short-lived pool of their own without the statement deadline (an index built on a
  // large table may take minutes).
  const migrator = dataSourceFor(options, undefined);
  await migrator.initialize();
  try {
    const ran = await migrateAlone(migrator);
    if (ran.length) options.logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  } finally {
    await migrator.destroy().catch(() => undefined);
  }
  const dataSource = dataSourceFor(options, options.queryTimeoutMs);
  await dataSource.initialize();
  return dataSource;
}

function dataSourceFor(options: DatabaseOptions, queryTimeoutMs: number | undefined): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl(options.url, options.database),
    entities: options.entities,
    migrations: [PlatformTables1700000000000, ...options.migrations],
    migrationsRun: false,
    synchronize: false,
    // No JIT: a request's statements are short, but one whose estimate is inflated by a subquery per row
    // (a search scoring 20k candidates) crossed jit_above_cost and spent ~680 ms compiling to save
    // nothing (bench/jobs-search: 793 ms with JIT, 134 ms without).
    extra: {
      max: options.poolSize,
      connectionTimeoutMillis: 5000,
      ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
      application_name: options.database,
      options: '-c jit=off',
      Client: QueryCountingClient,
    },
  });
}

// Replicas that start together (a scale-out, a rolling deploy) would each run the pending migrations: the
// second would fail on what the first created and crash-loop. A session advisory lock on a connection of
// its own lets one process migrate while the others wait, then find nothing pending. The lock is scoped to
// the service's database and dies with the connection, so a process killed mid-migration frees it.
const MIGRATION_LOCK = `hashtext('stave.migrations')`;

async function migrateAlone(dataSource: DataSource) {
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    await lock.release();
  }
}
