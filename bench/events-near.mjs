#!/usr/bin/env node
// bench/events-near (docs/places.md § The bench): GET /api/events?near=<postcode>&withinMiles=25 on 100k upcoming
// events spread over Great Britain's postcode districts, against the same list without the distance filter, both
// over HTTP against the built jobs-events service in the same run. Target: the distance search's p50 ≤ 2× the plain
// list's.
// Usage: npm run build && node bench/events-near.mjs [--no-save]   (DATABASE_URL overrides the machine Postgres; ~1 min)
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ms, percentile, saveResults } from './lib/common.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startService } = require(join(root, 'libs/platform/dist/index.js'));
const { TestIssuer } = require(join(root, 'libs/platform/dist/testing/index.js'));
const { postcodeDistricts } = require(join(root, 'libs/domain/dist/index.js'));
const { jobsEventsService } = require(join(root, 'apps/jobs-events/dist/app.module.js'));
const { Client } = require(join(root, 'node_modules/pg'));

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const database = `stave_bench_events_near_${Date.now().toString(36)}`;
const log = (message) => console.log(`[events-near] ${message}`);
// A dense city, a middling one and a rural district.
const PLACES = { london: 'SW1A', york: 'YO1', highlands: 'IV27' };

const issuer = await TestIssuer.start();
const jobsEvents = await startService(
  jobsEventsService,
  {
    PORT: String(await freePort()),
    DATABASE_URL: BASE_URL,
    DATABASE_NAME: database,
    DATABASE_POOL_SIZE: '10',
    EVENT_BUS: 'inprocess',
    JWKS_URL: issuer.jwksUrl,
    LOG_LEVEL: 'warn',
  },
  { processMetrics: false },
);
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${database}`;
const db = new Client({ connectionString: dbUrl.toString() });
await db.connect();
const results = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
  events: EVENTS,
  requests: REQUESTS,
  places: {},
};

try {
  const started = Date.now();
  // Each event in a district picked in proportion to its postcodes (where people are), starting over the next year.
  const districts = [...postcodeDistricts().values()];
  const weighted = districts.flatMap((district) => Array(Math.max(1, Math.round(district.postcodes / 200))).fill(district));
  const lats = weighted.map((district) => district.lat);
  const lngs = weighted.map((district) => district.lng);
  const codes = weighted.map((district) => district.outcode);
  await db.query(
    `INSERT INTO events (user_id, title, start_date, end_date, postcode, lat, lng, region)
     SELECT 1 + i % 5000, 'Open mic ' || i, now() + make_interval(mins => i * 5), now() + make_interval(mins => i * 5 + 180),
            ($1::text[])[1 + (i * 7919) % $4], ($2::float8[])[1 + (i * 7919) % $4], ($3::float8[])[1 + (i * 7919) % $4], 'London'
       FROM generate_series(1, ${EVENTS}) i`,
    [codes, lats, lngs, weighted.length],
  );
  await db.query('VACUUM ANALYZE events');
  log(`seeded ${EVENTS} events over ${districts.length} districts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const token = await issuer.token(999_999);
  const list = async (query) => {
    const t0 = performance.now();
    const res = await fetch(`${jobsEvents.url}/api/events?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, total: Number(res.headers.get('x-total-count')) };
  };
  const timed = async (query) => {
    for (let i = 0; i < 20; i++) await list(query); // warm
    const times = [];
    let answer;
    for (let i = 0; i < REQUESTS; i++) {
      answer = await list(query);
      times.push(answer.ms);
    }
    return { total: answer.total, p50: ms(percentile(times, 0.5)), p95: ms(percentile(times, 0.95)) };
  };

  const plain = await timed('limit=20');
  log(`without distance: ${plain.total} events; p50 ${plain.p50} ms p95 ${plain.p95} ms`);
  results.plain = plain;
  for (const [name, outcode] of Object.entries(PLACES)) {
    for (const sort of ['date', 'distance']) {
      const near = await timed(`near=${outcode}&withinMiles=25&sort=${sort}&limit=20`);
      const ratio = +(near.p50 / plain.p50).toFixed(2);
      results.places[`${name}-${sort}`] = { outcode, ...near, ratio, target: ratio <= 2 ? 'ok' : 'MISS' };
      log(`${name} (${outcode}) within 25 miles, by ${sort}: ${near.total} events; p50 ${near.p50} ms p95 ${near.p95} ms → ${ratio}× the plain list`);
    }
  }
  console.table(
    Object.fromEntries(
      Object.entries(results.places).map(([name, r]) => [
        `${name} (${r.total} events)`,
        { 'p50 / p95 ms': `${r.p50} / ${r.p95}`, 'plain p50 ms': plain.p50, ratio: `${r.ratio}×`, '≤ 2×': r.target },
      ]),
    ),
  );
  if (!process.argv.includes('--no-save')) log(`wrote ${saveResults('events-near', results, results.at)}`);
} finally {
  await db.end().catch(() => undefined);
  await jobsEvents.close();
  await issuer.close();
  const admin = new Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
  process.exit(0);
}
