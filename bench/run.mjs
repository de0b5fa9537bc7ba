#!/usr/bin/env node
// `npm run bench [name...]`: runs the benches in bench/ one after another (all when none is named),
// each in its own process. A bench reports numbers and ratios; it never fails the run (docs/performance.md),
// so the exit code is non-zero only when a bench could not run at all.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.mjs') && file !== 'run.mjs')
  .map((file) => file.slice(0, -4))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
if (!fs.existsSync(path.join(here, '..', 'libs/platform/dist/index.js'))) {
  console.error('benches run the built apps: npm run build first');
  process.exit(1);
}
const failed = [];
for (const name of wanted.length ? wanted : available) {
  console.log(`\n▶ bench ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(here, `${name}.mjs`)], { stdio: 'inherit' });
  console.log(`${run.status === 0 ? '✓' : '✗'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (run.status !== 0) failed.push(name);
}
process.exit(failed.length ? 1 : 0);
