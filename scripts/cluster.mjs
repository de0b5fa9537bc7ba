#!/usr/bin/env node
// Cluster mode on one machine without Docker: each service and the gateway in its own process,
// on the real Kafka, Postgres, Redis and S3 named in the environment (run through
// scripts/with-infra.mjs, or with DATABASE_URL/KAFKA_BROKERS/REDIS_URL/S3_* of your own).
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
for (const name of ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'S3_ENDPOINT']) {
  if (!process.env[name]) {
    console.error(`${name} is not set: run "npm run start:cluster" (which starts local infrastructure) or export it`);
    process.exit(1);
  }
}
const services = ['identity', 'social', 'messaging', 'jobs-events', 'marketplace', 'billing'];
const basePort = Number(process.env.CLUSTER_BASE_PORT ?? 4100);
const url = (i) => `http://127.0.0.1:${basePort + i}`;
const shared = {
  ...process.env,
  EVENT_BUS: 'kafka',
  STORAGE_DRIVER: 's3',
  S3_BUCKET: process.env.S3_BUCKET ?? 'stave-uploads',
  JWKS_URL: `${url(0)}/.well-known/jwks.json`,
  PUBLIC_APP_URL: `http://localhost:${process.env.PORT ?? '3000'}`,
  LOG_PRETTY: 'true',
};
// The services believe the client address the gateway forwards (it reaches them on loopback); the gateway believes
// none unless EDGE_TRUSTED_PROXIES names the proxies in front of it.
const children = services.map((name, i) =>
  spawn(process.execPath, [join(root, `apps/${name}/dist/main.js`)], {
    stdio: 'inherit',
    env: { ...shared, TRUSTED_PROXIES: '127.0.0.1', PORT: String(basePort + i) },
  }),
);
children.push(
  spawn(process.execPath, [join(root, 'apps/gateway/dist/main.js')], {
    stdio: 'inherit',
    env: {
      ...shared,
      PORT: process.env.PORT ?? '3000',
      IDENTITY_URL: url(0),
      SOCIAL_URL: url(1),
      MESSAGING_URL: url(2),
      JOBS_EVENTS_URL: url(3),
      MARKETPLACE_URL: url(4),
      BILLING_URL: url(5),
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
    },
  }),
);
let exiting = false;
const stopAll = (code) => {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
