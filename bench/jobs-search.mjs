#!/usr/bin/env node
// bench/jobs-search (J1, docs/performance.md#job-search): GET /api/jobs?search= on 100k open jobs. For a rare word, a common word and a
// two-word query: p50/p95 over HTTP against the built jobs-events service, and the baseline in the same run —
// the same filter as a sequential-scan ILIKE over the four searched fields (title, company, location, skills),
// newest 50 first, timed in SQL from this process (so the baseline pays no HTTP, the SUT does).
// Targets: SUT ≥ 20× faster than the baseline (p50), p95 ≤ 20 ms.
// Usage: npm run build && node bench/jobs-search.mjs [--no-save]   (DATABASE_URL overrides the machine Postgres; BENCH_KEEP_DB=true
// keeps the seeded database for EXPLAIN; ~1–2 min)
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ms, percentile, saveResults } from './lib/common.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startService } = require(join(root, 'libs/platform/dist/index.js'));
const { TestIssuer } = require(join(root, 'libs/platform/dist/testing/index.js'));
const { jobsEventsService } = require(join(root, 'apps/jobs-events/dist/app.module.js'));
const { Client } = require(join(root, 'node_modules/pg'));

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BASELINE_RUNS = 30;
const database = `stave_bench_jobs_${Date.now().toString(36)}`;
const log = (message) => console.log(`[jobs-search] ${message}`);

// The queries: a word on ~10 jobs, one on ~20% of them, and two words together.
const QUERIES = { rare: 'theremin', common: 'engineer', twoWords: 'jazz drummer' };

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
  jobs: JOBS,
  requests: REQUESTS,
  queries: {},
};

