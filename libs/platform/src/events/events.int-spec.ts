import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Kafka, logLevel } from 'kafkajs';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { ALL_TOPICS, DEAD_LETTER_SUFFIX, type EventOf } from '@stave/contracts';
import { databaseUrl, openDataSource } from '../database/database';
import { Database } from '../database/transaction';
import { dropDatabase, eventually, requireEnv, testLogger, uniqueName } from '../testing/infra';
import type { BusMessage, EventBus } from './event-bus';
import { EventConsumer } from './event-consumer';
import { InProcessEventBus } from './in-process.bus';
import { KafkaEventBus } from './kafka.bus';
import { Outbox } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { userSnapshot } from '../testing/factories';

class TestEffects1700000000900 implements MigrationInterface {
  name = 'TestEffects1700000000900';
  async up(queryRunner: QueryRunner): Promise<void> {
    // No unique constraint on purpose: a second effect of one event would show as a second row.
    // `seq`: the order effects were applied in.
    await queryRunner.query('CREATE TABLE effects (seq bigserial, event_id uuid NOT NULL, consumer text NOT NULL, user_id int NOT NULL)');
  }
  async down(): Promise<void> {}
}

const POISON_USER_ID = 666;

const memberSnapshot = (id: number) => userSnapshot(id, { location: 'Leeds', skills: ['bass'], genres: ['jazz'] });

function envelope(id = randomUUID(), userId = 1): BusMessage {
  const value = {
    id,
    name: 'identity.user.registered.v1',
    occurredAt: new Date().toISOString(),
    producer: 'identity',
    key: String(userId),
    payload: { user: memberSnapshot(userId), referredBy: null },
  };
  return { topic: 'identity.user', key: String(userId), value: JSON.stringify(value), headers: {} };
}

// docs/reliability.md#embedded-bus-parity: the same suite on Kafka (cluster mode) and on the in-process bus (embedded mode).
const BUSES = [
  {
    kind: 'kafka',
    create: (onFatal: (reason: string) => void): EventBus =>
      new KafkaEventBus({
        clientId: 'events-int-spec',
        brokers: requireEnv('KAFKA_BROKERS').split(','),
        topics: ALL_TOPICS,
        partitions: 1,
        replicationFactor: 1,
        logger: testLogger,
        onFatal,
      }),
  },
  { kind: 'in-process', create: (): EventBus => new InProcessEventBus() },
] as const;

