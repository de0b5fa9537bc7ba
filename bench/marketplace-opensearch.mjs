#!/usr/bin/env node
// bench/marketplace-opensearch (B6, docs/performance.md#marketplace-search: measure a search engine against Postgres before deciding): OpenSearch
// 2.19 against Postgres on the same listings and the same 48 query variants as bench/marketplace-search.mjs
// (lib/marketplace-data.mjs). One process seeds the marketplace database (or reuses one), starts a single-node
// OpenSearch from Maven Central jars (opensearch/node.mjs), bulk-indexes the listings for sale into it, then for
// each kind of query alternates the two, request by request: OpenSearch `_search` over HTTP from this process
// to the node's REST port, and Postgres through ListingsRepository.list, the call the service makes. It also
// times OpenSearch followed by reading its 20 listings' rows from Postgres, which a service answering from
// OpenSearch would still do (photos, seller). Per variant: both engines' totals, first titles, and whether the
// two pages hold the same 20 listings.
// The index mirrors the Postgres search (docs/marketplace.md § Search): brand and model unstemmed, weight 5
// (ts_rank_cd's A = 1.0), title 2 (B = 0.4), description 1 (C = 0.2), title and description English
// (Snowball, as Postgres's english config), all accent-folded; web-search syntax ("phrases", -word, or);
// the filters, sorts and pages of 20 of the service; totals counted to 500 (track_total_hits). A typo: when
// the exact query finds nothing, a second one with each word fuzzy (AUTO edits) on brand, model and title.
// Usage: npm run build && node bench/marketplace-opensearch.mjs [--listings 1000000] [--no-save]
//   BENCH_LISTINGS (default 100000), BENCH_REQUESTS (requests a kind to each engine, default 160),
//   BENCH_OS_HEAP (JVM heap, default 2g), BENCH_WARM_ROUNDS (rounds of all 48 variants on each engine before
//   measuring, default 50); DATABASE_URL overrides the machine Postgres; BENCH_KEEP_DB=true keeps
//   the seeded database, BENCH_DB=<name> reuses one (no seeding). Java 17 and Maven (first run: 45 MB of jars).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort, ms, percentile, root, saveResults } from './lib/common.mjs';
import { listFilters, queryString, seedListings, TYPES } from './lib/marketplace-data.mjs';
import { start as startOpenSearch } from './opensearch/node.mjs';

const require = createRequire(import.meta.url);
const { Database, startService } = require(join(root, 'libs/platform/dist/index.js'));
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
const HEAP = process.env.BENCH_OS_HEAP ?? '2g';
const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 50);
const INDEX = 'listings';
const BULK_DOCS = 5000;
const COUNTED = 500; // ListingsRepository.LIST_COUNTED
const reused = process.env.BENCH_DB;
const database = reused ?? `stave_bench_market_os_${Date.now().toString(36)}`;
const log = (message) => console.log(`[marketplace-opensearch] ${message}`);
const seconds = (since) => +((performance.now() - since) / 1000).toFixed(1);
const mib = (bytes) => +(bytes / 1048576).toFixed(1);

