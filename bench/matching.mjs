#!/usr/bin/env node
// bench/matching (M1, docs/performance.md#ai-matching): GET /api/ai-matching/suggestions with 10k members. The built social service on
// the machine's Postgres (a fresh database, dropped at the end), in-process bus. 10,000 members go straight
// into user_summaries (types, UK towns, genres and skills drawn from short lists, so many share something),
// with ~5 connections each. For 50 Pro members: the first call, which computes and stores their suggestions
// (the refresh), and then 200 reads of the stored suggestions over HTTP, p50/p95.
// The issue asks for the suggestions call's p95 with 10k members in the note; the refresh is the cost of a
// computation when preferences change or suggestions are 6 hours old.
// Usage: npm run build && node bench/matching.mjs [--no-save]   (BENCH_MEMBERS, default 10000)
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ms, percentile, saveResults } from './lib/common.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startService } = require(join(root, 'libs/platform/dist/index.js'));
const { TestIssuer } = require(join(root, 'libs/platform/dist/testing/index.js'));
const { socialService } = require(join(root, 'apps/social/dist/app.module.js'));
const { Client } = require(join(root, 'node_modules/pg'));

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SEEKERS = 50;
const READS = 200;
const database = `stave_bench_matching_${Date.now().toString(36)}`;
const log = (message) => console.log(`[matching] ${message}`);

const issuer = await TestIssuer.start();
const social = await startService(
  socialService,
  { PORT: String(await freePort()), DATABASE_URL: BASE_URL, DATABASE_NAME: database, EVENT_BUS: 'inprocess', JWKS_URL: issuer.jwksUrl, LOG_LEVEL: 'warn' },
  { processMetrics: false },
);
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${database}`;
const db = new Client({ connectionString: dbUrl.toString() });
await db.connect();
const results = { at: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model, members: MEMBERS, load: {} };

try {
  await db.query(
    `INSERT INTO user_summaries (id, version, username, name, type, location, genres, skills, subscription_tier)
     SELECT i, 1, 'member' || i, 'Member ' || i,
            (ARRAY['musician', 'musician', 'musician', 'producer', 'sound_engineer', 'record_label', 'venue', 'educator', 'manufacturer', 'other'])[1 + i % 10],
            (ARRAY['London', 'Manchester', 'Leeds', 'Glasgow', 'Bristol', 'Liverpool', 'Cardiff', 'Belfast', 'Brighton', 'Sheffield'])[1 + (i * 7) % 10],
            ARRAY[(ARRAY['Soul', 'Funk', 'Jazz', 'Rock', 'Indie', 'House', 'Techno', 'Folk', 'Metal', 'Hip Hop', 'Classical', 'Pop'])[1 + (i * 13) % 12],
                  (ARRAY['Soul', 'Funk', 'Jazz', 'Rock', 'Indie', 'House', 'Techno', 'Folk', 'Metal', 'Hip Hop', 'Classical', 'Pop'])[1 + (i * 5) % 12]],
            ARRAY[(ARRAY['Vocals', 'Guitar', 'Bass', 'Drums', 'Keys', 'Mixing', 'Mastering', 'Songwriting'])[1 + (i * 3) % 8]],
            CASE WHEN i <= ${SEEKERS} THEN 'pro' ELSE 'free' END
       FROM generate_series(1, ${MEMBERS}) i`,
  );
  await db.query(
    `INSERT INTO connections (user_id, other_id)
     SELECT a, b FROM (SELECT i AS a, 1 + (i * k * 7919) % ${MEMBERS} AS b FROM generate_series(1, ${MEMBERS}) i, generate_series(1, 5) k) c
      WHERE a <> b ON CONFLICT DO NOTHING`,
  );
  await db.query(`INSERT INTO connections (user_id, other_id) SELECT other_id, user_id FROM connections ON CONFLICT DO NOTHING`);
  await db.query('VACUUM ANALYZE');
  log(`${MEMBERS} members seeded`);
  results.load.start = +loadavg()[0].toFixed(2);

  const tokens = await Promise.all(Array.from({ length: SEEKERS }, (_, i) => issuer.token(i + 1)));
  const get = async (token) => {
    const t0 = performance.now();
    const res = await fetch(`${social.url}/api/ai-matching/suggestions`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, count: body.length };
  };
  const refresh = [];
  let suggested = 0;
  for (const token of tokens) {
    const first = await get(token);
    refresh.push(first.ms);
    suggested += first.count;
  }
  const reads = [];
  for (let i = 0; i < READS; i++) reads.push((await get(tokens[i % SEEKERS])).ms);
  results.load.end = +loadavg()[0].toFixed(2);
  results.refresh = { p50: ms(percentile(refresh, 0.5)), p95: ms(percentile(refresh, 0.95)) };
  results.read = { p50: ms(percentile(reads, 0.5)), p95: ms(percentile(reads, 0.95)), p99: ms(percentile(reads, 0.99)) };
  results.suggestionsPerMember = +(suggested / SEEKERS).toFixed(1);
  log(`first call (computes and stores): p50 ${results.refresh.p50} ms, p95 ${results.refresh.p95} ms; ${results.suggestionsPerMember} suggestions a member`);
  log(`stored suggestions over HTTP: p50 ${results.read.p50} ms, p95 ${results.read.p95} ms, p99 ${results.read.p99} ms`);
  log(`1-minute load ${results.load.start} → ${results.load.end} (2 cores)`);
  if (!process.argv.includes('--no-save')) log(`wrote ${saveResults('matching', results, results.at)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await social.close();
  await issuer.close();
  const admin = new Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
  process.exit(process.exitCode ?? 0);
}
