#!/usr/bin/env node
// B3/B4 (docs/performance.md#home-feed, #feed-fan-out): the home feed on 10k members, 1M posts over 90 days, 200 follows each and
// five 5.5k-follower accounts (merged at read), 2,000 materialised feeds. Measures, in one run:
//   push page SQL vs pull SQL (target push ≥ 10× pull), page 50 vs page 1 over HTTP (≤ 1.5×),
//   throughput and p99 direct and through the gateway (≥ 2k req/s, p99 ≤ 25 ms; gateway ≥ 0.65× direct),
//   publish → last follower's feed for 200 and 4.9k followers (p50 ≤ 100 ms, ≤ 1 s).
// Usage: npm run build && node bench/feed.mjs   (DATABASE_URL overrides the machine Postgres; ~3–4 min)
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/common.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startService } = require(join(root, 'libs/platform/dist/index.js'));
const { TestIssuer } = require(join(root, 'libs/platform/dist/testing/index.js'));
const { socialService } = require(join(root, 'apps/social/dist/app.module.js'));
const { startGateway } = require(join(root, 'apps/gateway/dist/start-gateway.js'));
const { Client } = require(join(root, 'node_modules/pg'));

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `stave_bench_feed_${Date.now().toString(36)}`;
const log = (message) => console.log(`[feed] ${message}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model, dataset: {}, runs: {} };

const issuer = await TestIssuer.start();
const social = await startService(
  socialService,
  {
    PORT: String(await freePort()),
    DATABASE_URL: BASE_URL,
    DATABASE_NAME: database,
    DATABASE_POOL_SIZE: '20',
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

try {
  let started = Date.now();
  log('seeding 10k members, ~1.8M follows, 1M posts, 2,000 materialised feeds …');
  await db.query(
    `INSERT INTO user_summaries (id, version, username, name, type) SELECT i, 0, 'member_' || i, 'Member ' || i, 'musician' FROM generate_series(1, 10000) i`,
  );
  // Members 1001–10000 follow 200 others among themselves; 1–5 are big (followed by 1001–6500);
  // 6 has 4,900 followers and 7 has 200 (the fan-out timings).
  await db.query(`INSERT INTO user_follows (follower_id, following_id)
    SELECT u, 1001 + ((u::bigint * 7919 + k::bigint * 104729) % 9000) FROM generate_series(1001, 10000) u, generate_series(1, 200) k
    WHERE 1001 + ((u::bigint * 7919 + k::bigint * 104729) % 9000) <> u ON CONFLICT DO NOTHING`);
  await db.query(
    `INSERT INTO user_follows (follower_id, following_id) SELECT f, b FROM generate_series(1001, 6500) f, generate_series(1, 5) b ON CONFLICT DO NOTHING`,
  );
  await db.query(`INSERT INTO user_follows (follower_id, following_id) SELECT f, 6 FROM generate_series(1001, 5900) f ON CONFLICT DO NOTHING`);
  await db.query(`INSERT INTO user_follows (follower_id, following_id) SELECT f, 7 FROM generate_series(1001, 1200) f ON CONFLICT DO NOTHING`);
  await db.query(`INSERT INTO big_authors (user_id) SELECT generate_series(1, 5)`);
  await db.query(`INSERT INTO posts (user_id, content, created_at)
    SELECT CASE WHEN i % 100 = 0 THEN 1 + (i / 100) % 5 ELSE 1001 + i % 9000 END, 'post ' || i,
           date_trunc('milliseconds', now() - make_interval(secs => i * 7.776))
      FROM generate_series(1, 1000000) i`);
  await db.query(`INSERT INTO member_feeds (owner_id, last_seen_at, built_at) SELECT m, now(), now() FROM generate_series(1001, 5900) m`);
  await db.query(`INSERT INTO feed_entries (owner_id, created_at, post_id)
    SELECT m, x.created_at, x.id FROM generate_series(1001, 3000) m CROSS JOIN LATERAL (
      SELECT p.id, p.created_at FROM posts p
       WHERE p.user_id = m OR p.user_id IN (SELECT following_id FROM user_follows f WHERE f.follower_id = m AND f.following_id > 5)
       ORDER BY p.created_at DESC, p.id DESC LIMIT 400) x`);
  // As autovacuum would leave a live database: statistics, and the visibility map that lets index-only scans skip the heap.
  await db.query('VACUUM ANALYZE');
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM user_follows)::int AS follows, (SELECT count(*) FROM feed_entries)::int AS entries`,
    )
  ).rows[0];
  results.dataset = { ...counts, seedSeconds: Math.round((Date.now() - started) / 1000) };
  log(`seeded in ${results.dataset.seedSeconds} s: ${JSON.stringify(counts)}`);

  // 1. Push vs pull, the SQL alone, interleaved, one connection.
  const push = `SELECT post_id, created_at FROM feed_entries WHERE owner_id = $1 ORDER BY created_at DESC, post_id DESC LIMIT 20`;
  const pull = `SELECT id, created_at FROM posts WHERE user_id IN (SELECT following_id FROM user_follows WHERE follower_id = $1) OR user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`;
  const timeQuery = async (sql, ms) => {
    let n = 0;
    const end = Date.now() + ms;
    while (Date.now() < end) {
      await db.query({ name: sql === push ? 'push' : 'pull', text: sql, values: [1001 + Math.floor(Math.random() * 2000)] });
      n++;
    }
    return (ms * 1000) / n; // µs per query
  };
  const pushUs = [];
  const pullUs = [];
  for (let round = 0; round < 3; round++) {
    pushUs.push(await timeQuery(push, 2000));
    pullUs.push(await timeQuery(pull, 2000));
  }
  results.runs.sql = {
    pushUs: Math.round(median(pushUs)),
    pullUs: Math.round(median(pullUs)),
    ratio: +(median(pullUs) / median(pushUs)).toFixed(1),
    target: '≥ 10×',
  };
  log(`push ${results.runs.sql.pushUs} µs vs pull ${results.runs.sql.pullUs} µs per page: ${results.runs.sql.ratio}×`);

  if (process.env.BENCH_SEED_ONLY === 'true') throw Object.assign(new Error('seed only'), { seedOnly: true });

  // 2. HTTP: page 1 direct and through the gateway, page 50 direct; load from a second process.
  const gateway = await startGateway({
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SOCIAL_URL: social.url,
    IDENTITY_URL: 'http://127.0.0.1:9',
    MESSAGING_URL: 'http://127.0.0.1:9',
    JOBS_EVENTS_URL: 'http://127.0.0.1:9',
    MARKETPLACE_URL: 'http://127.0.0.1:9',
    BILLING_URL: 'http://127.0.0.1:9',
    JWKS_URL: issuer.jwksUrl,
    RATE_LIMIT_API_MAX: '100000000',
    LOG_LEVEL: 'warn',
  });
  const tokens = await Promise.all(Array.from({ length: 2000 }, (_, i) => issuer.token(1001 + i, 7200)));
  const page1 = tokens.map((token) => ({ token, path: '/api/posts' }));
  log('walking 49 pages for 40 members to get page-50 cursors …');
  const page50 = [];
  for (const token of tokens.slice(0, 40)) {
    let before = '';
    for (let page = 1; page < 50; page++) {
      const response = await fetch(`${social.url}/api/posts${before ? `?before=${before}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      before = response.headers.get('x-next-cursor') ?? '';
      if (!before) break;
    }
    if (before) page50.push({ token, path: `/api/posts?before=${before}` });
  }
  const loadConfig = join(tmpdir(), `stave-feed-load-${process.pid}.json`);
  // Async: the services under test run in this process and must keep answering meanwhile.
  const load = async (url, targets) => {
    writeFileSync(loadConfig, JSON.stringify({ url, targets, connections: 50, duration: 10, warmup: 2 }));
    const { stdout } = await promisify(execFile)(process.execPath, ['--disable-warning=TimeoutNegativeWarning', join(root, 'bench/lib/load.mjs'), loadConfig]);
    return JSON.parse(stdout);
  };
  // B2's baseline (docs/performance.md#framework-overhead): bare Fastify + pg running the same statement, in its own process.
  const bare = spawn(process.execPath, [join(root, 'bench/lib/bare-feed.mjs'), dbUrl.toString()], { stdio: ['ignore', 'pipe', 'inherit'] });
  const bareUrl = await new Promise((done, fail) => {
    bare.stdout.once('data', (chunk) => done(String(chunk).trim()));
    bare.once('exit', (code) => fail(new Error(`bare-feed exited ${code}`)));
  });
  const http = { bare: [], direct: [], gateway: [], page50: [] };
  for (let round = 0; round < 2; round++) {
    http.bare.push(await load(`${bareUrl}/api/posts`, page1));
    http.direct.push(await load(`${social.url}/api/posts`, page1));
    http.gateway.push(await load(`${gateway.url}/api/posts`, page1));
    http.page50.push(await load(`${social.url}/api/posts`, page50));
  }
  bare.kill('SIGTERM');
  const best = (runs) => runs.reduce((a, b) => (a.rps >= b.rps ? a : b));
  // Page 1 with boosted posts to promote (docs/social.md § Boosted posts) (100 running boosts on random posts), against the
  // same page with none running (the `direct` runs above), in the same run.
  await db.query(
    `INSERT INTO boosted_posts (user_id, post_id, end_date) SELECT p.user_id, p.id, now() + interval '7 days' FROM posts p ORDER BY random() LIMIT 100`,
  );
  // The service asks whether any boost runs at most every 5 s.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const promotedRuns = [await load(`${social.url}/api/posts`, page1), await load(`${social.url}/api/posts`, page1)];
  await db.query(`DELETE FROM boosted_posts`);
  const promoted = best(promotedRuns);
  const [baseline, direct, viaGateway, deep] = [best(http.bare), best(http.direct), best(http.gateway), best(http.page50)];
  results.runs.http = {
    bare: baseline,
    direct,
    gateway: viaGateway,
    page50: deep,
    frameworkRatio: +(direct.rps / baseline.rps).toFixed(2),
    frameworkP99Ratio: +(direct.p99 / Math.max(1, baseline.p99)).toFixed(2),
    frameworkTarget: 'B2: social ≥ 0.5× bare Fastify + pg req/s, p99 ≤ 2×',
    gatewayRatio: +(viaGateway.rps / direct.rps).toFixed(2),
    gatewayTarget: '≥ 0.65×; ≥ 2k req/s, p99 ≤ 25 ms',
    page50Ratio: +(direct.rps / Math.max(1, deep.rps)).toFixed(2),
    page50Target: 'page 50 cost ≤ 1.5× page 1',
    promoted,
    promotedRatio: +(promoted.rps / direct.rps).toFixed(2),
    promotedNote: 'page 1 with 100 running boosts to promote, ÷ page 1 with none',
  };
  log(
    `page 1 bare Fastify + pg ${baseline.rps} req/s p99 ${baseline.p99} ms; social ${results.runs.http.frameworkRatio}× of it (p99 ${results.runs.http.frameworkP99Ratio}×)`,
  );
  log(`page 1 with boosts to promote ${promoted.rps} req/s p99 ${promoted.p99} ms: ${results.runs.http.promotedRatio}× the page without`);
  log(
    `page 1 direct ${direct.rps} req/s p99 ${direct.p99} ms; via gateway ${viaGateway.rps} req/s p99 ${viaGateway.p99} ms (${results.runs.http.gatewayRatio}×); page 50 ${deep.rps} req/s p99 ${deep.p99} ms`,
  );

  // 3. Publish → the last follower's feed, for 200 and 4,900 followers.
  const fanout = {};
  for (const [author, lastFollower, label] of [
    [7, 1200, '200'],
    [6, 5900, '4900'],
  ]) {
    const token = await issuer.token(author);
    const samples = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${social.url}/api/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `fan-out ${i}` }),
      });
      const postId = (await response.json()).id;
      const begun = Date.now();
      while (!(await db.query(`SELECT 1 FROM feed_entries WHERE owner_id = $1 AND post_id = $2`, [lastFollower, postId])).rowCount) {
        if (Date.now() - begun > 30_000) throw new Error('fan-out did not arrive in 30 s');
        await new Promise((r) => setTimeout(r, 2));
      }
      samples.push(Date.now() - begun);
    }
    fanout[label] = { p50: median(samples), samples };
  }
  results.runs.fanout = { ...fanout, target: '200 followers p50 ≤ 100 ms; 5k ≤ 1 s (measured after the POST answered)' };
  log(`publish → last follower: 200 followers p50 ${fanout['200'].p50} ms, 4,900 followers p50 ${fanout['4900'].p50} ms`);

  await gateway.close();
  console.table({
    'push vs pull (SQL)': { value: `${results.runs.sql.ratio}×`, target: '≥ 10×' },
    'page 1 bare Fastify + pg (B2)': { value: `${baseline.rps} req/s, p99 ${baseline.p99} ms`, target: 'baseline' },
    'social ÷ bare (B2)': { value: `${results.runs.http.frameworkRatio}×, p99 ${results.runs.http.frameworkP99Ratio}×`, target: '≥ 0.5×, p99 ≤ 2×' },
    'page 1 direct': { value: `${direct.rps} req/s, p99 ${direct.p99} ms`, target: '≥ 2k req/s, p99 ≤ 25 ms' },
    'page 1 via gateway': { value: `${viaGateway.rps} req/s, p99 ${viaGateway.p99} ms (${results.runs.http.gatewayRatio}×)`, target: '≥ 0.65× direct' },
    'page 50 vs page 1': { value: `${results.runs.http.page50Ratio}×`, target: '≤ 1.5×' },
    'page 1 with promoted ÷ without': { value: `${results.runs.http.promotedRatio}× (p99 ${promoted.p99} ms)`, target: 'reported' },
    'fan-out 200': { value: `${fanout['200'].p50} ms`, target: '≤ 100 ms' },
    'fan-out 4.9k': { value: `${fanout['4900'].p50} ms`, target: '≤ 1 s' },
  });
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/${new Date().toISOString().slice(0, 10)}-feed.json`), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await db.end();
  await social.close();
  await issuer.close();
  if (process.env.BENCH_KEEP_DB === 'true') {
    log(`kept database ${database} for inspection (drop it when done)`);
  } else {
    const admin = new Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}
