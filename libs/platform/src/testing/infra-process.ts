import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Fault injection for integration tests (docs/reliability.md "proc"): SIGKILL a server that deploy/local
// started for this run and start it again on the same ports and data. Only by the PID recorded in the
// run's pids.json (deploy/local/infra.mjs kill|start), never by name, and never a server the run
// did not start (one given by env, or the machine's Postgres/Redis).

export type InfraServer = 'kafka' | 'postgres' | 'redis' | 's3proxy';

const ROOT = resolve(__dirname, '../../../..');
const INFRA_CLI = join(ROOT, 'deploy/local/infra.mjs');
const ENV_KEY: Record<InfraServer, string> = {
  kafka: 'KAFKA_BROKERS',
  postgres: 'DATABASE_URL',
  redis: 'REDIS_URL',
  s3proxy: 'S3_ENDPOINT',
};

export interface ManagedServer {
  readonly name: InfraServer;
  readonly stateDir: string;
  /** SIGKILL; resolves once the process is gone. Its data dir stays. */
  kill(): Promise<void>;
  /** Starts it again with the recorded command line and resolves once it answers; a running server is left alone. */
  start(): Promise<void>;
}

export type ManagedServerLookup = { server: ManagedServer; reason?: undefined } | { server?: undefined; reason: string };

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The server this process talks to, if deploy/local started it for this run (scripts/with-infra.mjs
 * passes its state dir as TESTINFRA_DIR); otherwise why it cannot be killed, for a clear skip.
 */
export function managedServer(name: InfraServer): ManagedServerLookup {
  const key = ENV_KEY[name];
  const inUse = process.env[key];
  if (!inUse) return { reason: `${key} is not set` };
  const stateDir = process.env.TESTINFRA_DIR ? resolve(ROOT, process.env.TESTINFRA_DIR) : join(ROOT, '.testinfra');
  const env = readJson(join(stateDir, 'env.json'));
  const pids = readJson(join(stateDir, 'pids.json')) as { processes?: { name: string }[] } | null;
  if (!env || env[key] !== inUse || !pids?.processes?.some((process) => process.name === name)) {
    return {
      reason: `${key}=${inUse} was not started by deploy/local for this run (given by the environment or the machine's server): there is no process of ours to kill`,
    };
  }
  const run = (command: 'kill' | 'start') =>
    new Promise<void>((done, fail) => {
      execFile(
        process.execPath,
        [INFRA_CLI, command, name],
        { cwd: ROOT, env: { ...process.env, TESTINFRA_DIR: stateDir }, timeout: 90_000 },
        (error, stdout, stderr) => {
          if (error) fail(new Error(`infra.mjs ${command} ${name} failed: ${error.message}\n${stdout}${stderr}`));
          else done();
        },
      );
    });
  return { server: { name, stateDir, kill: () => run('kill'), start: () => run('start') } };
}
