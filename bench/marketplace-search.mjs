#!/usr/bin/env node
// bench/marketplace-search (B6, issue 12): GET /api/marketplace/listings on 100k or 1M listings of UK music gear.
// Six kinds of query, each rotating through 8 variants (48 in all, so one cached plan or page does not flatter):
// a rare term, a common brand, brand + model + filters + a price sort, a typo (the trigram fallback), no text
// with filters, and page 20 of a broad word. For each: p50/p95 over HTTP against the built marketplace service
// (validation, the guard, the page and its total, JSON), the same repository call without HTTP ("SQL"), and the
// baseline in the same run — the same filter as a sequential-scan ILIKE over title, brand, model and
// description (indexes off), in the same order, one page of 20 with its exact count (count(*) OVER ()), timed
// in SQL from this process (so the baseline pays no HTTP, the SUT does).
// Targets (PERFORMANCE §8 B6): ≥ 20× the seq-scan baseline (p50); p95 ≤ 20 ms at 100k listings, ≤ 100 ms at 1M.
// Usage: npm run build && node bench/marketplace-search.mjs [--listings 1000000] [--no-save]
//   BENCH_LISTINGS (default 100000), BENCH_REQUESTS (HTTP requests a kind, default 160), BENCH_BASELINE_RUNS
//   (default 16, 8 at 1M); DATABASE_URL overrides the machine Postgres; BENCH_KEEP_DB=true keeps the seeded
//   database for EXPLAIN, BENCH_DB=<name> reuses a kept one (no seeding). 100k: ~2 min; 1M: ~6 min.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, ms, percentile, saveResults } from './lib/common.mjs';

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

