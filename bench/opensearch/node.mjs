// A single-node OpenSearch 2.19 for the benches, from Maven Central jars (no Docker, no tarball):
//   const node = await start({ heap: '2g' });  // node.url, node.pid, node.rssBytes(), node.home
//   await node.stop();                          // TERM (30 s, then KILL), and its data directory removed
// The jars of pom.xml go to .testinfra/opensearch/lib and Launcher.java compiles to .testinfra/opensearch/classes
// once: the sha256 of both files is the cache stamp (as deploy/local/infra.mjs does for Kafka). Needs Java 17+
// and Maven on PATH the first time. Each node gets a fresh home (data, logs) under .testinfra/opensearch/nodes.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, root } from '../lib/common.mjs';

const here = join(root, 'bench/opensearch');
const cache = join(root, '.testinfra/opensearch');
const lib = join(cache, 'lib');
const classes = join(cache, 'classes');
const log = (message) => console.log(`[opensearch] ${message}`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command}: ${result.error.message} (Java 17 and Maven on PATH: apt-get install openjdk-17-jdk-headless maven)`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${(result.stdout + result.stderr).trim().split('\n').slice(-25).join('\n')}`);
}

// The jars and the compiled launcher, unless the stamp says they are those of the current pom and launcher.
export function ensureBuilt() {
  const stamp = createHash('sha256')
    .update(readFileSync(join(here, 'pom.xml')))
    .update(readFileSync(join(here, 'Launcher.java')))
    .digest('hex');
  const stampFile = join(cache, '.stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp) return;
  const started = Date.now();
  log('resolving jars with Maven and compiling the launcher (first run only; cached in .testinfra/opensearch, ~/.m2)…');
  for (const dir of [lib, classes, `${lib}.tmp`]) rmSync(dir, { recursive: true, force: true });
  const dependencyPlugin = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies';
  run('mvn', ['-B', '-ntp', '-q', '-f', join(here, 'pom.xml'), dependencyPlugin, '-DincludeScope=runtime', `-DoutputDirectory=${lib}.tmp`]);
  renameSync(`${lib}.tmp`, lib);
  run('javac', ['-d', classes, '-cp', join(lib, '*'), join(here, 'Launcher.java')]);
  writeFileSync(stampFile, `${stamp}\n`);
  log(`${readdirSync(lib).length} jars and the launcher ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Starts a node on 127.0.0.1 and answers when the cluster is green.
export async function start({ heap = '2g', httpPort, keep = false } = {}) {
  ensureBuilt();
  const port = httpPort ?? (await freePort());
  const home = join(cache, 'nodes', `${Date.now().toString(36)}-${process.pid}`);
  mkdirSync(join(home, 'logs'), { recursive: true });
  const out = openSync(join(home, 'logs', 'stdout.log'), 'a');
  // The distribution's jvm.options, less what only matters to a long-lived production node (GC logs, heap dumps).
  // AlwaysPreTouch, as there: the whole heap is resident from the start, so RSS is what a real node holds.
  const jvm = [
    `-Xms${heap}`,
    `-Xmx${heap}`,
    '-XX:+UseG1GC',
    '-XX:G1ReservePercent=25',
    '-XX:InitiatingHeapOccupancyPercent=30',
    '-XX:+AlwaysPreTouch',
    '-Xss1m',
    '-Djava.awt.headless=true',
    '-Dfile.encoding=UTF-8',
    '-Djna.nosys=true',
    '-Dio.netty.noUnsafe=true',
    '-Dio.netty.noKeySetOptimization=true',
    '-Dio.netty.recycler.maxCapacityPerThread=0',
    '-Dlog4j.shutdownHookEnabled=false',
    '-Dlog4j2.disable.jmx=true',
    '-Djava.locale.providers=SPI,COMPAT',
    `-Djava.io.tmpdir=${join(home, 'tmp')}`,
  ];
  mkdirSync(join(home, 'tmp'));
  const args = [...jvm, '-cp', `${join(lib, '*')}:${classes}`, 'Launcher', home, String(port), String(await freePort())];
  const child = spawn('java', args, { stdio: ['ignore', out, out] });
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? code));
  // This process going away takes the node with it.
  const orphan = () => child.kill('SIGKILL');
  process.on('exit', orphan);

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`OpenSearch exited (${exited}) before it was ready:\n${tail(home)}`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`OpenSearch not green after 120 s:\n${tail(home)}`);
    }
    try {
      const res = await fetch(`${url}/_cluster/health?wait_for_status=green&timeout=1s`);
      if (res.ok && (await res.json()).status === 'green') break;
    } catch {
      await sleep(250);
    }
  }
  log(`2.19 on ${url} (heap ${heap}, pid ${child.pid}) green in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return {
    url,
    pid: child.pid,
    home,
    heap,
    // Resident memory of the JVM now (heap, Lucene's memory-mapped files as far as touched, metaspace, threads).
    rssBytes: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) * 1024,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        for (let waited = 0; exited === null && waited < 30_000; waited += 100) await sleep(100);
        if (exited === null) child.kill('SIGKILL');
        while (exited === null) await sleep(100);
      }
      process.off('exit', orphan);
      if (!keep) rmSync(home, { recursive: true, force: true });
    },
  };
}

function tail(home) {
  try {
    return readFileSync(join(home, 'logs', 'stdout.log'), 'utf8')
      .trim()
      .split('\n')
      .slice(-30)
      .join('\n');
  } catch {
    return '(no log)';
  }
}
