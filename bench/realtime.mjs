#!/usr/bin/env node
// B7 (docs/performance.md#realtime-message): realtime messages. The built messaging service and the gateway, each in its own child
// process (so neither the load generator's memory nor its CPU is counted as theirs), on the machine's Postgres
// and Redis. This process is the load: it holds 1,000 idle /ws sockets opened through the gateway with
// tickets, and 50 active pairs whose senders POST /api/messages through the gateway at 200 msg/s in total.
// Measures, in one run:
//   POST → the recipient's `message.created` frame, p50/p99 (targets p50 ≤ 5 ms, p99 ≤ 30 ms), lost frames;
//   messaging's RSS per idle socket (≤ 50 KiB; the gateway's and raw ws's beside it);
//   the baseline: a raw `ws` server with its own ioredis subscriber (a third child), fed by PUBLISH from here
//   over a second connection, the same rate, count and frame size (target: SUT p50 ≤ 2× its p50); and the same raw
//   ws server reached through a second gateway's websocket proxy (the issue's "~0.55 ms through a gateway");
//   a durable floor: the same raw ws server behind a gateway storing each message (one INSERT, committed) before it
//   publishes it and acknowledging the sender — the least a chat that keeps its messages does — so CPU per message can
//   be read against a durable path as well as against the bare hop;
//   and what the spec's 3 s polling of the thread would give on the same measure.
// Runs are interleaved baseline, proxied baseline, durable floor, SUT, socket lane ×3 (10 s each); medians of 3 with min/max. A round during which other work on
// the box (another session's e2e run, a build) kept more than 0.3 cores busy is marked and run again (≤ 3 extra).
// Also: the same path one message at a time (unloaded), CPU per message of every process on the path, and
// Postgres's own counters per message. ~2–3 min.
// Usage: npm run build && node bench/realtime.mjs [--no-save]   (DATABASE_URL / REDIS_URL override the machine's;
// BENCH_TRACE_GC=1 prints every server process's garbage collections)
import { fork } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { freePort, saveResults } from './lib/common.mjs';

const self = fileURLToPath(import.meta.url);
const root = resolve(dirname(self), '..');
const require = createRequire(import.meta.url);
const WebSocket = require(join(root, 'node_modules/ws'));
const Redis = require(join(root, 'node_modules/ioredis'));

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// BENCH_IDLE, BENCH_RATE, BENCH_SECONDS, BENCH_RUNS, BENCH_EXTRA_ROUNDS override the plan's figures (for trying things out).
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE ?? 1000);
const PAIRS = 50;
const RATE = Number(process.env.BENCH_RATE ?? 200); // messages per second, all pairs together
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_SECONDS = 2;
const UNLOADED_MESSAGES = 150;
const OTHER_CORES_LIMIT = 0.3;
const EXTRA_ROUNDS = Number(process.env.BENCH_EXTRA_ROUNDS ?? 3);
const GRACE_MS = 5000; // after the last send, how long a frame may still arrive before it counts as lost
const POLL_INTERVAL_MS = 3000; // the spec's thread polling

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] : NaN);
const ms = (value) => +value.toFixed(2);

// ── Children: each answers {type:'memory'} (after GC) and {type:'close'} over IPC ─────────────────────────
if (process.argv[2] === '--child') {
  const [role, configJson] = process.argv.slice(3);
  const config = JSON.parse(configJson);
  let close = async () => undefined;
  let extra = () => ({});
  // How long this process's event loop was held up (GC, a long task): a stall here is a stall of every frame.
  // Sampled every 10 ms: at 1 ms the monitor's own timer cost ~29 ms of CPU a second in every process (0.15 ms a
  // message at 200/s), which was most of what the raw ws server and its gateway were charged for.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  if (role === 'messaging') {
    const { startService } = require(join(root, 'libs/platform/dist/index.js'));
    const { messagingService } = require(join(root, 'apps/messaging/dist/app.module.js'));
    const { RealtimeServer } = require(join(root, 'apps/messaging/dist/realtime/realtime.server.js'));
    const service = await startService(messagingService, config, { processMetrics: false });
    const realtime = service.app.get(RealtimeServer, { strict: false });
    close = () => service.close();
    extra = () => ({ url: service.url, sockets: realtime.connections });
  } else if (role === 'gateway') {
    const { startGateway } = require(join(root, 'apps/gateway/dist/start-gateway.js'));
    const gateway = await startGateway(config);
    close = () => gateway.close();
    extra = () => ({ url: gateway.url });
  } else if (role === 'baseline') {
    // The floor under messaging's path: one subscriber connection, a channel per member subscribed while
    // the member holds a socket here (as messaging's SocketHub does), each message forwarded as it came.
    const subscriber = new Redis(config.redisUrl, { lazyConnect: false });
    // The floor with a durable write (sockets with `lane=durable`): a sender's frame is stored (one prepared INSERT into
    // a table with a thread index, committed on its own) before it is published, and the sender is acknowledged: the
    // least a chat that keeps its messages must do. No checks, no counts, no events.
    const { Client } = require(join(root, 'node_modules/pg'));
    const pg = new Client({ connectionString: config.databaseUrl });
    await pg.connect();
    await pg.query(`CREATE TABLE IF NOT EXISTS floor_messages (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, conversation_id integer NOT NULL,
      sender_id integer NOT NULL, content text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    await pg.query(`CREATE INDEX IF NOT EXISTS floor_messages_thread_idx ON floor_messages (conversation_id, created_at, id)`);
    const publisher = new Redis(config.redisUrl);
    const store = async (socket, memberId, data) => {
      const { to, conversationId, clientId, content } = JSON.parse(String(data));
      const { rows } = await pg.query({
        name: 'floor_insert',
        text: 'INSERT INTO floor_messages (conversation_id, sender_id, content) VALUES ($1, $2, $3) RETURNING id, created_at',
        values: [conversationId, memberId, content],
      });
      const message = { id: Number(rows[0].id), conversationId, sender_id: memberId, content, created_at: rows[0].created_at.toISOString(), isRead: false };
      await publisher.publish(`${config.prefix}durable:${to}`, JSON.stringify({ type: 'message.created', data: message }));
      socket.send(JSON.stringify({ type: 'message.ack', data: { clientId, message } }));
    };
    const members = new Map(); // channel → { sockets, subscribed }
    subscriber.on('message', (channel, raw) => {
      for (const socket of members.get(channel)?.sockets ?? []) if (socket.readyState === WebSocket.OPEN) socket.send(raw);
    });
    const server = createHttpServer((_request, response) => response.writeHead(404).end());
    const wss = new WebSocket.WebSocketServer({ server, perMessageDeflate: false });
    wss.on('connection', async (socket, request) => {
      const params = new URL(request.url, 'http://localhost').searchParams;
      const memberId = Number(params.get('member'));
      // Sockets that came through the second gateway have channels of their own, so each lane times only its frames.
      const lane = params.get('lane');
      const channel = `${config.prefix}${lane === 'proxied' || lane === 'durable' ? `${lane}:` : ''}${memberId}`;
      if (lane === 'durable') socket.on('message', (data) => void store(socket, memberId, data).catch((error) => console.error('[realtime] floor', error)));
      let entry = members.get(channel);
      if (!entry) members.set(channel, (entry = { sockets: new Set(), subscribed: subscriber.subscribe(channel) }));
      entry.sockets.add(socket);
      socket.on('close', () => entry.sockets.delete(socket));
      await entry.subscribed;
      socket.send(JSON.stringify({ type: 'ready', data: { memberId } }));
    });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    close = async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise((done) => server.close(done));
      subscriber.disconnect();
      publisher.disconnect();
      await pg.end();
    };
    extra = () => ({ url: `http://127.0.0.1:${server.address().port}`, sockets: wss.clients.size });
  }
  process.on('message', async (message) => {
    if (message.type === 'memory') {
      for (let i = 0; i < 3; i++) {
        globalThis.gc?.();
        await sleep(100);
      }
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      const heapCommitted = v8.getHeapStatistics().total_heap_size;
      process.send({ id: message.id, rss, heapUsed, heapCommitted, external, arrayBuffers, ...extra() });
    } else if (message.type === 'cpu') {
      process.send({ id: message.id, ...process.cpuUsage(), loopP99Ms: loopDelay.percentile(99) / 1e6, loopMaxMs: loopDelay.max / 1e6 });
      loopDelay.reset();
    } else if (message.type === 'close') {
      await close().catch(() => undefined);
      process.exit(0);
    }
  });
  process.send({ type: 'ready', ...extra() });
} else {
  await main();
}