// The gear: brand, model, category (categories.seed.ts), a typical price in pounds, what it is, and how often
// it is listed (Fender about a tenth of all listings, as the issue has it; Yamaha a little under).
// prettier-ignore
const PRODUCTS = [
  ['Fender', 'Stratocaster', 101, 650, 'electric guitar', 6], ['Fender', 'Telecaster', 101, 600, 'electric guitar', 4],
  ['Fender', 'Jazzmaster', 101, 700, 'electric guitar', 2], ['Fender', 'Precision Bass', 103, 700, 'bass guitar', 3],
  ['Fender', 'Jazz Bass', 103, 750, 'bass guitar', 3], ['Fender', 'Hot Rod Deluxe', 201, 550, 'valve combo amp', 2],
  ['Fender', 'Blues Junior', 201, 450, 'valve combo amp', 2], ['Squier', 'Classic Vibe Stratocaster', 101, 300, 'electric guitar', 4],
  ['Gibson', 'Les Paul Standard', 101, 1800, 'electric guitar', 6], ['Gibson', 'SG Standard', 101, 900, 'electric guitar', 3],
  ['Gibson', 'ES-335', 101, 2200, 'semi-hollow guitar', 2], ['Gibson', 'J-45', 102, 2000, 'acoustic guitar', 2],
  ['Epiphone', 'Les Paul Standard', 101, 350, 'electric guitar', 3], ['PRS', 'Custom 24', 101, 2500, 'electric guitar', 2],
  ['Ibanez', 'RG550', 101, 550, 'electric guitar', 2], ['Ibanez', 'SR300', 103, 250, 'bass guitar', 2],
  ['Gretsch', 'G5420', 101, 600, 'hollow body guitar', 1], ['Yamaha', 'Pacifica 112', 101, 200, 'electric guitar', 3],
  ['Martin', 'D-28', 102, 2200, 'acoustic guitar', 2], ['Taylor', '314ce', 102, 1600, 'electro-acoustic guitar', 2],
  ['Yamaha', 'FG800', 102, 150, 'acoustic guitar', 3], ['Takamine', 'GD30', 102, 250, 'acoustic guitar', 1],
  ['Music Man', 'StingRay', 103, 1400, 'bass guitar', 1], ['Hofner', 'Violin Bass', 103, 600, 'bass guitar', 1],
  ['Yamaha', 'C40', 104, 80, 'classical guitar', 2], ['Admira', 'Malaga', 104, 180, 'classical guitar', 1],
  ['Marshall', 'JCM800', 201, 1100, 'valve head', 3], ['Marshall', 'DSL40', 201, 450, 'valve combo amp', 3],
  ['Vox', 'AC30', 201, 800, 'valve combo amp', 3], ['Orange', 'Rockerverb', 201, 1200, 'valve head', 1],
  ['Roland', 'JC-120', 201, 700, 'guitar amp', 1], ['Boss', 'Katana 50', 201, 200, 'modelling amp', 3],
  ['Ampeg', 'SVT Classic', 202, 1200, 'bass head', 1], ['Markbass', 'Little Mark', 202, 600, 'bass head', 1],
  ['Boss', 'DS-1', 203, 40, 'distortion pedal', 3], ['Boss', 'RC-30', 203, 120, 'looper pedal', 2],
  ['Electro-Harmonix', 'Big Muff', 203, 60, 'fuzz pedal', 2], ['Strymon', 'Timeline', 203, 320, 'delay pedal', 1],
  ['Ibanez', 'Tube Screamer', 203, 80, 'overdrive pedal', 2], ['MXR', 'Phase 90', 203, 60, 'phaser pedal', 1],
  ['Line 6', 'Helix', 204, 1000, 'multi-effects', 2], ['Boss', 'GT-1000', 204, 700, 'multi-effects', 1],
  ['Korg', 'Minilogue', 301, 350, 'analogue synth', 3], ['Korg', 'MS-20 Mini', 301, 450, 'analogue synth', 2],
  ['Roland', 'Juno-60', 301, 2500, 'vintage synth', 1], ['Roland', 'Juno-DS', 301, 600, 'synth', 2],
  ['Moog', 'Subsequent 37', 301, 1200, 'analogue synth', 1], ['Yamaha', 'DX7', 301, 600, 'FM synth', 1],
  ['Sequential', 'Prophet-6', 301, 2300, 'polysynth', 1], ['Arturia', 'MicroFreak', 301, 250, 'synth', 2],
  ['Novation', 'Peak', 301, 900, 'polysynth', 1], ['Yamaha', 'P-125', 302, 450, 'digital piano', 3],
  ['Roland', 'FP-30', 302, 500, 'digital piano', 2], ['Kawai', 'ES110', 302, 500, 'digital piano', 1],
  ['Nord', 'Stage 3', 303, 2800, 'stage piano', 1], ['Korg', 'Kronos', 303, 2000, 'workstation', 1],
  ['Novation', 'Launchkey 49', 304, 120, 'MIDI keyboard', 2], ['Akai', 'MPK Mini', 304, 70, 'MIDI controller', 2],
  ['Pearl', 'Export', 401, 450, 'drum kit', 2], ['Tama', 'Starclassic', 401, 1500, 'drum kit', 1],
  ['Ludwig', 'Classic Maple', 401, 1800, 'drum kit', 1], ['Yamaha', 'Stage Custom', 401, 550, 'drum kit', 2],
  ['Roland', 'TD-17', 402, 1000, 'electronic drum kit', 2], ['Alesis', 'Nitro Mesh', 402, 300, 'electronic drum kit', 2],
  ['Zildjian', 'K Custom', 403, 250, 'ride cymbal', 2], ['Sabian', 'AAX', 403, 200, 'crash cymbal', 1],
  ['Meinl', 'Byzance', 403, 220, 'cymbal', 1], ['Meinl', 'Headliner', 404, 90, 'cajon', 1],
  ['Neumann', 'U87', 501, 2000, 'condenser microphone', 1], ['Neumann', 'TLM 103', 501, 700, 'condenser microphone', 1],
  ['Shure', 'SM58', 501, 70, 'vocal microphone', 4], ['Shure', 'SM7B', 501, 300, 'dynamic microphone', 2],
  ['AKG', 'C414', 501, 650, 'condenser microphone', 1], ['Rode', 'NT1', 501, 150, 'condenser microphone', 2],
  ['Sennheiser', 'MD 421', 501, 250, 'dynamic microphone', 1], ['Focusrite', 'Scarlett 2i2', 502, 100, 'audio interface', 4],
  ['Universal Audio', 'Apollo Twin', 502, 700, 'audio interface', 1], ['RME', 'Babyface Pro', 502, 600, 'audio interface', 1],
  ['Genelec', '8030', 503, 800, 'studio monitors', 1], ['Yamaha', 'HS8', 503, 450, 'studio monitors', 2],
  ['KRK', 'Rokit 5', 503, 200, 'studio monitors', 2], ['Universal Audio', '1176', 504, 1500, 'compressor', 1],
  ['Neve', '1073', 504, 2500, 'preamp', 1], ['Audio-Technica', 'ATH-M50x', 505, 100, 'headphones', 2],
  ['Beyerdynamic', 'DT 770 Pro', 505, 110, 'headphones', 2], ['QSC', 'K12.2', 601, 600, 'PA speaker', 2],
  ['Yamaha', 'DXR12', 601, 550, 'PA speaker', 1], ['Allen & Heath', 'ZED-10', 602, 180, 'mixing desk', 2],
  ['Behringer', 'X32', 602, 1500, 'digital mixer', 1], ['Yamaha', 'MG10XU', 602, 150, 'mixer', 2],
  ['Mackie', 'SRM212', 603, 450, 'stage monitor', 1], ['Chauvet', 'Intimidator', 604, 300, 'moving head light', 1],
  ['Technics', 'SL-1210', 701, 900, 'turntable', 2], ['Pioneer', 'DDJ-400', 702, 200, 'DJ controller', 3],
  ['Pioneer', 'DJM-900', 703, 1400, 'DJ mixer', 1], ['Allen & Heath', 'Xone 92', 703, 1100, 'DJ mixer', 1],
  ['Stentor', 'Student II', 801, 120, 'violin outfit', 2], ['Yamaha', 'YTR-2330', 802, 350, 'trumpet', 1],
  ['Selmer', 'Mark VI', 803, 6000, 'tenor saxophone', 1], ['Yamaha', 'YAS-280', 803, 700, 'alto saxophone', 1],
  ['Hiscox', 'Pro II', 901, 100, 'guitar case', 2], ['Gator', 'GPE', 901, 80, 'pedalboard case', 1],
  ['K&M', '21090', 902, 30, 'mic stand', 1], ['Mogami', 'Gold', 903, 40, 'instrument cable', 1],
  ['Seymour Duncan', 'JB', 904, 70, 'pickup', 1], ['Hohner', 'Special 20', 10, 30, 'harmonica', 1],
];
// A handful of each, whatever the size (the rare-term queries).
// prettier-ignore
const RARE = [
  ['Moog', 'Etherwave', 301, 400, 'theremin'], ['Mellotron', 'M400', 303, 4500, 'tape keyboard'],
  ['Hohner', 'Clavinet D6', 303, 1500, 'clavinet'], ['Suzuki', 'Omnichord OM-84', 10, 500, 'omnichord'],
  ['Dubreq', 'Stylophone', 10, 30, 'stylophone'], ['Fairlight', 'CMI', 301, 9000, 'sampler'],
  ['EMS', 'VCS3', 301, 8000, 'vintage synth'], ['Ondes', 'Martenot', 10, 7000, 'electronic instrument'],
];
const RARE_EACH = 8;
const SUFFIXES = [
  '',
  '',
  '',
  ' - mint',
  ', boxed',
  ' with hard case',
  ', gigged',
  ', barely used',
  ', upgraded',
  ' - reduced',
  ', UK model',
  ' + gig bag',
  ', sunburst',
  ', black',
  ', player grade',
];
// prettier-ignore
const TOWNS = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Edinburgh', 'Bristol', 'Liverpool', 'Sheffield', 'Newcastle', 'Nottingham', 'Cardiff', 'Belfast', 'Brighton', 'Leicester', 'Coventry', 'Hull', 'Bradford', 'Stoke-on-Trent', 'Wolverhampton', 'Plymouth', 'Southampton', 'Reading', 'Derby', 'Swansea', 'Aberdeen', 'Dundee', 'York', 'Oxford', 'Cambridge', 'Norwich', 'Exeter', 'Bath', 'Cheltenham', 'Guildford', 'Milton Keynes', 'Northampton', 'Luton', 'Ipswich', 'Colchester', 'Canterbury', 'Portsmouth', 'Bournemouth', 'Swindon', 'Gloucester', 'Worcester', 'Lincoln', 'Preston', 'Blackpool', 'Lancaster', 'Carlisle', 'Durham', 'Sunderland', 'Middlesbrough', 'Huddersfield', 'Wakefield', 'Inverness', 'Stirling', 'Derry', 'Wrexham'];
// Description words, most common first (a Zipf-like draw): ~330 of a seller's words, then made-up words to a
// 2,000-word vocabulary (none of them a brand, a model or a queried word).
const WORDS = `good condition with used great sound comes case selling works perfectly little wear original box
  some marks fully working only reason sale very clean plays well set up new strings recently serviced light
  scratches back neck frets plenty life left pickups tone amazing home never gigged studio use bought from shop
  years ago upgrade need space collection from can post insured extra cost cash on collection bank transfer
  offers considered swaps no time wasters please message questions more photos available request pedals amp
  guitar bass keys drums mic cable power supply included manual also footswitch cover stand strap tuner
  knobs pots switch jack output input volume gain treble middle presence reverb tremolo channel clean overdrive
  distortion valves tubes speaker cone celestion watts head cabinet combo headroom warm bright punchy vintage
  modern classic rare limited edition colour finish gloss satin nitro poly body maple rosewood ebony fretboard
  mahogany alder ash spruce cedar top solid laminate binding inlays headstock tuners machine heads bridge saddle
  nut bone tremolo arm whammy locking floyd setup action low medium high relic checking lacquer dings chips
  buckle rash crack repair refret level crown polish electronics shielding wiring harness capacitor treble
  bleed coil split humbucker single hum noise free quiet silent tested before listing demo video happy show
  running smoke pet free household downsizing moving abroad house clear out studio closing band split
  student beginner intermediate professional touring session recording rehearsal room church school orchestra
  keys weighted hammer action sustain pedal polyphony presets patches sequencer arpeggiator filter envelope
  oscillator analogue digital midi usb audio interface latency drivers software bundle licence transfer
  firmware updated display screen buttons faders knobs sliders pads velocity aftertouch shells snare toms kick
  hardware cymbals heads skins throne sticks brushes mesh module triggers rack monitors pair stands isolation
  pads phantom power cardioid capsule diaphragm shock mount pop filter xlr balanced unbalanced channels preamps
  converters outboard compressor equaliser delay chorus flanger phaser wah fuzz looper tuner multi effects
  board patch cables velcro flight case padded bag hardshell softcase warranty receipt registered serial
  number matching genuine authentic checked stolen register price firm reduced quick sale bargain`
  .split(/\s+/)
  .filter(Boolean);