try {
  let started = Date.now();
  // Titles from a music-industry vocabulary: 'engineer' in every fifth, 'theremin' in ten, 'jazz' and 'drummer'
  // each in a few percent (together in fewer); companies, UK cities and skills vary with the id.
  await db.query(
    `INSERT INTO jobs (user_id, title, company_name, location, remote, type, skills, created_at, expires_at)
     SELECT 1 + i % 5000,
            CASE WHEN i % (${JOBS} / 10) = 7 THEN 'Theremin player'
                 WHEN i % 5 = 0 THEN (ARRAY['Live sound', 'Mastering', 'Recording', 'Monitor', 'Broadcast'])[1 + (i / 5) % 5] || ' engineer'
                 WHEN i % 37 = 0 THEN 'Jazz drummer for trio'
                 ELSE (ARRAY['Session', 'Touring', 'Wedding band', 'Function band', 'Orchestral', 'Church', 'Cruise ship', 'Studio'])[1 + i % 8]
                      || ' ' || (ARRAY['guitarist', 'bassist', 'drummer', 'keyboard player', 'vocalist', 'producer', 'violinist', 'saxophonist', 'teacher', 'DJ'])[1 + (i / 8) % 10]
                      || CASE WHEN i % 23 = 0 THEN ' (jazz)' ELSE '' END
            END,
            'Company ' || (i % 997),
            (ARRAY['London, UK', 'Manchester, UK', 'Birmingham, UK', 'Glasgow, UK', 'Leeds, UK', 'Bristol, UK', 'Liverpool, UK', 'Cardiff, UK', 'Belfast, UK', 'Brighton, UK', 'Edinburgh, UK'])[1 + i % 11],
            i % 3 = 0,
            (ARRAY['full-time', 'part-time', 'contract', 'freelance', 'internship'])[1 + i % 5],
            ARRAY[(ARRAY['Pro Tools', 'Ableton', 'Logic', 'Sight reading', 'Improvisation', 'Mixing', 'Live sound'])[1 + i % 7]],
            now() - make_interval(secs => i * 30),
            now() + interval '30 days'
       FROM generate_series(1, ${JOBS}) i`,
  );
  await db.query('VACUUM ANALYZE jobs');
  log(`seeded ${JOBS} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const token = await issuer.token(999_999);
  const search = async (query) => {
    const t0 = performance.now();
    const res = await fetch(`${jobsEvents.url}/api/jobs?search=${encodeURIComponent(query)}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    const capped = res.headers.get('x-total-capped') === 'true';
    return { ms: performance.now() - t0, total: `${res.headers.get('x-total-count')}${capped ? '+' : ''}`, first: body[0]?.title };
  };
  // The baseline: the same four fields read row by row (no index can answer a leading-wildcard ILIKE).
  const baseline = async (query) => {
    const words = query.toLowerCase().split(/\s+/);
    const where = words
      .map((_, i) => `(title ILIKE $${i + 1} OR company_name ILIKE $${i + 1} OR location ILIKE $${i + 1} OR array_to_string(skills, ' ') ILIKE $${i + 1})`)
      .join(' OR ');
    const t0 = performance.now();
    const { rows } = await db.query(
      `SELECT id, title, count(*) OVER () AS total FROM jobs WHERE status = 'open' AND (${where}) ORDER BY created_at DESC LIMIT 50`,
      words.map((word) => `%${word}%`),
    );
    return { ms: performance.now() - t0, total: Number(rows[0]?.total ?? 0) };
  };

  for (const [name, query] of Object.entries(QUERIES)) {
    const { rows: plan } = await db.query(`EXPLAIN SELECT id FROM jobs j WHERE j.status = 'open' AND j.search_doc LIKE $1`, [`%${query.split(' ')[0]}%`]);
    for (let i = 0; i < 20; i++) await search(query); // warm
    const sut = [];
    let answer;
    for (let i = 0; i < REQUESTS; i++) {
      answer = await search(query);
      sut.push(answer.ms);
    }
    await db.query('SET enable_bitmapscan = off; SET enable_indexscan = off');
    const base = [];
    let baseAnswer;
    for (let i = 0; i < BASELINE_RUNS; i++) {
      baseAnswer = await baseline(query);
      base.push(baseAnswer.ms);
    }
    await db.query('RESET enable_bitmapscan; RESET enable_indexscan');
    const entry = {
      query,
      matches: answer.total,
      baselineMatches: baseAnswer.total,
      first: answer.first,
      plan: plan.map((row) => row['QUERY PLAN'].trim()).join(' | '),
      sut: { p50: ms(percentile(sut, 0.5)), p95: ms(percentile(sut, 0.95)), p99: ms(percentile(sut, 0.99)) },
      baseline: { p50: ms(percentile(base, 0.5)), p95: ms(percentile(base, 0.95)) },
    };
    entry.speedup = +(entry.baseline.p50 / entry.sut.p50).toFixed(1);
    entry.targets = { speedup: entry.speedup >= 20 ? 'ok' : 'MISS', p95: entry.sut.p95 <= 20 ? 'ok' : 'MISS' };
    results.queries[name] = entry;
    log(
      `${name} '${query}': ${entry.matches} matches (baseline ${entry.baselineMatches}); SUT p50 ${entry.sut.p50} ms p95 ${entry.sut.p95} ms; baseline p50 ${entry.baseline.p50} ms → ${entry.speedup}×`,
    );
  }

  console.table(
    Object.fromEntries(
      Object.entries(results.queries).map(([name, q]) => [
        `${name} '${q.query}' (${q.matches} matches)`,
        {
          'SUT p50 / p95 ms': `${q.sut.p50} / ${q.sut.p95}`,
          'baseline p50 ms': q.baseline.p50,
          speedup: `${q.speedup}×`,
          '≥ 20×': q.targets.speedup,
          'p95 ≤ 20 ms': q.targets.p95,
        },
      ]),
    ),
  );

  if (!process.argv.includes('--no-save')) {
    log(`wrote ${saveResults('jobs-search', results, results.at)}`);
  }
} finally {
  await db.end().catch(() => undefined);
  await jobsEvents.close();
  await issuer.close();
  if (process.env.BENCH_KEEP_DB === 'true') {
    log(`kept database ${database} for inspection (drop it when done)`);
  } else {
    const admin = new Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
  process.exit(0);
}
