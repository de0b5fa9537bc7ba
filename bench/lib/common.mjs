// What every bench needs: a free port, percentiles, and a results file that never overwrites an earlier
// one of the same day (<date>-<bench>.json, then -2, -3 …).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

// The nearest-rank percentile (p from 0 to 1) of unsorted values.
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};

export const ms = (value) => +value.toFixed(2);

// Writes bench/results/<YYYY-MM-DD>-<name>.json (or the first free -N) and answers its path from the root.
export function saveResults(name, results, date = new Date().toISOString()) {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const base = join(root, `bench/results/${date.slice(0, 10)}-${name}`);
  let file = `${base}.json`;
  for (let n = 2; existsSync(file); n++) file = `${base}-${n}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file.slice(root.length + 1);
}