// The mapping. Brand and model: lowercased and folded, not stemmed (Postgres: the 'simple' config); a query's
// English stop words are dropped there too (Postgres parses the whole query with 'english').
const INDEX_BODY = {
  settings: {
    number_of_shards: 1,
    number_of_replicas: 0,
    refresh_interval: '-1', // while bulk loading; 1 s after
    analysis: {
      filter: {
        english_stop: { type: 'stop', stopwords: '_english_' },
        english_snowball: { type: 'snowball', language: 'English' },
        english_possessive: { type: 'stemmer', language: 'possessive_english' },
      },
      analyzer: {
        english_folded: { tokenizer: 'standard', filter: ['english_possessive', 'lowercase', 'asciifolding', 'english_stop', 'english_snowball'] },
        name_folded: { tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
        name_query: { tokenizer: 'standard', filter: ['lowercase', 'asciifolding', 'english_stop'] },
      },
    },
  },
  mappings: {
    dynamic: 'strict',
    properties: {
      id: { type: 'integer' },
      title: { type: 'text', analyzer: 'english_folded' },
      description: { type: 'text', analyzer: 'english_folded' },
      brand: { type: 'text', analyzer: 'name_folded', search_analyzer: 'name_query' },
      model: { type: 'text', analyzer: 'name_folded', search_analyzer: 'name_query' },
      price: { type: 'double' }, // scaled_float is in the mapper-extras module
      condition: { type: 'keyword' },
      category_id: { type: 'integer' },
      // The category and its parent: a filter on a parent category matches its children's listings.
      categories: { type: 'integer' },
      location: { type: 'keyword' },
      created_at: { type: 'date' },
    },
  },
};
const FIELDS = ['brand^5', 'model^5', 'title^2', 'description'];
const SORTS = {
  relevance: ['_score', { created_at: 'desc' }, { id: 'desc' }],
  newest: [{ created_at: 'desc' }, { id: 'desc' }],
  'price-asc': [{ price: 'asc' }, { id: 'asc' }],
  'price-desc': [{ price: 'desc' }, { id: 'desc' }],
};

// The `_search` body for the repository's filters; `fuzzy` is the typo query.
function searchBody(filters, fuzzy = false) {
  const filter = [];
  if (filters.categoryId !== undefined) filter.push({ term: { categories: filters.categoryId } });
  if (filters.condition) filter.push({ term: { condition: filters.condition } });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) filter.push({ range: { price: { gte: filters.minPrice, lte: filters.maxPrice } } });
  if (filters.location) filter.push({ wildcard: { location: { value: `*${filters.location.replace(/[*?\\]/g, '\\$&')}*`, case_insensitive: true } } });
  const must = [];
  if (filters.search && !fuzzy) {
    // websearch_to_tsquery's syntax: words (all of them), "phrases", -exclusions, `or`. The other operators of
    // simple_query_string (+ * ~ ( ) \) are off, so they are text, as in Postgres.
    const query = filters.search.replace(/\s+or\s+/gi, ' | ');
    must.push({ simple_query_string: { query, fields: FIELDS, default_operator: 'and', flags: 'OR|NOT|PHRASE|WHITESPACE' } });
  } else if (filters.search) {
    // Each word near a word of a brand, model or title (Postgres corrects against listing_search_words, the
    // words of those three), all words required.
    for (const word of filters.search
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)) {
      must.push({ multi_match: { query: word, fields: FIELDS.slice(0, 3), fuzziness: 'AUTO' } });
    }
  }
  return {
    query: { bool: { must, filter } },
    sort: SORTS[filters.sort],
    from: filters.offset,
    size: filters.limit,
    track_total_hits: Math.max(COUNTED, filters.offset + filters.limit),
    _source: ['title'],
  };
}

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
const pool = marketplace.app.get(Database, { strict: false }).pool;
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${database}`;
const db = new Client({ connectionString: dbUrl.toString(), options: '-c jit=off' });
await db.connect();
let node;
const results = {
  at: new Date().toISOString(),
  // The Postgres side: the repository built from this commit ('+': apps/marketplace or libs/platform had changes).
  commit:
    execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim() +
    (execFileSync('git', ['status', '--porcelain', '--untracked-files=no', 'apps/marketplace', 'libs/platform'], { cwd: root, encoding: 'utf8' }).trim()
      ? '+'
      : ''),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
  postgres: (await db.query('SHOW server_version')).rows[0].server_version,
  postgresSharedBuffers: (await db.query('SHOW shared_buffers')).rows[0].shared_buffers,
  listings: LISTINGS,
  // false: a database kept by an earlier run (BENCH_DB).
  seeded: !reused,
  requests: REQUESTS,
  // The box is shared: its 1-minute load when the measuring starts and ends.
  load: {},
  opensearch: { heap: HEAP },
  types: {},
};

const opensearch = async (method, path, body, contentType = 'application/json') => {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': contentType },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer).slice(0, 2000)}`);
  return answer;
};

