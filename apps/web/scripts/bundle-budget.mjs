// The web app's size budgets (docs/web.md, Bundle budget), checked on the build: exits 1 when a main route is over.
// For each main route it adds up the JavaScript the browser loads before that route's first paint, following the Vite
// manifest (dist/.vite/manifest.json) the way the browser does:
//   - the entry (index.html's script) and everything it imports statically;
//   - the lazily loaded modules the route renders through Suspense (the signed-in frame, the page), with their
//     static imports (Vite preloads those together with the chunk);
//   - the shared-schema areas (`@stave/contracts/<area>`) its first reads are parsed with (loaded with the request,
//     so on the path to the route's content).
// Sizes are gzip (level 9) and brotli (quality 11), as the build's precompressed copies the gateway serves; the budgets
// are on brotli, what a browser is sent (gzip is printed for clients without it).
// Budgets: first-route JS ≤ 170 KiB on every main route, at most 50 files before first paint (no storm of tiny
// chunks), CSS ≤ 50 KiB.
// Usage: node apps/web/scripts/bundle-budget.mjs [distDir]   (after the web build)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KiB = 1024;
export const BUDGET = { firstRouteJs: 170 * KiB, firstRouteFiles: 50, css: 50 * KiB };

const FRAME = 'src/app/shell/AppLayout.tsx';
const page = (path) => `src/features/${path}.tsx`;
const schemas = (area) => `../../libs/contracts/src/${area}/index.ts`;

// What each main route waits for before it shows its content, as manifest keys: the lazily loaded modules it
// renders through Suspense (the signed-in frame, the page) and the schema areas (`@stave/contracts/<area>`) its
// first reads are parsed with.
export const MAIN_ROUTES = {
  '/login': [page('landing/routes/LandingPage')],
  '/register': [page('auth/routes/SimpleRegisterPage')],
  '/dashboard': [FRAME, page('dashboard/routes/DashboardPage'), schemas('social')],
  '/network': [FRAME, page('network/routes/NetworkPage'), schemas('social'), schemas('identity')],
  '/marketplace': [FRAME, page('marketplace/routes/MarketplacePage'), schemas('marketplace')],
  '/jobs': [FRAME, page('jobs/routes/JobsPage'), schemas('jobs')],
  '/messages': [FRAME, page('messages/routes/MessagesPage'), schemas('messaging')],
  '/profile': [FRAME, page('profile/routes/ProfilePage'), schemas('identity')],
};

export function readManifest(dist) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first (build.manifest in vite.config.ts)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

// The JS files (and CSS) a main route loads before its first paint.
export function firstRouteFiles(manifest, routeKeys) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const closure = (roots, into = new Set()) => {
    const stack = [...roots];
    while (stack.length) {
      const key = stack.pop();
      if (!manifest[key]) throw new Error(`the manifest has no ${key}: was it renamed or moved? (scripts/bundle-budget.mjs)`);
      if (into.has(key)) continue;
      into.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return into;
  };
  const keys = closure([entryKey, ...routeKeys]);
  const js = new Set([...keys].map((key) => manifest[key].file));
  const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  return { js: [...js], css: [...css] };
}

const sizes = new Map();
export function compressedSize(dist, file) {
  if (!sizes.has(file)) {
    const data = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).length,
    });
  }
  return sizes.get(file);
}

const sum = (dist, files) =>
  files.reduce(
    (total, file) => {
      const size = compressedSize(dist, file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

function main() {
  const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
  const manifest = readManifest(dist);
  let failed = false;
  const check = (ok, line) => {
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  };
  const allCss = new Set();
  for (const [route, keys] of Object.entries(MAIN_ROUTES)) {
    const { js, css } = firstRouteFiles(manifest, keys);
    css.forEach((file) => allCss.add(file));
    const total = sum(dist, js);
    check(
      total.brotli <= BUDGET.firstRouteJs && js.length <= BUDGET.firstRouteFiles,
      `first-route JS ${route.padEnd(12)} ${kib(total.brotli)} brotli, ${kib(total.gzip)} gzip (${kib(total.raw)} raw) in ${js.length} files ` +
        `(budget ${kib(BUDGET.firstRouteJs)}, ${BUDGET.firstRouteFiles} files)`,
    );
  }
  const css = sum(dist, [...allCss]);
  check(css.brotli <= BUDGET.css, `CSS ${kib(css.brotli)} brotli, ${kib(css.gzip)} gzip (budget ${kib(BUDGET.css)})`);
  // For the record: the whole app, every route's chunks; no page loads all of it.
  const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  const all = sum(dist, [...new Set(chunks.map((chunk) => chunk.file))]);
  const small = chunks.filter((chunk) => compressedSize(dist, chunk.file).raw < 2 * KiB).length;
  console.log(`info all JS of the app: ${kib(all.gzip)} gzip in ${chunks.length} chunks (${small} under 2 KiB)`);
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === new URL(process.argv[1], 'file:').href) main();
