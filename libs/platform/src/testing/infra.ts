import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Client } from 'pg';
import pino from 'pino';

// Integration tests run against the real infrastructure deploy/local provides (scripts/with-infra.mjs
// puts it in the environment). Missing infrastructure is a failure, never a silent skip.
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through scripts/with-infra.mjs (npm run test:int)`);
  return value;
}

export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export async function dropDatabase(baseUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
}

// A port nothing listens on right now (for a service that must know its own URL before it starts).
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}