try {
  if (!reused) await seedListings(db, LISTINGS, log);
  const { rows: shape } = await db.query(
    `SELECT count(*)::int AS listings, count(*) FILTER (WHERE status = 'active')::int AS active,
            pg_size_pretty(pg_total_relation_size('equipment_listings')) AS size FROM equipment_listings`,
  );
  results.shape = shape[0];
  log(`${shape[0].listings} listings, ${shape[0].active} for sale, ${shape[0].size} with indexes`);
  // What the search reads in Postgres: the table and each of its indexes, and the typo fallback's words.
  const { rows: pgSizes } = await db.query(
    `SELECT c.relname AS name, pg_relation_size(c.oid)::bigint AS bytes
       FROM pg_class c WHERE c.oid = 'equipment_listings'::regclass
          OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'equipment_listings'::regclass)
     UNION ALL SELECT 'listing_search_words (with its indexes)', pg_total_relation_size('listing_search_words')
     ORDER BY 2 DESC`,
  );
  results.postgresSizes = Object.fromEntries(pgSizes.map(({ name, bytes }) => [name, mib(Number(bytes))]));

  // OpenSearch, and the listings for sale in it: read from Postgres in id order, BULK_DOCS at a time, one
  // batch read while the previous one is indexed.
  node = await startOpenSearch({ heap: HEAP });
  results.opensearch.version = (await opensearch('GET', '/')).version.number;
  await opensearch('PUT', `/${INDEX}`, INDEX_BODY);
  let started = performance.now();
  const read = async (after) =>
    (
      await db.query(
        `SELECT l.id, l.title, l.description, l.brand, l.model, l.price::float8 AS price, l.condition, l.category_id,
                c.parent_id, l.location, l.created_at
           FROM equipment_listings l JOIN equipment_categories c ON c.id = l.category_id
          WHERE l.status = 'active' AND l.id > $1 ORDER BY l.id LIMIT ${BULK_DOCS}`,
        [after],
      )
    ).rows;
  const bulk = async (rows) => {
    const lines = rows.flatMap(({ parent_id: parent, ...row }) => [
      JSON.stringify({ index: { _id: String(row.id) } }),
      JSON.stringify({ ...row, categories: parent === null ? [row.category_id] : [row.category_id, parent] }),
    ]);
    const answer = await opensearch('POST', `/${INDEX}/_bulk`, `${lines.join('\n')}\n`, 'application/x-ndjson');
    if (answer.errors) throw new Error(`bulk: ${JSON.stringify(answer.items.find((item) => item.index.error))}`);
  };
  let batch = await read(0);
  let indexed = 0;
  while (batch.length > 0) {
    const [next] = await Promise.all([batch.length === BULK_DOCS ? read(batch.at(-1).id) : [], bulk(batch)]);
    indexed += batch.length;
    batch = next;
  }
  await opensearch('PUT', `/${INDEX}/_settings`, { index: { refresh_interval: '1s' } });
  await opensearch('POST', `/${INDEX}/_refresh`);
  results.opensearch.bulkSeconds = seconds(started);
  // Merges in flight finish before the sizes are read.
  await opensearch('POST', `/${INDEX}/_flush`);
  for (let i = 0; i < 600 && (await opensearch('GET', `/${INDEX}/_stats/merge`))._all.primaries.merges.current > 0; i++)
    await new Promise((done) => setTimeout(done, 500));
  const stats = (await opensearch('GET', `/${INDEX}/_stats/docs,store,segments`))._all.primaries;
  results.opensearch.docs = stats.docs.count;
  results.opensearch.indexMiB = mib(stats.store.size_in_bytes);
  results.opensearch.segments = stats.segments.count;
  results.opensearch.rssAfterIndexingMiB = mib(node.rssBytes());
  log(
    `indexed ${indexed} listings in ${results.opensearch.bulkSeconds} s (${Math.round(indexed / results.opensearch.bulkSeconds)}/s): ` +
      `${results.opensearch.indexMiB} MiB on disk, ${stats.segments.count} segments; JVM RSS ${results.opensearch.rssAfterIndexingMiB} MiB`,
  );
  if (stats.docs.count !== shape[0].active) throw new Error(`OpenSearch holds ${stats.docs.count} listings, Postgres ${shape[0].active} for sale`);

  // The two engines, one request each in turn.
  const searchOpenSearch = async (variant) => {
    const filters = listFilters(variant);
    const t0 = performance.now();
    let answer = await opensearch('POST', `/${INDEX}/_search`, searchBody(filters));
    let took = answer.took;
    if (filters.search && answer.hits.total.value === 0) {
      answer = await opensearch('POST', `/${INDEX}/_search`, searchBody(filters, true));
      took += answer.took;
    }
    const elapsed = performance.now() - t0;
    return {
      ms: elapsed,
      took,
      total: answer.hits.total.value,
      first: answer.hits.hits[0]?._source.title,
      ids: answer.hits.hits.map((hit) => Number(hit._id)),
    };
  };
  // The page's rows, as the service would read them for ids from OpenSearch (ListingsRepository's
  // LISTING_SELECT: the listing, its category's name, its photos, its seller).
  const rowsFor = async (ids) => {
    const t0 = performance.now();
    await pool.query(
      `SELECT l.id, l.user_id, l.title, l.description, l.price::text AS price, l.currency, l.category_id, c.name AS category_name, l.condition,
              l.brand, l.model, l.year, l.location, l.contact_method, l.external_contact,
              (SELECT coalesce(json_agg(json_build_object('id', p.id, 'url', p.image_url, 'cardUrl', p.card_url, 'isPrimary', p.is_primary) ORDER BY p.order_index), '[]')
                 FROM equipment_images p WHERE p.listing_id = l.id) AS photos,
              l.is_active, l.is_featured, l.views, l.status, l.hidden_reason, l.serial_hash IS NOT NULL AS serial_checked,
              l.created_at, l.updated_at, l.expires_at, u.name AS seller_name, u.username AS seller_username, u.profile_image AS seller_image
         FROM equipment_listings l JOIN equipment_categories c ON c.id = l.category_id LEFT JOIN user_summaries u ON u.id = l.user_id
        WHERE l.id = ANY ($1::int[])`,
      [ids],
    );
    return performance.now() - t0;
  };
  const searchPostgres = async (variant) => {
    const t0 = performance.now();
    const { rows, total } = await repository.list(listFilters(variant));
    return { ms: performance.now() - t0, total, first: rows[0]?.title, ids: rows.map((row) => row.id) };
  };

  // Warm-up: all 48 variants WARM_ROUNDS times on each engine before any measuring. A JVM runs its search
  // interpreted until the JIT has compiled the hot paths (thousands of calls); a node in service is warm.
  started = performance.now();
  for (let round = 0; round < WARM_ROUNDS; round++) {
    for (const variant of Object.values(TYPES).flat()) {
      await rowsFor((await searchOpenSearch(variant)).ids);
      await searchPostgres(variant);
    }
  }
  log(`warmed up: ${WARM_ROUNDS} rounds of the 48 variants on each engine in ${seconds(started)} s`);
  results.warmRounds = WARM_ROUNDS;

  results.load.start = +loadavg()[0].toFixed(2);
  for (const [name, variants] of Object.entries(TYPES)) {
    const times = { opensearch: [], took: [], withRows: [], postgres: [] };
    const answers = new Map();
    for (let i = 0; i < REQUESTS; i++) {
      const variant = variants[i % variants.length];
      const both = {};
      // Each variant goes first on one engine in one round, on the other in the next.
      const first = Math.floor(i / variants.length) % 2 === 0 ? 'opensearch' : 'postgres';
      for (const engine of first === 'opensearch' ? ['opensearch', 'postgres'] : ['postgres', 'opensearch']) {
        if (engine === 'postgres') {
          both.postgres = await searchPostgres(variant);
          times.postgres.push(both.postgres.ms);
        } else {
          both.opensearch = await searchOpenSearch(variant);
          const hydrate = await rowsFor(both.opensearch.ids);
          times.opensearch.push(both.opensearch.ms);
          times.took.push(both.opensearch.took);
          times.withRows.push(both.opensearch.ms + hydrate);
        }
      }
      answers.set(queryString(variant), both);
    }
    const summary = (values) => ({
      p50: ms(percentile(values, 0.5)),
      p95: ms(percentile(values, 0.95)),
      p99: ms(percentile(values, 0.99)),
      max: ms(Math.max(...values)),
    });
    const entry = {
      opensearch: summary(times.opensearch),
      opensearchTook: { p50: ms(percentile(times.took, 0.5)), p95: ms(percentile(times.took, 0.95)) },
      opensearchWithRows: summary(times.withRows),
      postgres: summary(times.postgres),
      variants: variants.map((variant) => {
        const { opensearch: os, postgres: pg } = answers.get(queryString(variant));
        return {
          query: queryString(variant),
          opensearch: { total: os.total, first: os.first ?? null },
          postgres: { total: pg.total, first: pg.first ?? null },
          // The same 20 listings on the page, in any order.
          samePage: os.ids.length === pg.ids.length && os.ids.every((id) => pg.ids.includes(id)),
        };
      }),
    };
    entry.postgresOverOpenSearch = {
      p50: +(entry.postgres.p50 / entry.opensearch.p50).toFixed(1),
      p95: +(entry.postgres.p95 / entry.opensearch.p95).toFixed(1),
    };
    results.types[name] = entry;
    log(
      `${name}: OpenSearch p50 ${entry.opensearch.p50} ms p95 ${entry.opensearch.p95} ms (took p50 ${entry.opensearchTook.p50} ms; with the rows from Postgres ` +
        `${entry.opensearchWithRows.p50} / ${entry.opensearchWithRows.p95} ms); Postgres p50 ${entry.postgres.p50} ms p95 ${entry.postgres.p95} ms`,
    );
    for (const v of entry.variants) {
      const same = `${v.opensearch.total === v.postgres.total ? 'same total' : 'TOTALS DIFFER'}, ${v.samePage ? 'same page' : 'pages differ'}`;
      log(`    ${v.query}: OpenSearch ${v.opensearch.total} "${v.opensearch.first}" | Postgres ${v.postgres.total} "${v.postgres.first}" — ${same}`);
    }
  }
  results.load.end = +loadavg()[0].toFixed(2);

  const jvm = (await opensearch('GET', '/_nodes/_local/stats/jvm')).nodes;
  const heap = Object.values(jvm)[0].jvm.mem;
  results.opensearch.heapUsedMiB = mib(heap.heap_used_in_bytes);
  results.opensearch.heapMaxMiB = mib(heap.heap_max_in_bytes);
  results.opensearch.rssAfterRunMiB = mib(node.rssBytes());
  log(
    `OpenSearch ${results.opensearch.version}: heap ${HEAP} (${results.opensearch.heapUsedMiB} MiB used), RSS ${results.opensearch.rssAfterRunMiB} MiB after the run; ` +
      `index ${results.opensearch.indexMiB} MiB. Postgres: ${JSON.stringify(results.postgresSizes)} MiB`,
  );
  log(`1-minute load average ${results.load.start} at the start, ${results.load.end} at the end (2 cores; other work on the box inflates the figures)`);
  console.table(
    Object.fromEntries(
      Object.entries(results.types).map(([name, q]) => [
        name,
        {
          'OpenSearch p50 / p95 ms': `${q.opensearch.p50} / ${q.opensearch.p95}`,
          '+ rows from PG': `${q.opensearchWithRows.p50} / ${q.opensearchWithRows.p95}`,
          'Postgres p50 / p95 ms': `${q.postgres.p50} / ${q.postgres.p95}`,
          'PG ÷ OS p50': `${q.postgresOverOpenSearch.p50}×`,
          'same totals': `${q.variants.filter((v) => v.opensearch.total === v.postgres.total).length}/8`,
          'same first': `${q.variants.filter((v) => v.opensearch.first === v.postgres.first).length}/8`,
          'same page': `${q.variants.filter((v) => v.samePage).length}/8`,
        },
      ]),
    ),
  );

  if (!process.argv.includes('--no-save')) {
    log(`wrote ${saveResults('marketplace-opensearch', results, results.at)}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await node?.stop().catch((error) => console.error(error));
  await db.end().catch(() => undefined);
  await marketplace.close();
  await issuer.close();
  if (process.env.BENCH_KEEP_DB === 'true' || reused) {
    log(`kept database ${database} (drop it when done)`);
  } else {
    const admin = new Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
  process.exit(process.exitCode ?? 0);
}
