import { Client } from 'pg';
import { startService, type RunningService, type ServiceDefinition } from '../bootstrap/create-service-app';
import type { defineServiceEnv } from '../config/config';
import { databaseUrl } from '../database/database';
import { dropDatabase, freePort, requireEnv, uniqueName } from './infra';

export interface ServiceUnderTest {
  service: RunningService;
  url: string;
  // The service's own database, for assertions about rows.
  db: Client;
  database: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

// The environment a service runs with in an integration test: as in the cluster — its own database
// (a fresh one per run), Kafka, Redis and S3 from deploy/local — with a consumer group of its own, so
// runs side by side never take each other's partitions, reading from where the topics end now.
export function serviceTestEnv(name: string, overrides: Record<string, string> = {}): Record<string, string> {
  const database = uniqueName(`${name.replace('-', '_')}_it`);
  return {
    DATABASE_URL: requireEnv('DATABASE_URL'),
    DATABASE_NAME: database,
    EVENT_BUS: 'kafka',
    KAFKA_BROKERS: requireEnv('KAFKA_BROKERS'),
    EVENT_CONSUMER_GROUP: `${name}-${database}`,
    EVENT_START_FROM: 'latest',
    REDIS_URL: requireEnv('REDIS_URL'),
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: requireEnv('S3_ENDPOINT'),
    S3_ACCESS_KEY_ID: requireEnv('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: requireEnv('S3_SECRET_ACCESS_KEY'),
    S3_BUCKET: process.env.S3_BUCKET ?? 'stave-test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    EXPOSE_DB_QUERY_COUNT: 'true',
    ...overrides,
  };
}

// One service started the way every harness starts it; `stop` drops its database.
export async function startServiceUnderTest<S extends ReturnType<typeof defineServiceEnv>>(
  definition: ServiceDefinition<S>,
  overrides: Record<string, string> = {},
): Promise<ServiceUnderTest> {
  const env = serviceTestEnv(definition.name, { PORT: String(await freePort()), ...overrides });
  const service = await startService(definition, env, { processMetrics: false });
  const db = new Client({ connectionString: databaseUrl(env.DATABASE_URL!, env.DATABASE_NAME!) });
  await db.connect();
  return {
    service,
    url: service.url,
    db,
    database: env.DATABASE_NAME!,
    env,
    stop: async () => {
      await db.end();
      await service.close();
      await dropDatabase(env.DATABASE_URL!, env.DATABASE_NAME!);
    },
  };
}