const forbidden = new Set(
  [...PRODUCTS, ...RARE]
    .flatMap(([brand, model, , , noun]) => `${brand} ${model} ${noun}`.toLowerCase().split(/[^a-z0-9]+/))
    .concat(['fendr', 'gibsn', 'stratocastr', 'telecastr', 'minilouge', 'rolnd', 'neuman', 'jazzmastr', 'marshal']),
);
{
  // Deterministic made-up words: two or three consonant-vowel syllables, sometimes a closing consonant.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const onsets = [
    'b',
    'c',
    'd',
    'f',
    'g',
    'h',
    'j',
    'k',
    'l',
    'm',
    'n',
    'p',
    'r',
    's',
    't',
    'v',
    'w',
    'z',
    'br',
    'cl',
    'dr',
    'gr',
    'pl',
    'st',
    'tr',
    'sh',
    'ch',
  ];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'oo', 'ou'];
  const codas = ['', '', '', 'n', 'r', 's', 't', 'l', 'm', 'ck', 'nd', 'st'];
  const pick = (list) => list[Math.floor(next() * list.length)];
  const seen = new Set(WORDS);
  while (WORDS.length < 2000) {
    let word = '';
    for (let s = 2 + Math.floor(next() * 2); s > 0; s--) word += pick(onsets) + pick(vowels);
    word += pick(codas);
    if (!seen.has(word) && !forbidden.has(word)) {
      seen.add(word);
      WORDS.push(word);
    }
  }
}

