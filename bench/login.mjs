#!/usr/bin/env node
// Login under load (docs/reliability.md#login-flood, docs/performance.md#login-flood): identity with production argon2id parameters on the
// machine's Postgres, 20 connections signing in for 10 s, while a read route (GET /api/users/:id) is
// measured; the read's baseline is measured alone first, in the same run. Reports ratios, not a verdict.
// Usage: npm run build && node bench/login.mjs   (DATABASE_URL overrides the machine Postgres)
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/common.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startService } = require(join(root, 'libs/platform/dist/index.js'));
const { identityService } = require(join(root, 'apps/identity/dist/app.module.js'));

const database = `stave_bench_login_${Date.now().toString(36)}`;
const port = await freePort();
const service = await startService(
  identityService,
  {
    PORT: String(port),
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    DATABASE_NAME: database,
    EVENT_BUS: 'inprocess',
    // Limits out of the way: this measures hashing cost, not the limiter.
    LOGIN_BACKOFF_AFTER: '1000000',
    LOGIN_MAX_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'warn',
  },
  { processMetrics: false },
);
const url = service.url;
const password = 'a benchmark passphrase';
const register = await fetch(`${url}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench_user', email: 'bench@example.test', password, name: 'Bench', type: 'producer' }),
});
const { user } = await register.json();

const run = (opts) => new Promise((done, fail) => autocannon({ connections: 10, duration: 5, ...opts }, (err, result) => (err ? fail(err) : done(result))));
const read = { url: `${url}/api/users/${user.id}` };
const login = {
  url: `${url}/api/login`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.test', password }),
  connections: 20,
  duration: 10,
};

const baseline = await run(read);
const [underLoad, logins] = await Promise.all([run({ ...read, duration: 10 }), run(login)]);

const row = (name, r) => ({
  name,
  requests: r.requests.total,
  'req/s': Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});
console.table([row('GET /api/users/:id alone', baseline), row('GET /api/users/:id during login flood', underLoad), row('POST /api/login x20', logins)]);
console.log(`read p99 during the flood: ${(underLoad.latency.p99 / Math.max(1, baseline.latency.p99)).toFixed(2)}x baseline (target <= 3x)`);
console.log(`login p50 ${logins.latency.p50} ms at ${Math.round(logins.requests.average)} logins/s (argon2id m=19456 t=2 p=1, 2 at a time)`);

await service.close();
const { Client } = require(join(root, 'node_modules/pg'));
const admin = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
await admin.end();
