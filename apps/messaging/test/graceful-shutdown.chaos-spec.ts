import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import WebSocket from 'ws';
import { REALTIME_CLOSE } from '@stave/contracts';
import { KafkaEventBus, databaseUrl } from '@stave/platform';
import {
  TestIssuer,
  connectTestProducer,
  dropDatabase,
  eventually,
  freePort,
  publishEvent,
  requireEnv,
  serviceTestEnv,
  userSnapshot,
} from '@stave/platform/testing';

// SIGTERM to a real messaging process (the built one, as the image runs it) while it holds a socket,
// answers a burst of sends and consumes events. It stops taking work, answers what it took, tells the socket
// "going away", commits its consumer's offsets and exits 0 within the grace the deploy files give it (30 s; the
// process itself gives up after 15 s).
describe('messaging: a graceful stop on SIGTERM', () => {
  const main = join(__dirname, '../dist/main.js');
  let issuer: TestIssuer;
  let producer: KafkaEventBus;
  let env: Record<string, string>;
  let child: ChildProcess | undefined;
  let db: Client;
  let url: string;
  let stderr = '';

  beforeAll(async () => {
    if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build; npm test builds before this lane)`);
    issuer = await TestIssuer.start();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = serviceTestEnv('messaging', { PORT: String(port), JWKS_URL: issuer.jwksUrl, LOG_LEVEL: 'warn' });
    child = spawn(process.execPath, [main], { env: { ...env, PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await eventually(async () => (await fetch(`${url}/health`).catch(() => null))?.status === 200, 30_000, 250).catch((error: Error) => {
      throw new Error(`messaging did not come up: ${stderr}`, { cause: error });
    });
    db = new Client({ connectionString: databaseUrl(env.DATABASE_URL!, env.DATABASE_NAME!) });
    await db.connect();
    producer = await connectTestProducer('shutdown-test');
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.end();
    await producer?.disconnect();
    await issuer?.close();
    if (env) await dropDatabase(env.DATABASE_URL!, env.DATABASE_NAME!);
  });

  // Members as identity announces them; the consumer may join its group just after /health answers (it starts
  // from the topics' ends), so an announcement not yet projected is sent again (the projection keeps one row).
  const announce = async (ids: number[]) => {
    await eventually(
      async () => {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM user_summaries WHERE id = ANY ($1)`, [ids]);
        if (rows[0].n === ids.length) return true;
        for (const id of ids) {
          const user = userSnapshot(id, { version: 0, subscriptionTier: 'pro' });
          await publishEvent(producer, 'identity.user.registered.v1', id, { user, referredBy: null }, 'identity');
        }
        return false;
      },
      30_000,
      250,
    );
  };

  it('answers what it took, says "going away" to the socket, commits its offsets and exits 0', async () => {
    const base = 1_900_000_000 + Math.floor(Math.random() * 1_000_000);
    const [ada, bea] = [base, base + 1];
    await announce([ada, bea, ...Array.from({ length: 18 }, (_, i) => base + 2 + i)]);
    const [adaToken, beaToken] = [await issuer.token(ada), await issuer.token(bea)];
    const call = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const conversationId = ((await (await call(beaToken, 'POST', '/api/messages/start', { otherUserId: ada })).json()) as { id: number }).id;
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { authorization: `Bearer ${beaToken}` } });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise((resolve) => socket.once('message', resolve));

    // A burst of sends, and the signal while they are in flight.
    const sends = Array.from({ length: 40 }, (_, i) =>
      call(adaToken, 'POST', '/api/messages', { conversationId, content: `burst ${i}` }).then(
        (response) => ({ status: response.status, at: performance.now() }),
        (error: Error) => ({ status: 0, error: String(error.cause ?? error), at: performance.now() }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const signalledAt = performance.now();
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child!.once('exit', (code) => resolve({ code, at: performance.now() })));
    child!.kill('SIGTERM');
    const answers = await Promise.all(sends);
    const exit = await exited;

    // Every send answered 201 was stored, once; none was answered 5xx (before installGracefulClose, 30 of 40 got 503
    // and the process hung until its 15 s limit); the ones it took after the signal were answered. The others never
    // reached it: refused at connect, or reset on a connection it had accepted but not read from (nothing stored).
    const created = answers.filter((answer) => answer.status === 201);
    const stored = (await db.query(`SELECT content FROM messages WHERE conversation_id = $1 AND content LIKE 'burst %'`, [conversationId])).rows;
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 0)).toBe(true);
    expect(stored.length).toBe(created.length);
    expect(new Set(stored.map((row) => row.content)).size).toBe(stored.length);
    expect(created.some((answer) => answer.at > signalledAt)).toBe(true);
    expect(await closed).toEqual({ code: REALTIME_CLOSE.goingAway, reason: 'Server restarting' });
    expect({ code: exit.code, stderr }).toEqual({ code: 0, stderr: expect.not.stringMatching(/unhandled|Error:/i) });
    expect(exit.at - signalledAt).toBeLessThan(15_000);

    // The consumer committed what it applied before leaving: its group's offsets are at the ends of the topic.
    const kafka = new Kafka({ clientId: 'shutdown-test-admin', brokers: requireEnv('KAFKA_BROKERS').split(','), logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    await admin.connect();
    try {
      const [committed] = await admin.fetchOffsets({ groupId: env.EVENT_CONSUMER_GROUP!, topics: ['identity.user'] });
      const ends = await admin.fetchTopicOffsets('identity.user');
      const behind = committed!.partitions.map(({ partition, offset }) => Number(ends.find((end) => end.partition === partition)!.high) - Number(offset));
      expect(behind).toEqual(behind.map(() => 0));
    } finally {
      await admin.disconnect();
    }
  }, 60_000);
});
