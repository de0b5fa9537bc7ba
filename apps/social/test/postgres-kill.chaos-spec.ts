import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { databaseUrl } from '@stave/platform';
import { PrivatePostgres, eventually } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

const OUTAGE_MS = 4000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// docs/reliability.md#postgres-killed-mid-write: social's Postgres (a server of its own) is SIGKILLed in the middle of a stream of writes and
// started again 4 s later. In-flight and new requests answer 503 with the plain message within 10 s, never hang and
// never show a stack; another service on another database keeps serving; social's pool recovers without a restart
// of the app; and a history checker holds every post against the outbox and the consumers: each acknowledged post
// stored once, each stored post's event sent and applied by each consumer.
describe('social: its Postgres killed mid-write and started again', () => {
  let postgres: PrivatePostgres;
  let social: SocialUnderTest;
  let other: SocialUnderTest;

  beforeAll(async () => {
    postgres = await PrivatePostgres.start();
    social = await SocialUnderTest.start({ DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '6' });
    // The harness's own connection dies with the server; it is not used after the kill.
    social.db.on('error', () => undefined);
    other = await SocialUnderTest.start();
  }, 90_000);

  afterAll(async () => {
    await other?.stop();
    await social?.stop().catch(() => undefined);
    await postgres?.stop();
  });

  it('answers 503 fast while it is down, keeps the others serving, and recovers by itself with nothing lost or applied twice', async () => {
    const writers = await Promise.all(Array.from({ length: 4 }, () => social.member()));
    const bystander = await other.member();
    const answers: Array<{ status: number; body: Record<string, unknown>; ms: number; content: string; at: number }> = [];
    const otherAnswers: number[] = [];
    let stop = false;

    const write = async (member: Member, index: number) => {
      for (let step = 0; !stop; step++) {
        const content = `chaos pg ${index}.${step}`;
        const started = Date.now();
        const { status, body } = await social.call('POST', '/api/posts', { token: member.token, body: { content } });
        answers.push({ status, body: body as Record<string, unknown>, ms: Date.now() - started, content, at: started });
        await sleep(50);
      }
    };
    const elsewhere = async () => {
      while (!stop) {
        otherAnswers.push((await other.call('GET', '/api/posts', { token: bystander.token })).status);
        await sleep(100);
      }
    };
    const running = Promise.all([...writers.map(write), elsewhere()]);
    await sleep(2500);
    const killedAt = Date.now();
    await postgres.kill();
    await sleep(OUTAGE_MS);
    await postgres.startAgain();
    const restartedAt = Date.now();
    // Writes succeed again through the same process: its pool replaced the dead connections.
    await eventually(async () => answers.some((answer) => answer.at > restartedAt && answer.status === 201), 20_000, 100);
    await sleep(2000);
    stop = true;
    await running;

    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    // Nothing answered before the kill was refused. (A write still in flight when Postgres died may be: on a slow
    // machine one started 150 ms before the kill was still waiting for its statement.)
    expect(refused.filter((answer) => answer.at + answer.ms < killedAt)).toEqual([]);
    // The plain message and code; an errorId to find the log line by, never a stack.
    for (const { body } of refused) {
      expect({ message: body.message, code: body.code, extra: Object.keys(body).filter((key) => !['message', 'code', 'errorId'].includes(key)) }).toEqual({
        message: 'Service temporarily unavailable',
        code: 'DEPENDENCY_UNAVAILABLE',
        extra: [],
      });
    }
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000);
    expect(otherAnswers.filter((status) => status !== 200)).toEqual([]);

    // The history checker, on a connection of its own.
    const db = new Client({ connectionString: databaseUrl(postgres.url, social.env.DATABASE_NAME!) });
    await db.connect();
    try {
      const stored = (await db.query(`SELECT id, content FROM posts WHERE content LIKE 'chaos pg %'`)).rows as Array<{ id: number; content: string }>;
      const counts = new Map<string, number>();
      for (const row of stored) counts.set(row.content, (counts.get(row.content) ?? 0) + 1);
      expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
      expect(answers.filter((answer) => answer.status === 201 && counts.get(answer.content) !== 1)).toEqual([]);
      // Every stored post (acknowledged or not) has its event sent and applied once by each of its three consumers.
      const consumers = ['AchievementsConsumer.onPost', 'NotificationsConsumer.onPublished', 'PostPublishedConsumer.onPublished'].map((key) => `social:${key}`);
      const unfinished = async () => {
        const { rows } = await db.query(
          `SELECT p.id, count(DISTINCT o.event_id)::int AS events, bool_and(o.sent_at IS NOT NULL) AS sent,
                  array_agg(DISTINCT i.consumer ORDER BY i.consumer) FILTER (WHERE i.consumer IS NOT NULL) AS applied
             FROM posts p
             LEFT JOIN outbox o ON o.name = 'social.post.published.v1' AND (o.payload -> 'payload' ->> 'postId')::int = p.id
             LEFT JOIN inbox i ON i.event_id = o.event_id
            WHERE p.content LIKE 'chaos pg %'
            GROUP BY p.id`,
        );
        return rows.filter((row) => !(row.events === 1 && row.sent && JSON.stringify(row.applied) === JSON.stringify(consumers)));
      };
      await eventually(async () => (await unfinished()).length === 0, 30_000, 250).catch(() => undefined);
      expect(await unfinished()).toEqual([]);
      expect((await db.query(`SELECT count(*)::int AS n FROM dead_letters`)).rows[0].n).toBe(0);
      console.log(
        `postgres kill: ${answers.length} writes, ${answers.filter((answer) => answer.status === 201).length} acknowledged, ${refused.length} answered 503 ` +
          `(slowest ${Math.max(...refused.map((answer) => answer.ms))} ms), ${stored.length} stored; first 201 after the restart ` +
          `${Math.min(...answers.filter((answer) => answer.at > restartedAt && answer.status === 201).map((answer) => answer.at)) - restartedAt} ms later`,
      );
    } finally {
      await db.end();
    }
  }, 120_000);
});
