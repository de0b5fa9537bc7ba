// The marketplace benches' data (bench/marketplace-search.mjs, bench/marketplace-opensearch.mjs): UK music gear
// listings seeded in SQL, and the six kinds of query with their 8 variants each (48 in all).

// The gear: brand, model, category (categories.seed.ts), a typical price in pounds, what it is, and how often
// it is listed (Fender about a tenth of all listings, as the issue has it; Yamaha a little under).
// prettier-ignore
export const PRODUCTS = [
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
export const RARE = [
  ['Moog', 'Etherwave', 301, 400, 'theremin'], ['Mellotron', 'M400', 303, 4500, 'tape keyboard'],
  ['Hohner', 'Clavinet D6', 303, 1500, 'clavinet'], ['Suzuki', 'Omnichord OM-84', 10, 500, 'omnichord'],
  ['Dubreq', 'Stylophone', 10, 30, 'stylophone'], ['Fairlight', 'CMI', 301, 9000, 'sampler'],
  ['EMS', 'VCS3', 301, 8000, 'vintage synth'], ['Ondes', 'Martenot', 10, 7000, 'electronic instrument'],
];
export const RARE_EACH = 8;
export const SUFFIXES = [
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
export const TOWNS = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Edinburgh', 'Bristol', 'Liverpool', 'Sheffield', 'Newcastle', 'Nottingham', 'Cardiff', 'Belfast', 'Brighton', 'Leicester', 'Coventry', 'Hull', 'Bradford', 'Stoke-on-Trent', 'Wolverhampton', 'Plymouth', 'Southampton', 'Reading', 'Derby', 'Swansea', 'Aberdeen', 'Dundee', 'York', 'Oxford', 'Cambridge', 'Norwich', 'Exeter', 'Bath', 'Cheltenham', 'Guildford', 'Milton Keynes', 'Northampton', 'Luton', 'Ipswich', 'Colchester', 'Canterbury', 'Portsmouth', 'Bournemouth', 'Swindon', 'Gloucester', 'Worcester', 'Lincoln', 'Preston', 'Blackpool', 'Lancaster', 'Carlisle', 'Durham', 'Sunderland', 'Middlesbrough', 'Huddersfield', 'Wakefield', 'Inverness', 'Stirling', 'Derry', 'Wrexham'];
// Description words, most common first (a Zipf-like draw): ~330 of a seller's words, then made-up words to a
// 2,000-word vocabulary (none of them a brand, a model or a queried word).
export const WORDS = `good condition with used great sound comes case selling works perfectly little wear original box
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
export const TYPES = {
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
export const queryString = (variant) =>
  Object.entries(variant)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

// The repository's filters for a variant (ListingsRepository.list), as the service passes them.
export const listFilters = (variant) => ({
  search: variant.search,
  categoryId: variant.categoryId,
  condition: variant.condition,
  minPrice: variant.minPrice,
  maxPrice: variant.maxPrice,
  sort: variant.sort ?? (variant.search ? 'relevance' : 'newest'),
  offset: ((variant.page ?? 1) - 1) * 20,
  limit: 20,
});

// Seeds LISTINGS listings (and 20,000 sellers) into the marketplace database `db` (a pg Client) that the
// service's migrations made; `log` says how long it took.
export async function seedListings(db, LISTINGS, log) {
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
