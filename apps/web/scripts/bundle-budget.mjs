// Reports gzip sizes of the built web app per first route and checks PERFORMANCE.md §7 budgets:
// first-route JS ≤ 170 KiB gz, all JS ≤ 350 KiB gz, CSS ≤ 50 KiB gz.
// Usage: node apps/web/scripts/bundle-budget.mjs [distDir]   (after `npm run -w @stave/web build`)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const assets = join(dist, 'assets');
const KiB = 1024;
const BUDGET = { firstRouteJs: 170 * KiB, allJs: 350 * KiB, css: 50 * KiB };

const files = readdirSync(assets);
const gz = (file) => gzipSync(readFileSync(join(assets, file))).length;
const staticImports = (file) => [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);

function closure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html');
const chunk = (prefix) => {
  const found = files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!found) throw new Error(`No chunk named ${prefix}-*.js`);
  return found;
};

// The chunks each first screen needs before it can paint (entry + lazily loaded page + statics).
const routes = {
  'signed out: / (simple login)': [entry, chunk('SimpleLoginPage')],
  'signed out: /auth (landing + sign-in)': [entry, chunk('LandingPage')],
  'signed in: / (dashboard)': [entry, chunk('AppLayout'), chunk('DashboardPage')],
};

const fmt = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
let failed = false;
for (const [name, roots] of Object.entries(routes)) {
  const total = [...closure(roots)].reduce((sum, f) => sum + gz(f), 0);
  const ok = total <= BUDGET.firstRouteJs;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} first-route JS ${name}: ${fmt(total)} gz (budget ${fmt(BUDGET.firstRouteJs)})`);
}
const allJs = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0);
for (const [label, size, budget] of [
  ['all JS', allJs, BUDGET.allJs],
  ['CSS', css, BUDGET.css],
]) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${fmt(size)} gz (budget ${fmt(budget)})`);
}
process.exitCode = failed ? 1 : 0;
