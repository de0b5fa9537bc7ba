#!/usr/bin/env node
// Usage: node scripts/with-infra.mjs <command> [args...]
// Starts the local test infrastructure (deploy/local/infra.mjs up), runs the command with the infra env
// (DATABASE_URL, KAFKA_BROKERS, REDIS_URL, S3_*) merged into process.env and stdio inherited, then always
// tears the infra down (also on SIGINT/SIGTERM/SIGHUP) and exits with the command's exit code.
// If another with-infra run owns .testinfra, this run uses its own state dir .testinfra/runs/<pid>.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { AbortError, DEFAULT_STATE_DIR, InUseError, PrereqError, ROOT, down, hideKafkajsTimeoutWarning, requestAbort, up } from '../deploy/local/infra.mjs';

const argv = process.argv.slice(2);
if (!argv.length) {
  console.error('usage: node scripts/with-infra.mjs <command> [args...]');
  process.exit(2);
}
hideKafkajsTimeoutWarning();

const signalCode = (sig) => 128 + (os.constants.signals[sig] || 1);
let child = null;
let signalled = null;
let killTimer = null;

function onSignal(sig) {
  if (!child) {
    signalled ??= sig;
    requestAbort(); // up() stops waiting; we tear down below
    return;
  }
  if (signalled) {
    child.kill('SIGKILL'); // second signal: no more patience
    return;
  }
  signalled = sig;
  // A terminal's Ctrl-C already reached the child (same process group); forward anyway for `kill -INT <pid>`,
  // a little later so tools that treat a double SIGINT as "force" get a chance to clean up first.
  setTimeout(() => child?.exitCode === null && child.kill(sig), sig === 'SIGINT' ? 1000 : 0).unref();
  killTimer = setTimeout(() => child?.kill('SIGKILL'), 20_000);
  killTimer.unref();
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, onSignal);

let stateDir = DEFAULT_STATE_DIR;
let env;
try {
  try {
    env = await up({ stateDir, owner: process.pid });
  } catch (error) {
    if (!(error instanceof InUseError)) throw error;
    stateDir = path.join(ROOT, '.testinfra', 'runs', String(process.pid));
    console.log(`[infra] ${error.message}; this run uses ${path.relative(ROOT, stateDir)}`);
    env = await up({ stateDir, owner: process.pid });
  }
} catch (error) {
  const expected = error instanceof PrereqError || error instanceof AbortError;
  console.error(`[infra] ${expected ? error.message : error.stack || error}`);
  await down({ stateDir, owner: process.pid }).catch(() => {});
  process.exit(signalled ? signalCode(signalled) : 1);
}
if (signalled) {
  await down({ stateDir, owner: process.pid });
  process.exit(signalCode(signalled));
}

const code = await new Promise((resolve) => {
  const [cmd, ...args] = argv;
  child = spawn(cmd, args, {
    stdio: 'inherit',
    // TESTINFRA_DIR: so `infra.mjs kill|start <name>` run by the command (fault-injection tests) act on this run's servers.
    env: { ...process.env, ...env, TESTINFRA_DIR: stateDir },
    shell: argv.length === 1 && /\s/.test(cmd), // a single quoted string is a shell command line
  });
  child.on('error', (error) => {
    console.error(`[infra] cannot run ${cmd}: ${error.message}`);
    resolve(127);
  });
  child.on('exit', (exitCode, sig) => resolve(exitCode ?? signalCode(sig)));
});
clearTimeout(killTimer);
await down({ stateDir, owner: process.pid }).catch((error) => console.error(`[infra] down failed: ${error.stack || error}`));
process.exit(code);
