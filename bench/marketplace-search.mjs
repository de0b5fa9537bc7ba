#!/usr/bin/env node
// bench/marketplace-search (B6, docs/performance.md#marketplace-search): GET /api/marketplace/listings on 100k or 1M listings of UK music gear.
// Six kinds of query, each rotating through 8 variants (48 in all, so one cached plan or page does not flatter):
// a rare term, a common brand, brand + model + filters + a price sort, a typo (the trigram fallback), no text
// with filters, and page 20 of a broad word. For each: p50/p95 over HTTP against the built marketplace service
// (validation, the guard, the page and its total, JSON), the same repository call without HTTP ("SQL"), and the
// baseline in the same run — the same filter as a sequential-scan ILIKE over title, brand, model,
// description and the category's name (indexes off), in the same order, one page of 20 with its exact count (count(*) OVER ()), timed
// in SQL from this process (so the baseline pays no HTTP, the SUT does).
// Targets (docs/performance.md#marketplace-search): ≥ 20× the seq-scan baseline (p50); p95 ≤ 20 ms at 100k listings, ≤ 100 ms at 1M.
// The listings and the queries: lib/marketplace-data.mjs (shared with marketplace-opensearch.mjs).
// Usage: npm run build && node bench/marketplace-search.mjs [--listings 1000000] [--no-save]
//   BENCH_LISTINGS (default 100000), BENCH_REQUESTS (HTTP requests a kind, default 160), BENCH_BASELINE_RUNS
//   (default 16, 8 at 1M); DATABASE_URL overrides the machine Postgres; BENCH_KEEP_DB=true keeps the seeded
//   database for EXPLAIN, BENCH_DB=<name> reuses a kept one (no seeding). 100k: ~2 min; 1M: ~6 min.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ms, percentile, saveResults } from './lib/common.mjs';
import { listFilters, queryString, seedListings, TYPES } from './lib/marketplace-data.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startService } = require(join(root, 'libs/platform/dist/index.js'));
const { TestIssuer } = require(join(root, 'libs/platform/dist/testing/index.js'));
const { marketplaceService } = require(join(root, 'apps/marketplace/dist/app.module.js'));
const { ListingsRepository } = require(join(root, 'apps/marketplace/dist/listings/listings.repository.js'));
const { Client } = require(join(root, 'node_modules/pg'));

const argument = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LISTINGS = Number(argument('listings') ?? process.env.BENCH_LISTINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 160);
const BASELINE_RUNS = Number(process.env.BENCH_BASELINE_RUNS ?? (LISTINGS > 200_000 ? 8 : 16));
const SQL_RUNS = 40;
const P95_TARGET_MS = LISTINGS > 200_000 ? 100 : 20;
const reused = process.env.BENCH_DB;
const database = reused ?? `stave_bench_market_${Date.now().toString(36)}`;
const log = (message) => console.log(`[marketplace-search] ${message}`);

