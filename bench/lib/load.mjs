#!/usr/bin/env node
// Load from a second process (bench/README.md): autocannon against one URL, each request carrying
// the next of a list of bearer tokens (and, optionally, its own path). Prints a JSON summary.
// Usage: node bench/lib/load.mjs <file.json: {url, targets:[{token, path}], connections, duration, warmup}>
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, targets, connections = 50, duration = 10, warmup = 2 } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let next = 0;
const request = {
  setupRequest(req) {
    const target = targets[next++ % targets.length];
    return { ...req, path: target.path, headers: { ...req.headers, authorization: `Bearer ${target.token}` } };
  },
};
const run = (seconds) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, requests: [request] }, (error, result) => (error ? reject(error) : resolve(result))),
  );
if (warmup > 0) await run(warmup);
const result = await run(duration);
console.log(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  }),
);
