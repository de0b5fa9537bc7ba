#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, build, the web bundle budget, integration against real Postgres/Kafka/Redis/S3
// (started by deploy/local when not given in env), then the browser lane against `npm start`.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', KAFKAJS_NO_PARTITIONER_WARNING: '1' };
const jest = [node, '--experimental-vm-modules', join(root, 'node_modules/jest/bin/jest.js')];
const nx = join(root, 'node_modules/.bin/nx');

// A lane is one command, or several run in turn (the lane fails at the first that fails).
const steps = [
  [
    'typecheck',
    [
      [nx, 'run-many', '-t', 'typecheck', '--output-style=static'],
      // deploy/test: the checks of the image, compose file and chart (not an Nx project).
      [join(root, 'node_modules/.bin/tsc'), '-p', join(root, 'deploy/tsconfig.json')],
    ],
  ],
  ['lint', [join(root, 'node_modules/.bin/eslint'), '--max-warnings=0', '.']],
  ['format', [join(root, 'node_modules/.bin/prettier'), '--check', '--log-level=warn', '.']],
  ['unit', [...jest, '--selectProjects', 'unit']],
  ['build', [nx, 'run-many', '-t', 'build', '--output-style=static']],
  // The web app's first-route size budgets, on the build just made (no server: reads the Vite manifest).
  ['budget', [node, join(root, 'apps/web/scripts/bundle-budget.mjs')]],
  ['integration', [node, join(root, 'scripts/with-infra.mjs'), ...jest, '--selectProjects', 'integration', '--runInBand']],
  ['chaos', [node, join(root, 'scripts/with-infra.mjs'), ...jest, '--selectProjects', 'chaos', '--runInBand']],
  ['e2e', [node, join(root, 'e2e/run.mjs')]],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, lane] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  const commands = Array.isArray(lane[0]) ? lane : [lane];
  const ok = commands.every(([command, ...args]) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status === 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, seconds });
  console.log(`${ok ? '\x1b[32m✓' : '\x1b[31m✗'} ${name}\x1b[0m (${seconds} s)`);
  // Later lanes need a clean build and typecheck; stop early rather than pile up noise.
  if (!ok && (name === 'typecheck' || name === 'build')) break;
}
console.log('\nsummary:');
for (const result of results) console.log(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(12)} ${result.seconds} s`);
const failed = results.filter((result) => !result.ok).length;
console.log(`lanes: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