async function main() {
  const log = (message) => console.log(`[realtime] ${message}`);
  const { TestIssuer } = require(join(root, 'libs/platform/dist/testing/index.js'));
  const { Client } = require(join(root, 'node_modules/pg'));
  const { Pool } = require(join(root, 'node_modules/undici'));
  for (const dist of ['apps/messaging/dist/realtime/realtime.server.js', 'apps/gateway/dist/start-gateway.js']) {
    if (!existsSync(join(root, dist))) throw new Error(`${dist} is missing: build first (npx nx run-many -t build -p @stave/messaging @stave/gateway)`);
  }

  const stamp = Date.now().toString(36);
  const database = `stave_bench_realtime_${stamp}`;
  const results = {
    bench: 'realtime',
    // BENCH_LABEL: what was measured, when runs of different builds are compared (an A/B of two commits).
    ...(process.env.BENCH_LABEL ? { label: process.env.BENCH_LABEL } : {}),
    at: new Date().toISOString(),
    node: process.version,
    nproc: cpus().length,
    cpu: cpus()[0]?.model,
    loadavgBefore: loadavg().map((x) => +x.toFixed(2)),
    config: {
      idleSockets: IDLE_SOCKETS,
      pairs: PAIRS,
      ratePerSecond: RATE,
      runSeconds: RUN_SECONDS,
      runs: RUNS,
      warmupSeconds: WARMUP_SECONDS,
      graceMs: GRACE_MS,
    },
  };

  let nextId = 0;
  let closing = false;
  const children = [];
  const startChild = async (role, config) => {
    const child = fork(self, ['--child', role, JSON.stringify(config)], {
      execArgv: [
        '--expose-gc',
        ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
        // BENCH_CPU_PROF=<dir>: a V8 CPU profile of every server process, written there when it exits.
        ...(process.env.BENCH_CPU_PROF
          ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`, `--cpu-prof-name=${role}-${Date.now()}.cpuprofile`]
          : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const ready = await new Promise((done, fail) => {
      child.once('message', done);
      child.once('exit', (code) => fail(new Error(`${role} exited with ${code} before it was ready`)));
    });
    child.removeAllListeners('exit');
    child.on('exit', (code, signal) => closing || console.error(`[realtime] ${role} exited (${code ?? signal}) during the bench`));
    return { child, ...ready };
  };
  const ask = (child, message) =>
    new Promise((done) => {
      const id = ++nextId;
      const on = (reply) => {
        if (reply.id !== id) return;
        child.off('message', on);
        done(reply);
      };
      child.on('message', on);
      child.send({ ...message, id });
    });

  const issuer = await TestIssuer.start();
  const sockets = [];
  let pool;
  let publisher;
  let tap;
  let db;
  try {
    // 1. The system under test and the baseline, each in its own process.
    const messaging = await startChild('messaging', {
      PORT: String(await freePort()),
      DATABASE_URL: BASE_URL,
      DATABASE_NAME: database,
      EVENT_BUS: 'inprocess',
      REDIS_URL,
      JWKS_URL: issuer.jwksUrl,
      // Each sender sends 4 messages a second over its socket in the socket lane (the default allows 2).
      REALTIME_SENDS_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    });
    const absent = `http://127.0.0.1:${await freePort()}`;
    // A gateway whose /ws (and messaging routes) go to `upstream`; the other services are absent.
    const gatewayTo = (upstream) => ({
      PORT: '0',
      HOST: '127.0.0.1',
      IDENTITY_URL: absent,
      SOCIAL_URL: absent,
      MESSAGING_URL: upstream,
      JOBS_EVENTS_URL: absent,
      MARKETPLACE_URL: absent,
      BILLING_URL: absent,
      JWKS_URL: issuer.jwksUrl,
      REDIS_URL,
      WS_MAX_SOCKETS_PER_CLIENT: '5000',
      RATE_LIMIT_API_MAX: '1000000',
      // All 50 senders share one address here, so its cap on bodies in flight at once (8) would refuse bursts.
      MAX_BODIES_PER_CLIENT: '1000',
      LOG_LEVEL: 'warn',
    });
    const gateway = await startChild('gateway', gatewayTo(messaging.url));
    const baselinePrefix = `stave-bench-realtime:${stamp}:member:`;
    const dbUrl = new URL(BASE_URL);
    dbUrl.pathname = `/${database}`;
    const baseline = await startChild('baseline', { redisUrl: REDIS_URL, prefix: baselinePrefix, databaseUrl: dbUrl.toString() });
    // The raw ws server behind a gateway of its own, whose /ws goes to it instead of messaging: the same byte pipe
    // the SUT's frames cross. Its tickets are not checked (the raw server does not look), only passed on.
    const baselineGateway = await startChild('gateway', gatewayTo(baseline.url));
    log(
      `messaging ${messaging.url}, gateway ${gateway.url}, baseline ws ${baseline.url}, its gateway ${baselineGateway.url} (pids ${children.map((c) => c.pid).join(', ')})`,
    );

    // 2. Members (pro: no monthly cap on openings), straight into the projection; a token each.
    // 1–50 send, 51–100 receive, 101–1100 only hold an idle socket.
    const members = PAIRS * 2 + IDLE_SOCKETS;
    db = new Client({ connectionString: dbUrl.toString() });
    await db.connect();
    await db.query(
      `INSERT INTO user_summaries (id, version, username, name, type, subscription_tier)
       SELECT i, 0, 'member_' || i, 'Member ' || i, 'musician', 'pro' FROM generate_series(1, $1::int) i`,
      [members],
    );
    const tokens = [null, ...(await Promise.all(Array.from({ length: members }, (_, i) => issuer.token(i + 1, 7200))))];

    pool = new Pool(gateway.url, { connections: 64 });
    const call = async (method, path, token, body) => {
      const response = await pool.request({
        method,
        path,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: text ? JSON.parse(text) : null };
    };
    const wsBase = gateway.url.replace(/^http/, 'ws');
    const closedUnexpectedly = [];
    // Resolves with the socket once its first frame, `ready`, has come.
    const open = (url, headers = {}) =>
      new Promise((done, fail) => {
        const socket = new WebSocket(url, { headers, perMessageDeflate: false });
        const timer = setTimeout(() => fail(new Error(`no ready frame from ${url} in 10 s`)), 10_000);
        socket.once('unexpected-response', (_request, response) => fail(new Error(`upgrade answered ${response.statusCode}`)));
        socket.on('error', fail);
        socket.once('message', (data) => {
          clearTimeout(timer);
          const frame = JSON.parse(String(data));
          if (frame.type !== 'ready') return fail(new Error(`first frame was ${frame.type}`));
          socket.on('close', (code, reason) => socket.benchClosing || closedUnexpectedly.push({ url: url.split('?')[0], code, reason: String(reason) }));
          sockets.push(socket);
          done(socket);
        });
      });
    const openViaGateway = async (memberId) => {
      const { status, body } = await call('POST', '/api/realtime/ticket', tokens[memberId]);
      if (status !== 201) throw new Error(`ticket for member ${memberId}: ${status} ${JSON.stringify(body)}`);
      return open(`${wsBase}/ws?ticket=${body.ticket}`);
    };
    const openBaseline = (memberId) => open(`${baseline.url.replace(/^http/, 'ws')}/?member=${memberId}`);
    const openProxiedBaseline = (memberId) => open(`${baselineGateway.url.replace(/^http/, 'ws')}/ws?ticket=bench&member=${memberId}&lane=proxied`);
    const openDurableFloor = (memberId) => open(`${baselineGateway.url.replace(/^http/, 'ws')}/ws?ticket=bench&member=${memberId}&lane=durable`);
    const inBatches = async (ids, size, fn) => {
      for (let i = 0; i < ids.length; i += size) await Promise.all(ids.slice(i, i + size).map(fn));
    };

    // 3. The pairs: both members connected (to the SUT and to the baseline), one conversation each.
    const senders = Array.from({ length: PAIRS }, (_, i) => i + 1);
    const recipients = senders.map((id) => id + PAIRS);
    const waiting = new Map(); // content → record, until its recipient frame comes
    let recipientFrames = 0;
    let frameTemplate = null;
    const onRecipientFrame = (data) => {
      const at = performance.now();
      const frame = JSON.parse(String(data));
      if (frame.type !== 'message.created') return;
      recipientFrames++;
      frameTemplate ??= frame;
      const record = waiting.get(frame.data.content);
      if (!record) return;
      record.frameAt = at;
      waiting.delete(frame.data.content);
    };
    // The delivery hop on its own: a third Redis connection subscribed to the recipients' channels (messaging's and
    // the baseline's) notes when Redis handed each frame out; the hop is from then to the frame at the client. For
    // the SUT that is messaging's subscriber, its socket write and the gateway's pipe; for the baseline, the raw ws.
    const tapped = new Map(); // content → record, until Redis hands out its frame
    tap = new Redis(REDIS_URL);
    tap.on('messageBuffer', (_channel, raw) => {
      const at = performance.now();
      const frame = JSON.parse(raw.toString());
      if (frame.type !== 'message.created') return;
      const record = tapped.get(frame.data.content);
      if (!record) return;
      record.publishedAt = at;
      tapped.delete(frame.data.content);
    });
    await tap.subscribe(...recipients.flatMap((id) => [`realtime:member:${id}`, `${baselinePrefix}${id}`, `${baselinePrefix}proxied:${id}`]));
    for (const opener of [openViaGateway, openBaseline, openProxiedBaseline, openDurableFloor]) {
      for (const socket of await Promise.all(recipients.map(opener))) socket.on('message', onRecipientFrame);
    }
    // The senders' own SUT sockets carry the socket lane's `message.send` frames; each `message.ack` settles its send.
    const senderSockets = new Map();
    const floorSockets = new Map();
    const acks = new Map(); // clientId → { resolve, reject }
    let ackSeq = 0;
    const onSenderFrame = (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type !== 'message.ack') return;
      const pending = acks.get(frame.data.clientId);
      if (!pending) return;
      acks.delete(frame.data.clientId);
      if (frame.data.message) pending.resolve(201);
      else pending.reject(new Error(`${frame.data.error.status} ${frame.data.error.code}: ${frame.data.error.message}`));
    };
    await Promise.all([
      ...senders.map(async (id) => {
        const socket = await openViaGateway(id);
        socket.on('message', onSenderFrame);
        senderSockets.set(id, socket);
      }),
      ...senders.map(openBaseline),
      ...senders.map(openProxiedBaseline),
      ...senders.map(async (id) => {
        const socket = await openDurableFloor(id);
        socket.on('message', onSenderFrame);
        floorSockets.set(id, socket);
      }),
    ]);
    const conversations = [];
    for (let i = 0; i < PAIRS; i++) {
      const { status, body } = await call('POST', '/api/messages/start', tokens[senders[i]], { otherUserId: recipients[i] });
      if (status !== 201 && status !== 200) throw new Error(`start conversation: ${status} ${JSON.stringify(body)}`);
      conversations.push(body.id);
    }
    log(`${PAIRS} pairs connected (${sockets.length} sockets: SUT through the gateway with tickets, raw ws, raw ws through a gateway), ${PAIRS} conversations`);

    // 4. 1,000 idle sockets on each side; RSS of each server process before and after (GC'd, settled).
    const memory = async () => {
      const [m, g, b] = await Promise.all([
        ask(messaging.child, { type: 'memory' }),
        ask(gateway.child, { type: 'memory' }),
        ask(baseline.child, { type: 'memory' }),
      ]);
      return { messaging: m, gateway: g, baseline: b };
    };
    // In two halves, so the second half's slope (past any first-touch growth of the heap) shows beside the whole.
    await sleep(1000);
    const before = await memory();
    const idle = Array.from({ length: IDLE_SOCKETS }, (_, i) => PAIRS * 2 + 1 + i);
    const half = Math.floor(IDLE_SOCKETS / 2);
    let started = performance.now();
    await inBatches(idle.slice(0, half), 50, openViaGateway);
    let sutOpenMs = performance.now() - started;
    started = performance.now();
    await inBatches(idle.slice(0, half), 50, openBaseline);
    let baselineOpenMs = performance.now() - started;
    await sleep(2000);
    const middle = await memory();
    started = performance.now();
    await inBatches(idle.slice(half), 50, openViaGateway);
    sutOpenMs += performance.now() - started;
    started = performance.now();
    await inBatches(idle.slice(half), 50, openBaseline);
    baselineOpenMs += performance.now() - started;
    await sleep(2000);
    const after = await memory();
    // The proxied baseline holds as many idle sockets as the others (after the memory figures, which it would blur).
    await inBatches(idle, 50, openProxiedBaseline);
    const kib = (bytes, sockets) => +(bytes / 1024 / sockets).toFixed(1);
    const perSocket = (key) => ({
      rssBeforeKiB: Math.round(before[key].rss / 1024),
      rssMiddleKiB: Math.round(middle[key].rss / 1024),
      rssAfterKiB: Math.round(after[key].rss / 1024),
      rssPerSocketKiB: kib(after[key].rss - before[key].rss, IDLE_SOCKETS),
      rssPerSocketSecondHalfKiB: kib(after[key].rss - middle[key].rss, IDLE_SOCKETS - half),
      heapPerSocketKiB: kib(after[key].heapUsed - before[key].heapUsed, IDLE_SOCKETS),
      // Indicative only: V8 grows and shrinks its committed heap in steps of MiBs (the young generation), which is
      // most of the RSS noise between runs, and committed is not all resident, so either figure can come out negative.
      heapCommittedPerSocketKiB: kib(after[key].heapCommitted - before[key].heapCommitted, IDLE_SOCKETS),
      nonHeapRssPerSocketKiB: kib(after[key].rss - after[key].heapCommitted - (before[key].rss - before[key].heapCommitted), IDLE_SOCKETS),
      externalPerSocketKiB: kib(after[key].external - before[key].external, IDLE_SOCKETS),
      ...(after[key].sockets !== undefined ? { socketsHeld: after[key].sockets } : {}),
    });
    results.memory = { messaging: perSocket('messaging'), gateway: perSocket('gateway'), baseline: perSocket('baseline') };
    results.setup = {
      sutIdleOpenSeconds: +(sutOpenMs / 1000).toFixed(2),
      sutSocketsPerSecond: Math.round(IDLE_SOCKETS / (sutOpenMs / 1000)),
      baselineIdleOpenSeconds: +(baselineOpenMs / 1000).toFixed(2),
    };
    log(
      `${IDLE_SOCKETS} idle sockets opened through the gateway in ${(sutOpenMs / 1000).toFixed(1)} s (ticket + upgrade + ready); messaging holds ${after.messaging.sockets}`,
    );
    log(
      `RSS per idle socket (second half): messaging ${results.memory.messaging.rssPerSocketKiB} KiB (${results.memory.messaging.rssPerSocketSecondHalfKiB}; heap ${results.memory.messaging.heapPerSocketKiB}), ` +
        `gateway ${results.memory.gateway.rssPerSocketKiB} KiB (${results.memory.gateway.rssPerSocketSecondHalfKiB}), raw ws ${results.memory.baseline.rssPerSocketKiB} KiB (${results.memory.baseline.rssPerSocketSecondHalfKiB})`,
    );

    // 5. The load: RATE messages/s, round robin over the pairs, open loop (a slow answer does not hold the next send).
    // CPU time of the three server processes and of the whole box (all cores, anyone's work) over a run.
    const boxTicks = () => {
      const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
      const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
      return { total, busy: total - fields[3] - fields[4] };
    };
    // CPU ms of the processes whose command line matches (Linux clock ticks, 10 ms each).
    const ticksMs = (match) => {
      const ticks = new Map();
      for (const pid of existsSync('/proc/stat') ? readdirSync('/proc') : []) {
        if (!/^\d+$/.test(pid)) continue;
        try {
          if (!match(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          ticks.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
        } catch {
          // gone meanwhile
        }
      }
      return ticks;
    };
    // Per process, so one that exits meanwhile (a pool's idle backend) does not count as negative time.
    const ticksDelta = (before, after) => [...after].reduce((sum, [pid, msNow]) => sum + msNow - (before.get(pid) ?? 0), 0);
    const cpuNow = async () => {
      const [m, g, b, bg] = await Promise.all([messaging, gateway, baseline, baselineGateway].map(({ child }) => ask(child, { type: 'cpu' })));
      const own = process.cpuUsage();
      return {
        messaging: (m.user + m.system) / 1000,
        gateway: (g.user + g.system) / 1000,
        baseline: (b.user + b.system) / 1000,
        baselineGateway: (bg.user + bg.system) / 1000,
        // Since the previous ask (the run's start): how long each server's event loop was held up, p99 and max.
        loop: { messaging: [m.loopP99Ms, m.loopMaxMs], gateway: [g.loopP99Ms, g.loopMaxMs] },
        loadGenerator: (own.user + own.system) / 1000,
        // The backends serving the bench's database, and Redis (shared with whatever else uses it).
        postgres: ticksMs((cmd) => cmd.startsWith('postgres:') && cmd.includes(database)),
        redis: ticksMs((cmd) => cmd.startsWith('redis-server')),
        box: existsSync('/proc/stat') ? boxTicks() : null,
      };
    };
    // Sends `total` messages round robin over the pairs: at RATE, open loop (a slow answer does not hold the
    // next send), or with `oneAtATime` each after the previous frame and answer (the unloaded path).
    const drive = async (label, sendOne, total, { oneAtATime = false } = {}) => {
      const interval = 1000 / RATE;
      const records = [];
      const sends = [];
      const framesBefore = recipientFrames;
      const redisBefore = await redisCalls();
      const cpuBefore = await cpuNow();
      const begun = performance.now();
      const fire = () => {
        const seq = records.length;
        const content = `b7 ${label} #${seq}`;
        const record = { content, t0: 0, frameAt: null, publishedAt: null, answeredAt: null, status: 0 };
        records.push(record);
        waiting.set(content, record);
        tapped.set(content, record);
        record.t0 = performance.now();
        const sent = sendOne(seq % PAIRS, content).then(
          (status) => Object.assign(record, { status, answeredAt: performance.now() }),
          (error) => Object.assign(record, { status: -1, error: error.message }),
        );
        sends.push(sent);
        return { record, sent };
      };
      while (records.length < total) {
        if (oneAtATime) {
          const { record, sent } = fire();
          await sent;
          for (let waited = 0; record.frameAt === null && record.status >= 200 && record.status < 300 && waited < 1000; waited++) await sleep(1);
          await sleep(5);
          continue;
        }
        const due = Math.min(total, Math.floor((performance.now() - begun) / interval) + 1);
        while (records.length < due) fire();
        await sleep(1);
      }
      const sendSeconds = (performance.now() - begun) / 1000;
      await Promise.all(sends);
      const deadline = performance.now() + GRACE_MS;
      while (records.some((r) => r.frameAt === null && r.status >= 200 && r.status < 300) && performance.now() < deadline) await sleep(20);
      const elapsedMs = performance.now() - begun;
      const cpuAfter = await cpuNow();
      const redisAfter = await redisCalls();
      for (const record of records) {
        waiting.delete(record.content);
        tapped.delete(record.content);
      }
      const ok = records.filter((r) => r.status >= 200 && r.status < 300);
      const delivered = ok.filter((r) => r.frameAt !== null);
      const latencies = delivered.map((r) => r.frameAt - r.t0).sort((a, b) => a - b);
      const answers = ok.map((r) => r.answeredAt - r.t0).sort((a, b) => a - b);
      const hops = delivered
        .filter((r) => r.publishedAt !== null)
        .map((r) => r.frameAt - r.publishedAt)
        .sort((a, b) => a - b);
      const errors = {};
      for (const r of records.filter((x) => !(x.status >= 200 && x.status < 300))) errors[r.error ?? r.status] = (errors[r.error ?? r.status] ?? 0) + 1;
      const cpu = {};
      for (const key of ['messaging', 'gateway', 'baseline', 'baselineGateway', 'postgres', 'redis', 'loadGenerator']) {
        const usedMs = key === 'postgres' || key === 'redis' ? ticksDelta(cpuBefore[key], cpuAfter[key]) : cpuAfter[key] - cpuBefore[key];
        cpu[key] = { msPerMessage: +(usedMs / total).toFixed(2), coreShare: +(usedMs / elapsedMs).toFixed(2) };
      }
      cpu.loopDelayMs = { messaging: cpuAfter.loop.messaging.map(ms), gateway: cpuAfter.loop.gateway.map(ms) };
      // The path's CPU per message: for the SUT messaging, its gateway, Postgres and Redis; for the raw hop the raw ws
      // server, the gateway in front of it and Redis (the load, which POSTs or PUBLISHes, is neither's).
      cpu.pathMsPerMessage = {
        sut: +(cpu.messaging.msPerMessage + cpu.gateway.msPerMessage + cpu.postgres.msPerMessage + cpu.redis.msPerMessage).toFixed(2),
        rawHop: +(cpu.baseline.msPerMessage + cpu.baselineGateway.msPerMessage + cpu.redis.msPerMessage).toFixed(2),
        // The durable floor: the raw hop plus its one INSERT in Postgres.
        floor: +(cpu.baseline.msPerMessage + cpu.baselineGateway.msPerMessage + cpu.postgres.msPerMessage + cpu.redis.msPerMessage).toFixed(2),
      };
      // Redis commands per message (every client of this Redis: the services, the baseline, the bench's tap), from
      // INFO commandstats; the INFO calls themselves are left out.
      const redisPerMessage = Object.fromEntries(
        Object.entries(redisAfter)
          .map(([command, calls]) => [command, +((calls - (redisBefore[command] ?? 0) - (command === 'info' ? 1 : 0)) / total).toFixed(2)])
          .filter(([, perMessage]) => perMessage > 0),
      );
      if (cpuAfter.box) {
        cpu.boxBusy = +((cpuAfter.box.busy - cpuBefore.box.busy) / (cpuAfter.box.total - cpuBefore.box.total)).toFixed(2);
        // Cores busy with work that is not the bench's (another session on the same box), by difference.
        const ours = Object.values(cpu).reduce((sum, entry) => sum + (entry.coreShare ?? 0), 0);
        cpu.otherCores = +Math.max(0, cpu.boxBusy * cpus().length - ours).toFixed(2);
      }
      return {
        label,
        sent: total,
        ratePerSecond: Math.round(total / sendSeconds),
        failedSends: total - ok.length,
        errors,
        delivered: delivered.length,
        lost: ok.length - delivered.length,
        extraFrames: recipientFrames - framesBefore - delivered.length,
        p50: ms(percentile(latencies, 0.5)),
        p90: ms(percentile(latencies, 0.9)),
        p99: ms(percentile(latencies, 0.99)),
        max: ms(latencies.at(-1) ?? NaN),
        answerP50: ms(percentile(answers, 0.5)),
        hopP50: ms(percentile(hops, 0.5)),
        hopP99: ms(percentile(hops, 0.99)),
        answerP99: ms(percentile(answers, 0.99)),
        cpu,
        redisCommandsPerMessage: redisPerMessage,
        latencies,
      };
    };
    const postMessage = async (pair, content) => {
      const { status, body } = await call('POST', '/api/messages', tokens[senders[pair]], { conversationId: conversations[pair], content });
      if (status < 200 || status >= 300) throw new Error(`${status} ${body?.code ?? ''}: ${body?.message ?? ''}`);
      return status;
    };
    // The same message as a `message.send` frame on the sender's socket, through the same gateway (its byte pipe).
    const sendOverSocket = (pair, content) =>
      new Promise((resolve, reject) => {
        const clientId = `b7-${stamp}-${++ackSeq}`.replace(/[^A-Za-z0-9_-]/g, '-');
        acks.set(clientId, { resolve, reject });
        senderSockets.get(senders[pair]).send(JSON.stringify({ type: 'message.send', data: { clientId, conversationId: conversations[pair], content } }));
      });
    // The floor: the same frame to the raw ws server through its gateway, stored and published there, acknowledged.
    const storeOnFloor = (pair, content) =>
      new Promise((resolve, reject) => {
        const clientId = `b7-${stamp}-${++ackSeq}`.replace(/[^A-Za-z0-9_-]/g, '-');
        acks.set(clientId, { resolve, reject });
        floorSockets.get(senders[pair]).send(JSON.stringify({ to: recipients[pair], clientId, conversationId: conversations[pair], content }));
      });
    publisher = new Redis(REDIS_URL);
    await publisher.ping();
    // Calls per command so far (INFO commandstats), read around each run on the baseline's publishing connection.
    const redisCalls = async () =>
      Object.fromEntries(
        [...(await publisher.info('commandstats')).matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map(([, command, calls]) => [command, Number(calls)]),
      );
    const publishTo = (lane) => async (pair, content) => {
      // The very frame messaging sends (same fields and size), with this message's content.
      const frame = { ...frameTemplate, data: { ...frameTemplate.data, content } };
      await publisher.publish(`${baselinePrefix}${lane}${recipients[pair]}`, JSON.stringify(frame));
      return 200;
    };
    const publishMessage = publishTo('');
    const publishProxied = publishTo('proxied:');
    const describe = (r) =>
      `p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms; ${r.delivered}/${r.sent} delivered, ${r.lost} lost, ${r.failedSends} failed` +
      `; CPU ms/message messaging ${r.cpu.messaging.msPerMessage}, gateway ${r.cpu.gateway.msPerMessage}, raw ws ${r.cpu.baseline.msPerMessage}` +
      ` (its gateway ${r.cpu.baselineGateway.msPerMessage}), ` +
      `postgres ${r.cpu.postgres.msPerMessage}, redis ${r.cpu.redis.msPerMessage}, load ${r.cpu.loadGenerator.msPerMessage}` +
      `; path CPU ms/message ${
        r.label.startsWith('sut')
          ? `SUT ${r.cpu.pathMsPerMessage.sut}`
          : r.label.startsWith('floor')
            ? `durable floor ${r.cpu.pathMsPerMessage.floor}`
            : `raw hop ${r.cpu.pathMsPerMessage.rawHop}`
      }` +
      `; redis ${JSON.stringify(r.redisCommandsPerMessage)}` +
      `; event loop held up p99/max: messaging ${r.cpu.loopDelayMs.messaging.join('/')} ms, gateway ${r.cpu.loopDelayMs.gateway.join('/')} ms` +
      (r.cpu.boxBusy !== undefined ? `; box ${Math.round(r.cpu.boxBusy * 100)}% busy, ${r.cpu.otherCores} cores of it not the bench's` : '');

    // Warm-up: the first message of each conversation opens it (and takes an opening); JIT on both sides.
    // Postgres's own counters over every SUT message (warm-up, unloaded and the runs): transactions and scans.
    const dbStats = async () => {
      await sleep(1500); // backends report their counters at most once a second
      const { rows } = await db.query(
        `SELECT relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) AS idx_scan, coalesce(idx_tup_fetch, 0) AS idx_tup_fetch FROM pg_stat_user_tables`,
      );
      const { xact_commit: commits } = (await db.query(`SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()`)).rows[0];
      return { commits: Number(commits), tables: Object.fromEntries(rows.map((row) => [row.relname, row])) };
    };
    const statsBefore = await dbStats();
    let sutMessages = 0;
    const countSut = (run) => ((sutMessages += run.sent), run);
    const warm = countSut(await drive('sut-warmup', postMessage, RATE * WARMUP_SECONDS));
    log(`warm-up SUT: ${describe(warm)}; a frame is ${JSON.stringify(frameTemplate).length} bytes`);
    log(`warm-up baseline: ${describe(await drive('baseline-warmup', publishMessage, RATE * WARMUP_SECONDS))}`);
    log(`warm-up proxied baseline: ${describe(await drive('proxied-warmup', publishProxied, RATE * WARMUP_SECONDS))}`);
    log(`warm-up durable floor: ${describe(await drive('floor-warmup', storeOnFloor, RATE * WARMUP_SECONDS))}`);

    // Unloaded: one message at a time, the path's own latency without queueing.
    const unloaded = {
      baseline: await drive('baseline-unloaded', publishMessage, UNLOADED_MESSAGES, { oneAtATime: true }),
      proxied: await drive('proxied-unloaded', publishProxied, UNLOADED_MESSAGES, { oneAtATime: true }),
      sut: countSut(await drive('sut-unloaded', postMessage, UNLOADED_MESSAGES, { oneAtATime: true })),
      socket: countSut(await drive('sutws-unloaded', sendOverSocket, UNLOADED_MESSAGES, { oneAtATime: true })),
    };
    log(`unloaded (one at a time) baseline: ${describe(unloaded.baseline)}`);
    log(`unloaded (one at a time) proxied baseline: ${describe(unloaded.proxied)}`);
    log(`unloaded (one at a time) SUT: ${describe(unloaded.sut)}; POST answered p50 ${unloaded.sut.answerP50} ms`);
    log(`unloaded (one at a time) SUT over the socket: ${describe(unloaded.socket)}; acknowledged p50 ${unloaded.socket.answerP50} ms`);

    // Another session's work on the same box (an e2e run, a build) swamps these figures: a round (baseline + SUT)
    // during which more than OTHER_CORES_LIMIT cores were busy with other work is kept, marked, and run again,
    // up to EXTRA_ROUNDS more times. The summary takes the undisturbed rounds (all of them if none was).
    const allRuns = { baseline: [], proxied: [], floor: [], sut: [], socket: [] };
    const disturbed = (r) => (r.cpu.otherCores ?? 0) > OTHER_CORES_LIMIT;
    let clean = 0;
    for (let round = 1; clean < RUNS && round <= RUNS + EXTRA_ROUNDS; round++) {
      const b = await drive(`baseline${round}`, publishMessage, RATE * RUN_SECONDS);
      log(`baseline ${round}: ${describe(b)}`);
      const p = await drive(`proxied${round}`, publishProxied, RATE * RUN_SECONDS);
      log(`proxied baseline ${round}: ${describe(p)}`);
      const f = await drive(`floor${round}`, storeOnFloor, RATE * RUN_SECONDS);
      log(`durable floor ${round}: ${describe(f)}`);
      const t = countSut(await drive(`sut${round}`, postMessage, RATE * RUN_SECONDS));
      log(`SUT ${round}: ${describe(t)}; POST answered p50 ${t.answerP50} ms, p99 ${t.answerP99} ms`);
      const w = countSut(await drive(`sutws${round}`, sendOverSocket, RATE * RUN_SECONDS));
      log(`SUT over the socket ${round}: ${describe(w)}; acknowledged p50 ${w.answerP50} ms, p99 ${w.answerP99} ms`);
      const noisy = disturbed(b) || disturbed(p) || disturbed(f) || disturbed(t) || disturbed(w);
      for (const [list, run] of [
        [allRuns.baseline, b],
        [allRuns.proxied, p],
        [allRuns.floor, f],
        [allRuns.sut, t],
        [allRuns.socket, w],
      ])
        list.push({ ...run, disturbed: noisy });
      if (noisy) log(`round ${round} disturbed by other work on the box (> ${OTHER_CORES_LIMIT} cores): run again`);
      else clean++;
    }
    const pickRuns = (list) => (list.some((r) => !r.disturbed) ? list.filter((r) => !r.disturbed) : list);
    const runs = {
      baseline: pickRuns(allRuns.baseline),
      proxied: pickRuns(allRuns.proxied),
      floor: pickRuns(allRuns.floor),
      sut: pickRuns(allRuns.sut),
      socket: pickRuns(allRuns.socket),
    };

    const statsAfter = await dbStats();
    const perMessage = (value) => +(value / sutMessages).toFixed(2);
    results.postgres = {
      messages: sutMessages,
      commitsPerMessage: perMessage(statsAfter.commits - statsBefore.commits),
      tables: Object.fromEntries(
        Object.entries(statsAfter.tables)
          .map(([name, t]) => {
            const b = statsBefore.tables[name] ?? { seq_scan: 0, seq_tup_read: 0, idx_scan: 0, idx_tup_fetch: 0 };
            return [
              name,
              {
                seqScansPerMessage: perMessage(t.seq_scan - b.seq_scan),
                seqRowsPerMessage: perMessage(t.seq_tup_read - b.seq_tup_read),
                indexScansPerMessage: perMessage(t.idx_scan - b.idx_scan),
                indexRowsPerMessage: perMessage(t.idx_tup_fetch - b.idx_tup_fetch),
              },
            ];
          })
          .filter(([, t]) => t.seqScansPerMessage + t.indexScansPerMessage > 0),
      ),
    };
    log(`postgres per SUT message: ${results.postgres.commitsPerMessage} commits; ${JSON.stringify(results.postgres.tables)}`);

    // 6. The spec's polling: a message shows at the next 3 s poll of the thread, plus that request. The poll's
    // latency is measured here (GET the thread through the gateway, one at a time), the phase is uniform.
    const polls = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      const { status } = await call('GET', `/api/messages/${conversations[i % PAIRS]}`, tokens[recipients[i % PAIRS]]);
      if (status === 200) polls.push(performance.now() - t0);
    }
    const pollSamples = Array.from({ length: 100_000 }, () => Math.random() * POLL_INTERVAL_MS + polls[Math.floor(Math.random() * polls.length)]).sort(
      (a, b) => a - b,
    );
    polls.sort((a, b) => a - b);
    results.polling = {
      intervalMs: POLL_INTERVAL_MS,
      threadRequestP50: ms(percentile(polls, 0.5)),
      threadRequestP99: ms(percentile(polls, 0.99)),
      p50: Math.round(percentile(pollSamples, 0.5)),
      p99: Math.round(percentile(pollSamples, 0.99)),
      how: 'uniform 0–3 s phase + a measured GET /api/messages/:id through the gateway (unloaded), 100k draws',
    };

    // 7. Summary: medians of the runs (min–max), and the same figures over all messages pooled.
    const summarise = (list) => {
      const pooled = list.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const pick = (key) => ({ median: median(list.map((r) => r[key])), min: Math.min(...list.map((r) => r[key])), max: Math.max(...list.map((r) => r[key])) });
      return {
        p50: pick('p50'),
        p99: pick('p99'),
        hopP50: pick('hopP50'),
        hopP99: pick('hopP99'),
        pooled: { messages: pooled.length, p50: ms(percentile(pooled, 0.5)), p99: ms(percentile(pooled, 0.99)), max: ms(pooled.at(-1) ?? NaN) },
        sent: list.reduce((n, r) => n + r.sent, 0),
        lost: list.reduce((n, r) => n + r.lost, 0),
        failedSends: list.reduce((n, r) => n + r.failedSends, 0),
        extraFrames: list.reduce((n, r) => n + r.extraFrames, 0),
      };
    };
    const sut = summarise(runs.sut);
    const base = summarise(runs.baseline);
    const proxied = summarise(runs.proxied);
    const ratio = +(sut.p50.median / base.p50.median).toFixed(1);
    const proxiedRatio = +(sut.p50.median / proxied.p50.median).toFixed(1);
    const hopRatio = +(sut.hopP50.median / base.hopP50.median).toFixed(1);
    // Median CPU per message of each process over the SUT runs; the total is what 200 msg/s costs the box.
    const cpuSut = {};
    for (const key of ['messaging', 'gateway', 'postgres', 'redis', 'loadGenerator']) cpuSut[key] = median(runs.sut.map((r) => r.cpu[key].msPerMessage));
    cpuSut.total = +(cpuSut.messaging + cpuSut.gateway + cpuSut.postgres + cpuSut.redis + cpuSut.loadGenerator).toFixed(2);
    // The issue's measure: the SUT's path (messaging + gateway + Postgres + Redis) against the raw hop behind a gateway
    // (raw ws + its gateway + Redis), per message, each round's SUT run against the same round's proxied baseline.
    const rawHop = {};
    for (const key of ['baseline', 'baselineGateway', 'redis']) rawHop[key] = median(runs.proxied.map((r) => r.cpu[key].msPerMessage));
    const cpuRatios = runs.sut.map((r, i) => +(r.cpu.pathMsPerMessage.sut / runs.proxied[i].cpu.pathMsPerMessage.rawHop).toFixed(1));
    const cpuPath = {
      sut: median(runs.sut.map((r) => r.cpu.pathMsPerMessage.sut)),
      rawHop: median(runs.proxied.map((r) => r.cpu.pathMsPerMessage.rawHop)),
      rawHopParts: rawHop,
      ratioPerRound: cpuRatios,
      ratio: median(cpuRatios),
    };
    // The same for the socket lane (message.send frames), against the same rounds' raw hop.
    const socketLane = summarise(runs.socket);
    const cpuSocket = {};
    for (const key of ['messaging', 'gateway', 'postgres', 'redis', 'loadGenerator']) cpuSocket[key] = median(runs.socket.map((r) => r.cpu[key].msPerMessage));
    const socketRatios = runs.socket.map((r, i) => +(r.cpu.pathMsPerMessage.sut / runs.proxied[i].cpu.pathMsPerMessage.rawHop).toFixed(1));
    const cpuPathSocket = {
      sut: median(runs.socket.map((r) => r.cpu.pathMsPerMessage.sut)),
      parts: cpuSocket,
      ratioPerRound: socketRatios,
      ratio: median(socketRatios),
    };
    // Both lanes against the durable floor (raw ws + its gateway + one INSERT + Redis), round by round: what the product
    // spends beyond storing the message at all.
    const floorLane = summarise(runs.floor);
    const floorParts = {};
    for (const key of ['baseline', 'baselineGateway', 'postgres', 'redis']) floorParts[key] = median(runs.floor.map((r) => r.cpu[key].msPerMessage));
    const overFloor = (list) => list.map((r, i) => +(r.cpu.pathMsPerMessage.sut / runs.floor[i].cpu.pathMsPerMessage.floor).toFixed(1));
    const cpuFloor = {
      floor: median(runs.floor.map((r) => r.cpu.pathMsPerMessage.floor)),
      parts: floorParts,
      postRatioPerRound: overFloor(runs.sut),
      postRatio: median(overFloor(runs.sut)),
      socketRatioPerRound: overFloor(runs.socket),
      socketRatio: median(overFloor(runs.socket)),
    };
    const redisSocket = {};
    for (const command of new Set(runs.socket.flatMap((r) => Object.keys(r.redisCommandsPerMessage))))
      redisSocket[command] = median(runs.socket.map((r) => r.redisCommandsPerMessage[command] ?? 0));
    const redisSut = {};
    for (const command of new Set(runs.sut.flatMap((r) => Object.keys(r.redisCommandsPerMessage))))
      redisSut[command] = median(runs.sut.map((r) => r.redisCommandsPerMessage[command] ?? 0));
    const openAfter = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    const withoutSamples = (r) => Object.fromEntries(Object.entries(r).filter(([key]) => key !== 'latencies'));
    results.runs = {
      baseline: allRuns.baseline.map(withoutSamples),
      proxied: allRuns.proxied.map(withoutSamples),
      floor: allRuns.floor.map(withoutSamples),
      sut: allRuns.sut.map(withoutSamples),
      socket: allRuns.socket.map(withoutSamples),
    };
    results.unloaded = {
      baseline: withoutSamples(unloaded.baseline),
      proxied: withoutSamples(unloaded.proxied),
      sut: withoutSamples(unloaded.sut),
      socket: withoutSamples(unloaded.socket),
    };
    results.summary = {
      sut,
      baseline: base,
      proxiedBaseline: proxied,
      p50Ratio: ratio,
      p50RatioProxied: proxiedRatio,
      hopP50Ratio: hopRatio,
      sutCpuMsPerMessage: cpuSut,
      pathCpuMsPerMessage: cpuPath,
      sutRedisCommandsPerMessage: redisSut,
      socket: { ...socketLane, cpuMsPerMessage: cpuSocket, pathCpuMsPerMessage: cpuPathSocket, redisCommandsPerMessage: redisSocket },
      durableFloor: { ...floorLane, pathCpuMsPerMessage: cpuFloor },
      roundsSummarised: runs.sut.map((r) => r.label),
      roundsDisturbed: allRuns.sut.filter((r) => r.disturbed).map((r) => r.label),
      boxBusy: { sutRuns: allRuns.sut.map((r) => r.cpu.boxBusy), baselineRuns: allRuns.baseline.map((r) => r.cpu.boxBusy) },
      otherCores: { sutRuns: allRuns.sut.map((r) => r.cpu.otherCores), baselineRuns: allRuns.baseline.map((r) => r.cpu.otherCores) },
      socketsOpenAtEnd: openAfter,
      socketsOpened: sockets.length,
      closedUnexpectedly,
    };
    const status = (ok) => (ok ? 'ok' : 'MISS');
    const range = (x) => `${x.median} ms (${x.min}–${x.max})`;
    results.targets = {
      p50: { target: '≤ 5 ms', value: sut.p50.median, status: status(sut.p50.median <= 5) },
      p99: { target: '≤ 30 ms', value: sut.p99.median, status: status(sut.p99.median <= 30) },
      p50Ratio: { target: '≤ 2× baseline p50', value: ratio, status: status(ratio <= 2) },
      cpuRatio: { target: '≤ 3× the raw hop behind a gateway (CPU per message)', value: cpuPath.ratio, status: status(cpuPath.ratio <= 3) },
      socketP50: { target: '≤ 5 ms', value: socketLane.p50.median, status: status(socketLane.p50.median <= 5) },
      socketP99: { target: '≤ 30 ms', value: socketLane.p99.median, status: status(socketLane.p99.median <= 30) },
      socketCpuRatio: { target: '≤ 3× the raw hop behind a gateway (CPU per message)', value: cpuPathSocket.ratio, status: status(cpuPathSocket.ratio <= 3) },
      p50RatioProxied: { target: '≤ 2× proxied baseline p50', value: proxiedRatio, status: status(proxiedRatio <= 2) },
      hopP50Ratio: { target: '≤ 2× baseline (delivery hop only)', value: hopRatio, status: status(hopRatio <= 2) },
      rssPerIdleSocket: {
        target: '≤ 50 KiB (messaging)',
        value: results.memory.messaging.rssPerSocketKiB,
        status: status(results.memory.messaging.rssPerSocketKiB <= 50),
      },
      lost: { target: '0', value: sut.lost, status: status(sut.lost === 0) },
    };
    results.loadavgAfter = loadavg().map((x) => +x.toFixed(2));

    console.table({
      'SUT: POST via gateway → recipient frame, p50': { value: range(sut.p50), target: '≤ 5 ms', status: results.targets.p50.status },
      'SUT p99': { value: range(sut.p99), target: '≤ 30 ms', status: results.targets.p99.status },
      'unloaded, one at a time (SUT / baseline)': {
        value: `p50 ${unloaded.sut.p50} / ${unloaded.baseline.p50} ms, p99 ${unloaded.sut.p99} / ${unloaded.baseline.p99} ms`,
        target: '',
        status: '',
      },
      'SUT, all messages pooled': { value: `p50 ${sut.pooled.p50} ms, p99 ${sut.pooled.p99} ms, max ${sut.pooled.max} ms`, target: '', status: '' },
      'baseline: raw ws + Redis PUBLISH, p50': { value: range(base.p50), target: 'baseline', status: '' },
      'baseline p99': { value: range(base.p99), target: 'baseline', status: '' },
      'proxied baseline: raw ws through a gateway, p50 / p99': { value: `${range(proxied.p50)} / ${range(proxied.p99)}`, target: 'baseline', status: '' },
      'SUT CPU ms per message: messaging + gateway + postgres + redis (+ load)': {
        value: `${cpuSut.messaging} + ${cpuSut.gateway} + ${cpuSut.postgres} + ${cpuSut.redis} (+ ${cpuSut.loadGenerator}) = ${cpuSut.total}`,
        target: `< ${((1000 * cpus().length) / RATE).toFixed(0)} to fit ${RATE}/s in ${cpus().length} cores`,
        status: '',
      },
      'CPU ms per message, SUT path ÷ raw hop behind a gateway (raw ws + its gateway + redis)': {
        value: `${cpuPath.sut} ÷ ${cpuPath.rawHop} (${rawHop.baseline} + ${rawHop.baselineGateway} + ${rawHop.redis}) = ${cpuPath.ratio}× (rounds ${cpuRatios.join(', ')})`,
        target: '≤ 3×',
        status: results.targets.cpuRatio.status,
      },
      'Redis commands per SUT message (all clients)': { value: JSON.stringify(redisSut), target: '', status: '' },
      'socket lane: message.send → recipient frame, p50 / p99': {
        value: `${range(socketLane.p50)} / ${range(socketLane.p99)}; lost ${socketLane.lost}, failed ${socketLane.failedSends}`,
        target: '≤ 5 / ≤ 30 ms',
        status: `${results.targets.socketP50.status} / ${results.targets.socketP99.status}`,
      },
      'socket lane CPU ms per message: messaging + gateway + postgres + redis (+ load)': {
        value: `${cpuSocket.messaging} + ${cpuSocket.gateway} + ${cpuSocket.postgres} + ${cpuSocket.redis} (+ ${cpuSocket.loadGenerator})`,
        target: '',
        status: '',
      },
      'socket lane path ÷ raw hop behind a gateway': {
        value: `${cpuPathSocket.sut} ÷ ${cpuPath.rawHop} = ${cpuPathSocket.ratio}× (rounds ${socketRatios.join(', ')})`,
        target: '≤ 3×',
        status: results.targets.socketCpuRatio.status,
      },
      'Redis commands per socket-lane message (all clients)': { value: JSON.stringify(redisSocket), target: '', status: '' },
      'durable floor (raw ws + one INSERT + Redis, through a gateway): p50 / p99; CPU ms per message raw ws + gateway + postgres + redis': {
        value: `${range(floorLane.p50)} / ${range(floorLane.p99)}; ${floorParts.baseline} + ${floorParts.baselineGateway} + ${floorParts.postgres} + ${floorParts.redis} = ${cpuFloor.floor}`,
        target: 'floor',
        status: '',
      },
      'CPU per message ÷ durable floor: POST lane, socket lane': {
        value: `${cpuFloor.postRatio}× (rounds ${cpuFloor.postRatioPerRound.join(', ')}), ${cpuFloor.socketRatio}× (rounds ${cpuFloor.socketRatioPerRound.join(', ')})`,
        target: '',
        status: '',
      },
      [`SUT runs: box busy; cores busy with other work (> ${OTHER_CORES_LIMIT}: disturbed)`]: {
        value: `${allRuns.sut.map((r) => `${Math.round(100 * r.cpu.boxBusy)}%`).join(' / ')}; ${allRuns.sut.map((r) => r.cpu.otherCores).join(' / ')}`,
        target: '',
        status: '',
      },
      'SUT p50 ÷ baseline p50': { value: `${ratio}×`, target: '≤ 2×', status: results.targets.p50Ratio.status },
      'SUT p50 ÷ proxied baseline p50': { value: `${proxiedRatio}×`, target: '≤ 2×', status: results.targets.p50RatioProxied.status },
      'delivery hop (Redis hands out → frame at the client), p50 SUT / baseline': {
        value: `${range(sut.hopP50)} / ${range(base.hopP50)} = ${hopRatio}×; p99 ${sut.hopP99.median} / ${base.hopP99.median} ms`,
        target: '≤ 2×',
        status: results.targets.hopP50Ratio.status,
      },
      'lost frames (SUT / baseline)': { value: `${sut.lost} of ${sut.sent} / ${base.lost} of ${base.sent}`, target: '0', status: results.targets.lost.status },
      'failed POSTs': { value: `${sut.failedSends}`, target: '0', status: status(sut.failedSends === 0) },
      'messaging RSS per idle socket': {
        value: `${results.memory.messaging.rssPerSocketKiB} KiB (2nd half ${results.memory.messaging.rssPerSocketSecondHalfKiB})`,
        target: '≤ 50 KiB',
        status: results.targets.rssPerIdleSocket.status,
      },
      'gateway RSS per idle socket': {
        value: `${results.memory.gateway.rssPerSocketKiB} KiB (2nd half ${results.memory.gateway.rssPerSocketSecondHalfKiB})`,
        target: '(the proxy hop)',
        status: '',
      },
      'raw ws RSS per idle socket (baseline)': {
        value: `${results.memory.baseline.rssPerSocketKiB} KiB (2nd half ${results.memory.baseline.rssPerSocketSecondHalfKiB})`,
        target: 'baseline',
        status: '',
      },
      'spec: 3 s polling, same measure': { value: `p50 ${results.polling.p50} ms, p99 ${results.polling.p99} ms`, target: 'for comparison', status: '' },
    });
    if (closedUnexpectedly.length) log(`${closedUnexpectedly.length} sockets closed during the bench: ${JSON.stringify(closedUnexpectedly.slice(0, 5))}`);

    if (process.argv.includes('--no-save')) return;
    log(`wrote ${saveResults('realtime', results, results.at)}`);
  } finally {
    await db?.end().catch(() => undefined);
    for (const socket of sockets) {
      socket.benchClosing = true;
      socket.terminate();
    }
    await pool?.close();
    publisher?.disconnect();
    tap?.disconnect();
    // The gateways first, then messaging, then the baseline.
    closing = true;
    for (const child of [children[1], children[3], children[0], children[2]]) {
      if (!child || child.exitCode !== null) continue;
      const exited = new Promise((done) => child.once('exit', done));
      child.send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await issuer.close();
    const admin = new Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}
