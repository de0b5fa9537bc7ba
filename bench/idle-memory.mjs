#!/usr/bin/env node
// Idle memory and start-up time of `npm start` (docs/performance.md#memory, first part: idle, no load yet).
// Launches scripts/start.mjs with STAVE_SKIP_BUILD=true, a throwaway STAVE_DATA_DIR and a free PORT,
// times launch → first /health 200, waits IDLE_SECONDS (30) and sums VmRSS (and PSS, which does
// not count pages shared between processes twice) over the whole process tree: the Node process
// with its seven Nest apps, and embedded Postgres with its backends. A bare Nest+Fastify app idles
// alongside (started once Stave answers) as the baseline of the same run. Prints a table and writes bench/results/<date>-idle-memory.json.
//
// Usage: npm run build && ./node_modules/.bin/node bench/idle-memory.mjs [--runs N] [--idle S] [--no-save]
// Needs Linux (/proc). Never part of npm test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option('runs', 1);
const IDLE_SECONDS = option('idle', 30);
const SAVE = !args.includes('--no-save');
const HEALTH_TIMEOUT_MS = 120_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (kib) => Math.round(kib / 102.4) / 10;

if (!fs.existsSync('/proc/self/status')) {
  console.error('idle-memory needs /proc (Linux)');
  process.exit(1);
}
for (const dist of ['libs/platform/dist/index.js', 'apps/gateway/dist/start-gateway.js', 'apps/identity/dist/app.module.js']) {
  if (!fs.existsSync(path.join(root, dist))) {
    console.error(`${dist} is missing: run \`npm run build\` first (this bench starts with STAVE_SKIP_BUILD=true)`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function status(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { name: /^Name:\s+(.*)$/m.exec(text)?.[1] ?? '?', rssKiB: field('VmRSS') };
  } catch {
    return null;
  }
}
function pssKiB(pid) {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}
/** The process and all its descendants, with name, VmRSS and PSS in KiB. */
function tree(rootPid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const out = [];
  const walk = (pid) => {
    const info = status(pid);
    if (info) out.push({ pid, ...info, pssKiB: pssKiB(pid) });
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return out;
}
const sum = (list, key) => list.reduce((total, entry) => total + entry[key], 0);

async function until(deadline, probe) {
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}
const healthy = async (url) => (await fetch(url, { signal: globalThis.AbortSignal.timeout(2000) })).status === 200;

function launch(command, commandArgs, env, logFile) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, exited };
}
async function stop({ child, exited }, signal = 'SIGINT') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  let timer;
  const result = await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 30_000, 'timeout')))]);
  clearTimeout(timer);
  if (result === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

// A bare Nest + Fastify app with one route: what one Nest app costs before any of Stave's code.
const BARE_APP = `
require('reflect-metadata');
const { Controller, Get, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');
class Hello { hello() { return { status: 'ok' }; } }
Get('health')(Hello.prototype, 'hello', Object.getOwnPropertyDescriptor(Hello.prototype, 'hello'));
Controller()(Hello);
class App {}
Module({ controllers: [Hello] })(App);
NestFactory.create(App, new FastifyAdapter(), { logger: false }).then((app) => app.listen(Number(process.env.PORT), '127.0.0.1'));
`;

async function measureOnce(run) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stave-idle-'));
  fs.chmodSync(dataDir, 0o777); // embedded Postgres runs as the postgres user when we are root
  const [port, barePort] = [await freePort(), await freePort()];
  const logFile = path.join(dataDir, 'start.log');
  const started = Date.now();
  const stave = launch(
    process.execPath,
    [path.join(root, 'scripts/start.mjs')],
    {
      STAVE_SKIP_BUILD: 'true',
      STAVE_DATA_DIR: path.join(dataDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    logFile,
  );
  let bare;
  try {
    const up = await until(started + HEALTH_TIMEOUT_MS, () => healthy(`http://127.0.0.1:${port}/health`));
    const firstHealthMs = Date.now() - started;
    if (!up) throw new Error(`no /health 200 within ${HEALTH_TIMEOUT_MS / 1000} s; log ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    // Started only now so it does not compete with Stave's boot for the CPU.
    bare = launch(process.execPath, ['-e', BARE_APP], { PORT: String(barePort) }, path.join(dataDir, 'bare.log'));
    if (!(await until(Date.now() + 30_000, () => healthy(`http://127.0.0.1:${barePort}/health`)))) {
      throw new Error(`the bare Nest app did not answer:\n${fs.readFileSync(path.join(dataDir, 'bare.log'), 'utf8').slice(-2000)}`);
    }
    console.log(`run ${run}: /health 200 after ${(firstHealthMs / 1000).toFixed(1)} s; idle ${IDLE_SECONDS} s...`);
    await sleep(IDLE_SECONDS * 1000);
    const processes = tree(stave.child.pid);
    const node = processes.filter((entry) => !entry.name.startsWith('postgres'));
    const postgres = processes.filter((entry) => entry.name.startsWith('postgres'));
    const bareTree = tree(bare.child.pid);
    return {
      firstHealthMs,
      processes: processes.length,
      totalRssKiB: sum(processes, 'rssKiB'),
      totalPssKiB: sum(processes, 'pssKiB'),
      nodeRssKiB: sum(node, 'rssKiB'),
      postgresRssKiB: sum(postgres, 'rssKiB'),
      postgresPssKiB: sum(postgres, 'pssKiB'),
      postgresProcesses: postgres.length,
      bareNestRssKiB: sum(bareTree, 'rssKiB'),
    };
  } finally {
    const stopping = Date.now();
    await Promise.all([stop(stave), bare && stop(bare)]);
    console.log(`run ${run}: stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let run = 1; run <= RUNS; run++) results.push(await measureOnce(run));
const median = (key) => {
  const values = results.map((result) => result[key]).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
const span = (key) => `${Math.min(...results.map((r) => r[key]))}–${Math.max(...results.map((r) => r[key]))}`;
const m = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(key)]));
const APPS = 7; // six services and the gateway, each its own Nest app in the one Node process
console.table({
  'launch → first /health 200 (s)': { median: (m.firstHealthMs / 1000).toFixed(1), range: RUNS > 1 ? span('firstHealthMs') + ' ms' : '' },
  'whole tree VmRSS (MiB)': { median: mib(m.totalRssKiB), range: `${m.processes} processes` },
  'whole tree PSS (MiB)': { median: mib(m.totalPssKiB), range: 'shared pages counted once' },
  'node process VmRSS (MiB)': { median: mib(m.nodeRssKiB), range: `${APPS} Nest apps` },
  'embedded postgres VmRSS (MiB)': { median: mib(m.postgresRssKiB), range: `${m.postgresProcesses} processes, PSS ${mib(m.postgresPssKiB)}` },
  'bare Nest+Fastify app VmRSS (MiB)': { median: mib(m.bareNestRssKiB), range: 'baseline, same run' },
});
const perApp = m.nodeRssKiB / APPS / m.bareNestRssKiB;
console.log(
  `node RSS per Nest app: ${mib(m.nodeRssKiB / APPS)} MiB = ${perApp.toFixed(2)}x the bare app (B8 target ≤ 2x per service: ${perApp <= 2 ? 'ok' : 'MISS'})`,
);

if (SAVE) {
  const cpu = /^model name\s*:\s*(.*)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? '?';
  const file = path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-idle-memory.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const record = {
    bench: 'idle-memory',
    at: new Date().toISOString(),
    node: process.version,
    nproc: os.availableParallelism(),
    cpu,
    idleSeconds: IDLE_SECONDS,
    runs: results,
    median: m,
  };
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
  console.log(`saved ${path.relative(root, file)}`);
}