// The queries: 8 variants of each kind, taken in turn.
const TYPES = {
  rare: ['theremin', 'mellotron', 'clavinet', 'omnichord', 'stylophone', 'fairlight', 'vcs3', 'martenot'].map((search) => ({ search })),
  commonBrand: ['fender', 'yamaha', 'gibson', 'roland', 'boss', 'korg', 'marshall', 'ibanez'].map((search) => ({ search })),
  brandModelFilters: [
    { search: 'fender stratocaster', condition: 'good', minPrice: 300, maxPrice: 1500, sort: 'price-asc' },
    { search: 'gibson les paul', condition: 'like_new', minPrice: 800, maxPrice: 3000, sort: 'price-asc' },
    { search: 'fender telecaster', condition: 'fair', minPrice: 200, maxPrice: 900, sort: 'price-desc' },
    { search: 'korg minilogue', condition: 'good', minPrice: 100, maxPrice: 600, sort: 'price-asc' },
    { search: 'marshall jcm800', condition: 'good', minPrice: 500, maxPrice: 2000, sort: 'price-desc' },
    { search: 'shure sm58', condition: 'like_new', minPrice: 20, maxPrice: 150, sort: 'price-asc' },
    { search: 'fender precision bass', condition: 'good', minPrice: 300, maxPrice: 1200, sort: 'price-asc' },
    { search: 'vox ac30', condition: 'fair', minPrice: 300, maxPrice: 1000, sort: 'price-desc' },
  ],
  typo: ['stratocastr', 'fendr', 'gibsn', 'telecastr', 'minilouge', 'rolnd', 'neuman', 'jazzmastr'].map((search) => ({ search })),
  filtersOnly: [
    { categoryId: 1, condition: 'like_new', sort: 'price-desc' },
    { categoryId: 2, condition: 'good', sort: 'price-desc' },
    { categoryId: 3, condition: 'like_new', sort: 'price-asc' },
    { categoryId: 4, condition: 'fair', sort: 'price-desc' },
    { categoryId: 5, condition: 'new', sort: 'price-desc' },
    { categoryId: 6, condition: 'good', sort: 'newest' },
    { categoryId: 7, condition: 'like_new', sort: 'price-desc' },
    { categoryId: 1, condition: 'good', minPrice: 500, sort: 'price-asc' },
  ],
  page20: ['guitar', 'fender', 'amp', 'yamaha', 'pedal', 'microphone', 'gibson', 'synth'].map((search) => ({ search, page: 20 })),
};
const queryString = (variant) =>
  Object.entries(variant)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

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
  if (!reused) {
    let started = Date.now();
    const products = [...PRODUCTS, ...RARE.map((rare) => [...rare, 0])];
    const pick = PRODUCTS.flatMap(([, , , , , weight], index) => Array(weight).fill(index + 1));
    const step = Math.floor(LISTINGS / RARE_EACH);
    // Bulk load as a restore would: the listing indexes are built once after the rows are in.
    const { rows: indexes } = await db.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'equipment_listings' AND indexname <> 'equipment_listings_pkey'`,
    );
    for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
    await db.query(
      `INSERT INTO user_summaries (id, version, username, name, type)
       SELECT i, 1, 'seller' || i, 'Seller ' || i, 'musician' FROM generate_series(1, 20000) i`,
    );
    // Listed over 66 days in id order: older than 60 days is expired, ~6.5% of the rest sold, 0.5% hidden,
    // so ~85% are for sale. The description: the product, 8–37 words drawn Zipf-like from the vocabulary,
    // the town.
    await db.query(
      `WITH a AS (SELECT $1::text[] AS brand, $2::text[] AS model, $3::int[] AS category, $4::numeric[] AS price, $5::text[] AS noun,
                         $6::text[] AS words, $7::text[] AS suffixes)
       INSERT INTO equipment_listings (user_id, title, description, price, currency, category_id, condition, brand, model, year,
                                       location, contact_method, status, is_active, created_at, updated_at, expires_at)
       SELECT 1 + floor(s.r1 * 20000)::int,
              a.brand[s.p] || ' ' || a.model[s.p] || ' ' || a.noun[s.p] || a.suffixes[1 + floor(s.r2 * ${SUFFIXES.length})::int],
              'Selling my ' || a.brand[s.p] || ' ' || a.model[s.p] || '. '
                || array_to_string(ARRAY(SELECT a.words[1 + floor(${WORDS.length} * power(random(), 3))::int]
                                           FROM generate_series(1, 8 + (s.i::bigint * 7919) % 30)), ' ')
                || '. Collection from ' || s.town || ' or can post.',
              greatest(5, round(a.price[s.p] * (ARRAY[1.0, 0.85, 0.7, 0.55, 0.4])[s.c] * (0.7 + 0.6 * s.r3))),
              'GBP', a.category[s.p], (ARRAY['new', 'like_new', 'good', 'fair', 'poor'])[s.c],
              a.brand[s.p], a.model[s.p], CASE WHEN s.r4 < 0.6 THEN 1975 + floor(s.r4 * 83)::int END,
              s.town, 'chat', s.status, s.status = 'active', s.created, s.created, s.created + interval '60 days'
         FROM (SELECT t.*, CASE WHEN t.created < now() - interval '60 days' THEN 'expired'
                                WHEN t.r5 < 0.065 THEN 'sold' WHEN t.r5 < 0.07 THEN 'hidden' ELSE 'active' END AS status
                 FROM (SELECT i,
                              CASE WHEN i % ${step} < ${RARE.length} THEN ${PRODUCTS.length + 1} + i % ${step}
                                   ELSE ('{${pick.join(',')}}'::int[])[1 + floor(random() * ${pick.length})::int] END AS p,
                              (ARRAY[1, 2, 2, 3, 3, 3, 3, 4, 4, 5])[1 + floor(random() * 10)::int] AS c,
                              (ARRAY[${TOWNS.map((town) => `'${town}'`).join(', ')}])[1 + floor(random() * ${TOWNS.length})::int] AS town,
                              random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5,
                              now() - ((${LISTINGS} - i + random()) / ${LISTINGS}) * interval '66 days' AS created
                         FROM generate_series(1, ${LISTINGS}) i) t) s, a`,
      [products.map((p) => p[0]), products.map((p) => p[1]), products.map((p) => p[2]), products.map((p) => p[3]), products.map((p) => p[4]), WORDS, SUFFIXES],
    );
    log(`inserted ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    await db.query(`SET maintenance_work_mem = '512MB'`);
    for (const { indexdef } of indexes) await db.query(indexdef);
    await db.query('VACUUM ANALYZE');
    log(`indexed and vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
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
    await repository.list({
      search: variant.search,
      categoryId: variant.categoryId,
      condition: variant.condition,
      minPrice: variant.minPrice,
      maxPrice: variant.maxPrice,
      sort: variant.sort ?? (variant.search ? 'relevance' : 'newest'),
      offset: ((variant.page ?? 1) - 1) * 20,
      limit: 20,
    });
    return performance.now() - t0;
  };
  // The baseline: the same filter read row by row (no index answers a leading-wildcard ILIKE), each word in
  // one of the four fields; newest first (no rank) or the price sort; the page with its exact count.
  const baseline = async (variant) => {
    const params = [];
    const param = (value) => `$${params.push(value)}`;
    const where = [`status = 'active'`];
    for (const word of (variant.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      const p = param(`%${word}%`);
      where.push(`(title ILIKE ${p} OR brand ILIKE ${p} OR model ILIKE ${p} OR description ILIKE ${p})`);
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