const issuer = await TestIssuer.start();
const marketplace = await startService(
  marketplaceService,
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
const repository = marketplace.app.get(ListingsRepository, { strict: false });
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${database}`;
const db = new Client({ connectionString: dbUrl.toString(), options: '-c jit=off' });
await db.connect();
const results = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
  postgres: (await db.query('SHOW server_version')).rows[0].server_version,
  listings: LISTINGS,
  requests: REQUESTS,
  baselineRuns: BASELINE_RUNS,
  p95TargetMs: P95_TARGET_MS,
  // The box is shared: its 1-minute load when the measuring starts and ends.
  load: {},
  types: {},
};

try {
  if (!reused) await seedListings(db, LISTINGS, log);
  const { rows: shape } = await db.query(
    `SELECT count(*)::int AS listings, count(*) FILTER (WHERE status = 'active')::int AS active,
            pg_size_pretty(pg_total_relation_size('equipment_listings')) AS size FROM equipment_listings`,
  );
  results.shape = shape[0];
  log(`${shape[0].listings} listings, ${shape[0].active} for sale, ${shape[0].size} with indexes`);

  results.load.start = +loadavg()[0].toFixed(2);
  const token = await issuer.token(999_999);
  const search = async (variant) => {
    const t0 = performance.now();
    const res = await fetch(`${marketplace.url}/api/marketplace/listings?${queryString(variant)}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, total: body.pagination.total, first: body.listings[0]?.title };
  };
  // The repository's call, as the service makes it (the same SQL, without HTTP, validation and JSON).
  const sql = async (variant) => {
    const t0 = performance.now();
    await repository.list(listFilters(variant));
    return performance.now() - t0;
  };
  // The baseline: the same filter read row by row (no index answers a leading-wildcard ILIKE), each word in
  // one of the four fields or the listing's category name (the search reads it too); newest first (no rank) or the
  // price sort; the page with its exact count.
  const baseline = async (variant) => {
    const params = [];
    const param = (value) => `$${params.push(value)}`;
    const where = [`status = 'active'`];
    for (const word of (variant.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      const p = param(`%${word}%`);
      where.push(
        `(title ILIKE ${p} OR brand ILIKE ${p} OR model ILIKE ${p} OR description ILIKE ${p}
          OR category_id IN (SELECT id FROM equipment_categories WHERE name ILIKE ${p}))`,
      );
    }
    if (variant.categoryId) {
      const p = param(variant.categoryId);
      where.push(`category_id IN (SELECT id FROM equipment_categories WHERE id = ${p} OR parent_id = ${p})`);
    }
    if (variant.condition) where.push(`condition = ${param(variant.condition)}`);
    if (variant.minPrice !== undefined) where.push(`price >= ${param(variant.minPrice)}`);
    if (variant.maxPrice !== undefined) where.push(`price <= ${param(variant.maxPrice)}`);
    const order = { 'price-asc': 'price, id', 'price-desc': 'price DESC, id DESC' }[variant.sort] ?? 'created_at DESC, id DESC';
    const t0 = performance.now();
    const { rows } = await db.query(
      `SELECT id, count(*) OVER () AS total FROM equipment_listings WHERE ${where.join(' AND ')}
        ORDER BY ${order} OFFSET ${((variant.page ?? 1) - 1) * 20} LIMIT 20`,
      params,
    );
    return { ms: performance.now() - t0, total: Number(rows[0]?.total ?? 0) };
  };

  for (const [name, variants] of Object.entries(TYPES)) {
    for (const variant of variants) for (let i = 0; i < 2; i++) await search(variant); // warm
    const http = [];
    const totals = new Map();
    for (let i = 0; i < REQUESTS; i++) {
      const variant = variants[i % variants.length];
      const answer = await search(variant);
      http.push(answer.ms);
      totals.set(queryString(variant), answer.total);
    }
    const direct = [];
    for (let i = 0; i < SQL_RUNS; i++) direct.push(await sql(variants[i % variants.length]));
    await db.query('SET enable_bitmapscan = off; SET enable_indexscan = off; SET enable_indexonlyscan = off');
    const base = [];
    const baseTotals = new Map();
    for (let i = 0; i < BASELINE_RUNS; i++) {
      const variant = variants[i % variants.length];
      const answer = await baseline(variant);
      base.push(answer.ms);
      baseTotals.set(queryString(variant), answer.total);
    }
    await db.query('RESET enable_bitmapscan; RESET enable_indexscan; RESET enable_indexonlyscan');
    const entry = {
      variants: variants.map((variant) => ({
        query: queryString(variant),
        total: totals.get(queryString(variant)),
        ilikeMatches: baseTotals.get(queryString(variant)),
      })),
      http: { p50: ms(percentile(http, 0.5)), p95: ms(percentile(http, 0.95)), p99: ms(percentile(http, 0.99)), max: ms(Math.max(...http)) },
      sql: { p50: ms(percentile(direct, 0.5)), p95: ms(percentile(direct, 0.95)) },
      baseline: { p50: ms(percentile(base, 0.5)), p95: ms(percentile(base, 0.95)) },
    };
    entry.speedup = +(entry.baseline.p50 / entry.http.p50).toFixed(1);
    // Like for like (both SQL from this process, no HTTP): the target is read on the HTTP figure above.
    entry.sqlSpeedup = +(entry.baseline.p50 / entry.sql.p50).toFixed(1);
    entry.targets = { speedup: entry.speedup >= 20 ? 'ok' : 'MISS', p95: entry.http.p95 <= P95_TARGET_MS ? 'ok' : 'MISS' };
    results.types[name] = entry;
    log(
      `${name}: HTTP p50 ${entry.http.p50} ms p95 ${entry.http.p95} ms (SQL p50 ${entry.sql.p50} ms); baseline p50 ${entry.baseline.p50} ms → ${entry.speedup}×` +
        (entry.targets.speedup === 'MISS' ? ' — MISS ≥ 20×' : '') +
        (entry.targets.p95 === 'MISS' ? ` — MISS p95 ≤ ${P95_TARGET_MS} ms` : ''),
    );
    for (const v of entry.variants) log(`    ${v.query}: total ${v.total} (ILIKE ${v.ilikeMatches ?? '-'})`);
  }

  results.load.end = +loadavg()[0].toFixed(2);
  log(`1-minute load average ${results.load.start} at the start, ${results.load.end} at the end (2 cores; other work on the box inflates the figures)`);
  console.table(
    Object.fromEntries(
      Object.entries(results.types).map(([name, q]) => [
        name,
        {
          'HTTP p50 / p95 ms': `${q.http.p50} / ${q.http.p95}`,
          'SQL p50 ms': q.sql.p50,
          'seq ILIKE p50 ms': q.baseline.p50,
          speedup: `${q.speedup}×`,
          'SQL speedup': `${q.sqlSpeedup}×`,
          '≥ 20×': q.targets.speedup,
          [`p95 ≤ ${P95_TARGET_MS} ms`]: q.targets.p95,
        },
      ]),
    ),
  );

  if (!process.argv.includes('--no-save')) {
    log(`wrote ${saveResults('marketplace-search', results, results.at)}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await marketplace.close();
  await issuer.close();
  if (process.env.BENCH_KEEP_DB === 'true' || reused) {
    log(`kept database ${database} for inspection (drop it when done)`);
  } else {
    const admin = new Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
  process.exit(process.exitCode ?? 0);
}