describe.each(BUSES)('events: outbox → $kind bus → inbox (real Postgres)', ({ kind, create }) => {
  const baseUrl = requireEnv('DATABASE_URL');
  const brokers = requireEnv('KAFKA_BROKERS').split(',');
  const database = uniqueName('stave_test_events');
  const fatal: string[] = [];
  let dataSource: DataSource;
  let bus: EventBus;
  let consumer: EventConsumer;
  const outbox = new Outbox('identity');

  const effectsOf = async (eventId: string): Promise<number> => {
    const [row] = await dataSource.query('SELECT count(*)::int AS n FROM effects WHERE event_id = $1', [eventId]);
    return row.n;
  };

  beforeAll(async () => {
    dataSource = await openDataSource({ url: baseUrl, database, poolSize: 5, entities: [], migrations: [TestEffects1700000000900], logger: testLogger });
    bus = create((reason) => fatal.push(reason));
    await bus.connect();
    consumer = new EventConsumer({ group: uniqueName('int-spec'), bus, dataSource, logger: testLogger, backoffMs: () => 20 }, [
      {
        consumer: 'int-spec:effects',
        event: 'identity.user.registered.v1',
        fn: async (event, tx) => {
          const { user } = (event as EventOf<'identity.user.registered.v1'>).payload;
          if (user.id === POISON_USER_ID) throw new Error('handler always fails for this member');
          await tx.query('INSERT INTO effects (event_id, consumer, user_id) VALUES ($1, $2, $3)', [event.id, 'effects', user.id]);
        },
      },
    ]);
    await consumer.start();
  });

  afterAll(async () => {
    await consumer?.stop();
    await bus?.disconnect();
    await dataSource?.destroy();
    await dropDatabase(baseUrl, database);
    expect(fatal).toEqual([]);
  });

  it('never publishes an event written in a rolled-back transaction', async () => {
    let rolledBackId = '';
    await expect(
      new Database(dataSource).transaction(async (tx) => {
        rolledBackId = await outbox.add(tx, 'identity.user.registered.v1', 10, { user: memberSnapshot(10), referredBy: null });
        throw new Error('failure after the state write');
      }),
    ).rejects.toThrow('failure after the state write');
    const sentinelId = await new Database(dataSource).transaction((tx) =>
      outbox.add(tx, 'identity.user.registered.v1', 11, { user: memberSnapshot(11), referredBy: null }),
    );
    const relay = new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database) });

    await relay.drainNow();

    await eventually(async () => (await effectsOf(sentinelId)) === 1);
    expect(await effectsOf(rolledBackId)).toBe(0);
    const [row] = await dataSource.query('SELECT count(*)::int AS n FROM outbox WHERE event_id = $1', [rolledBackId]);
    expect(row.n).toBe(0);
  });

  it('publishes a committed event after a restart when the process died before the relay ran', async () => {
    // The "dead" process committed but never started a relay; a fresh one (the restart) sends it.
    const eventId = await new Database(dataSource).transaction((tx) =>
      outbox.add(tx, 'identity.user.registered.v1', 12, { user: memberSnapshot(12), referredBy: null }),
    );
    expect(await effectsOf(eventId)).toBe(0);
    const restarted = new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database), pollIntervalMs: 200 });

    await restarted.start();

    try {
      await eventually(async () => (await effectsOf(eventId)) === 1);
      const [row] = await dataSource.query('SELECT sent_at FROM outbox WHERE event_id = $1', [eventId]);
      expect(row.sent_at).not.toBeNull();
      expect(await restarted.backlog()).toBe(0);
    } finally {
      await restarted.stop();
    }
  });

  it('publishes a row its own process woke it for without a NOTIFY, also when another relay was draining then', async () => {
    // A hot path's statement commits the row alone and wakes this process's relay (Outbox.row); the poll is far off.
    const relay = new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database), pollIntervalMs: 600_000 });
    await relay.start();
    const otherRelay = dataSource.createQueryRunner();
    try {
      await otherRelay.connect();
      await otherRelay.startTransaction();
      await otherRelay.query(`SELECT pg_advisory_xact_lock(hashtext('stave-outbox-relay'))`);
      const row = outbox.row('identity.user.registered.v1', 17, { user: memberSnapshot(17), referredBy: null });
      await dataSource.query(`INSERT INTO outbox (event_id, name, topic, key, payload, headers, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`, row.values);

      relay.wake();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await otherRelay.commitTransaction();

      await eventually(async () => (await effectsOf(row.eventId)) === 1);
    } finally {
      await otherRelay.release();
      await relay.stop();
    }
  });

  it('deletes sent rows once past their retention, never unsent ones (docs/privacy.md)', async () => {
    const [old, recent] = await new Database(dataSource).transaction(async (tx) => [
      await outbox.add(tx, 'identity.user.registered.v1', 15, { user: memberSnapshot(15), referredBy: null }),
      await outbox.add(tx, 'identity.user.registered.v1', 16, { user: memberSnapshot(16), referredBy: null }),
    ]);
    await new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database) }).drainNow();
    await dataSource.query(`UPDATE outbox SET sent_at = now() - interval '2 hours' WHERE event_id = $1`, [old]);
    await dataSource.query(`UPDATE outbox SET sent_at = NULL WHERE event_id = $1`, [recent]);
    const relay = new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database), sentRetentionMs: 3_600_000 });
    await relay.start();
    try {
      await eventually(async () => (await dataSource.query(`SELECT 1 FROM outbox WHERE event_id = $1`, [old])).length === 0);
      const [row] = await dataSource.query(`SELECT sent_at FROM outbox WHERE event_id = $1`, [recent]);
      // Sent again by this relay (it was unsent), and kept: its retention has not run.
      expect(row.sent_at).not.toBeNull();
    } finally {
      await relay.stop();
    }
  });

  it('sends an event whose transaction commits after a later one was already sent (docs/reliability.md#relay-gaps-and-order: no id watermark)', async () => {
    // Transaction A takes the lower outbox id and holds; B takes the next id, commits and is relayed first.
    let releaseA!: () => void;
    const aHolds = new Promise<void>((resolve) => (releaseA = resolve));
    let aWrote!: () => void;
    const aWritten = new Promise<void>((resolve) => (aWrote = resolve));
    let aId = '';
    const a = new Database(dataSource).transaction(async (tx) => {
      aId = await outbox.add(tx, 'identity.user.registered.v1', 13, { user: memberSnapshot(13), referredBy: null });
      aWrote();
      await aHolds;
    });
    await aWritten;
    const bId = await new Database(dataSource).transaction((tx) =>
      outbox.add(tx, 'identity.user.registered.v1', 14, { user: memberSnapshot(14), referredBy: null }),
    );
    const ids = await dataSource.query(`SELECT event_id, id FROM outbox WHERE event_id = ANY ($1::uuid[])`, [[bId]]);
    const relay = new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database) });

    await relay.drainNow();
    await eventually(async () => (await effectsOf(bId)) === 1);
    releaseA();
    await a;
    const [{ id: aRow }] = await dataSource.query(`SELECT id FROM outbox WHERE event_id = $1`, [aId]);
    expect(Number(aRow)).toBeLessThan(Number(ids[0].id));
    await relay.drainNow();

    await eventually(async () => (await effectsOf(aId)) === 1);
    expect(await relay.backlog()).toBe(0);
  });

  it("sends every committed event once, each member's in the order they committed, whatever order transactions commit and the relay runs in (docs/reliability.md#relay-gaps-and-order)", async () => {
    const relay = new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database) });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        // Which of three members each transaction writes for, and how many relay passes run among them.
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (s, members, passes) => {
          const base = 100_000 + ++run * 10;
          // A member's transactions in the order they commit: each holds its member's lock from taking it to its commit,
          // so the order they take it is the order they commit. (Not the order their commits return to this client: a
          // second transaction can take the lock, write and commit while the first's COMMIT answer is still on its way.)
          const committed: Array<{ member: number; eventId: string }> = [];
          // Each transaction locks its member (as a service locks the aggregate's row), writes its event, and
          // commits when the scheduler lets it; the relay's passes run when the scheduler lets them.
          const transactions = members.map((offset, index) =>
            new Database(dataSource).transaction(async (tx) => {
              await s.schedule(Promise.resolve(`begin ${index}`));
              await tx.query('SELECT pg_advisory_xact_lock($1)', [base + offset]);
              const eventId = await outbox.add(tx, 'identity.user.registered.v1', base + offset, { user: memberSnapshot(base + offset), referredBy: null });
              committed.push({ member: base + offset, eventId });
              await s.schedule(Promise.resolve(`commit ${index}`));
            }),
          );
          const relayPasses = Array.from({ length: passes }, (_, index) => s.schedule(Promise.resolve(`relay ${index}`)).then(() => relay.drainNow()));
          await s.waitFor(Promise.all([...transactions, ...relayPasses]));
          await relay.drainNow();

          const eventIds = committed.map((entry) => entry.eventId);
          const applied = async () =>
            (await dataSource.query(`SELECT event_id, user_id FROM effects WHERE event_id = ANY ($1::uuid[]) ORDER BY seq`, [eventIds])) as Array<{
              event_id: string;
              user_id: number;
            }>;
          await eventually(async () => (await applied()).length >= eventIds.length, 15_000, 20);
          const rows = await applied();
          expect(rows.map((row) => row.event_id).sort()).toEqual([...eventIds].sort());
          for (const member of new Set(committed.map((entry) => entry.member))) {
            const inCommitOrder = committed.filter((entry) => entry.member === member).map((entry) => entry.eventId);
            expect(rows.filter((row) => row.user_id === member).map((row) => row.event_id)).toEqual(inCommitOrder);
          }
        },
      ),
      { numRuns: kind === 'kafka' ? 15 : 40 },
    );
    expect(await relay.backlog()).toBe(0);
  }, 120_000);

  it('wakes on commit through LISTEN/NOTIFY rather than waiting for the poll', async () => {
    const relay = new OutboxRelay({ dataSource, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database), pollIntervalMs: 60_000 });
    await relay.start();
    try {
      await eventually(async () => (await relay.backlog()) === 0);
      const started = Date.now();

      const eventId = await new Database(dataSource).transaction((tx) =>
        outbox.add(tx, 'identity.user.registered.v1', 13, { user: memberSnapshot(13), referredBy: null }),
      );

      await eventually(async () => (await effectsOf(eventId)) === 1, 10_000, 10);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await relay.stop();
    }
  });

  it('applies a duplicate delivery once', async () => {
    const message = envelope(randomUUID(), 14);

    await bus.publish([message, message]);
    await bus.publish([message]);

    const eventId = JSON.parse(message.value).id;
    await eventually(async () => (await effectsOf(eventId)) >= 1);
    const sentinel = envelope(randomUUID(), 15);
    await bus.publish([sentinel]);
    await eventually(async () => (await effectsOf(JSON.parse(sentinel.value).id)) === 1);
    expect(await effectsOf(eventId)).toBe(1);
  });

  it('dead-letters poison messages with their origin and keeps consuming the partition', async () => {
    const key = `poison-${randomUUID()}`;
    const notJson: BusMessage = { topic: 'identity.user', key, value: '{not json', headers: {} };
    const badPayload = envelope();
    badPayload.key = key;
    badPayload.value = JSON.stringify({ ...JSON.parse(badPayload.value), payload: { user: { id: 'x' } } });
    const failing = envelope(randomUUID(), POISON_USER_ID);
    failing.key = key;
    const after = envelope(randomUUID(), 16);

    await bus.publish([notJson, badPayload, failing, after]);

    await eventually(async () => (await effectsOf(JSON.parse(after.value).id)) === 1, 30_000);
    if (kind === 'in-process') {
      // Embedded mode has no dead-letter topic: the letters are rows of the service's dead_letters table. Keys are
      // lanes of their own here (not one partition), so `after` may be applied before the failing one gives up.
      const letters = async () =>
        dataSource.query(`SELECT raw, error, attempts FROM dead_letters WHERE raw = ANY ($1) ORDER BY id`, [[notJson.value, badPayload.value, failing.value]]);
      await eventually(async () => (await letters()).length === 3, 30_000);
      const rows = await letters();
      expect(rows.map((row: { raw: string }) => row.raw)).toEqual([notJson.value, badPayload.value, failing.value]);
      expect(rows[2]).toMatchObject({ attempts: 4, error: expect.stringContaining('handler always fails') });
      return;
    }
    const dead = await readTopic(brokers, `identity.user${DEAD_LETTER_SUFFIX}`, (m) => m.key === key, 3);
    expect(dead.map((m) => m.value)).toEqual(expect.arrayContaining(['{not json']));
    for (const letter of dead) {
      expect(letter.headers['dlq-origin-topic']).toBe('identity.user');
      expect(letter.headers['dlq-origin-offset']).toMatch(/^\d+$/);
      expect(letter.headers['dlq-error']).toBeTruthy();
    }
    const handlerFailure = dead.find((m) => m.value === failing.value);
    expect(handlerFailure?.headers['dlq-attempts']).toBe('4');
    expect(handlerFailure?.headers['dlq-error']).toContain('handler always fails');
  });
});

async function readTopic(brokers: string[], topic: string, match: (m: BusMessage) => boolean, expected: number): Promise<BusMessage[]> {
  const kafka = new Kafka({ clientId: 'dlq-reader', brokers, logLevel: logLevel.NOTHING });
  const reader = kafka.consumer({ groupId: uniqueName('dlq-reader'), maxWaitTimeInMs: 100 });
  const found: BusMessage[] = [];
  await reader.connect();
  try {
    await reader.subscribe({ topic, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]));
        const candidate = { topic, key: message.key?.toString() ?? '', value: message.value?.toString() ?? '', headers };
        if (match(candidate)) found.push(candidate);
      },
    });
    await eventually(async () => found.length >= expected, 20_000);
    return found;
  } finally {
    await reader.disconnect();
  }
}
