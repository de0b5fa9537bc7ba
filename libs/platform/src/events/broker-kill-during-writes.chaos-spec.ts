import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { ALL_TOPICS } from '@stave/contracts';
import { databaseUrl, openDataSource } from '../database/database';
import { Database } from '../database/transaction';
import { dropDatabase, eventually, managedServer, requireEnv, testLogger, uniqueName, untilLeadersAreBack, userSnapshot } from '../testing';
import { EventConsumer } from './event-consumer';
import { KafkaEventBus } from './kafka.bus';
import { Outbox } from './outbox';
import { OutboxRelay } from './outbox-relay';

class HistoryEffects1700000000950 implements MigrationInterface {
  name = 'HistoryEffects1700000000950';
  async up(queryRunner: QueryRunner): Promise<void> {
    // No unique constraint on purpose: an event applied twice shows as two rows.
    await queryRunner.query('CREATE TABLE applied (event_id uuid NOT NULL, user_id int NOT NULL)');
  }
  async down(): Promise<void> {}
}

const WRITES = 240;
const OUTAGE_MS = 6_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// docs/reliability.md#kafka-broker-killed-mid-write: the broker is SIGKILLed in the middle of a burst of writes and started again. A history checker
// then holds the outbox (every committed event) against what the consumer applied: each committed event published
// and applied exactly once, none lost, none twice, none dead-lettered; and every write went on during the outage.
describe('Kafka SIGKILLed during a burst of writes (docs/reliability.md#kafka-broker-killed-mid-write)', () => {
  const lookup = managedServer('kafka');
  if (lookup.reason) console.warn(`[broker-kill] skipped: ${lookup.reason}`);
  const withBroker = lookup.server ? it : it.skip;

  const baseUrl = requireEnv('DATABASE_URL');
  const database = uniqueName('stave_test_history');

  withBroker(
    'publishes and applies every committed event exactly once',
    async () => {
      const kafka = lookup.server!;
      const fatal: string[] = [];
      let dataSource: DataSource | undefined;
      let bus: KafkaEventBus | undefined;
      let relay: OutboxRelay | undefined;
      let consumer: EventConsumer | undefined;
      try {
        dataSource = await openDataSource({ url: baseUrl, database, poolSize: 6, entities: [], migrations: [HistoryEffects1700000000950], logger: testLogger });
        const db = dataSource;
        bus = new KafkaEventBus({
          clientId: 'broker-kill-spec',
          brokers: requireEnv('KAFKA_BROKERS').split(','),
          topics: ALL_TOPICS,
          partitions: 3,
          replicationFactor: 1,
          logger: testLogger,
          onFatal: (reason) => fatal.push(reason),
        });
        await bus.connect();
        consumer = new EventConsumer({ group: uniqueName('history'), bus, dataSource: db, logger: testLogger, backoffMs: () => 50, startFrom: 'latest' }, [
          {
            consumer: 'history:applied',
            event: 'identity.user.updated.v1',
            fn: async (event, tx) => {
              await tx.query('INSERT INTO applied (event_id, user_id) VALUES ($1, $2)', [event.id, Number(event.key)]);
            },
          },
        ]);
        await consumer.start();
        relay = new OutboxRelay({ dataSource: db, bus, logger: testLogger, listenUrl: databaseUrl(baseUrl, database), pollIntervalMs: 200 });
        await relay.start();
        const outbox = new Outbox('identity');
        const base = 3_000_000 + Math.floor(Math.random() * 1_000_000);
        const write = (i: number) =>
          new Database(db).transaction((tx) =>
            outbox.add(tx, 'identity.user.updated.v1', base + (i % 12), { user: userSnapshot(base + (i % 12), { version: i + 1 }), changed: ['name'] }),
          );
        // The consumer group joins at the topic's end: wait until an event written now is applied.
        await eventually(async () => {
          await write(-1);
          return (await db.query('SELECT count(*)::int AS n FROM applied'))[0].n > 0;
        }, 30_000);

        // The burst: a write every 25 ms; the broker is killed after a third of them and started after OUTAGE_MS.
        let killedAt = 0;
        let restartedAt = 0;
        const writer = (async () => {
          for (let i = 0; i < WRITES; i++) {
            await write(i);
            await sleep(25);
          }
        })();
        await eventually(async () => (await db.query('SELECT count(*)::int AS n FROM outbox'))[0].n > WRITES / 3, 30_000, 20);
        await kafka.kill();
        killedAt = Date.now();
        await sleep(OUTAGE_MS);
        await kafka.start();
        restartedAt = Date.now();
        await writer;
        const writtenDuringOutage = (
          await db.query('SELECT count(*)::int AS n FROM outbox WHERE occurred_at BETWEEN $1 AND $2', [new Date(killedAt), new Date(restartedAt)])
        )[0].n;

        // The history checker: the outbox holds every committed event; each must be applied exactly once.
        await eventually(async () => (await db.query('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL'))[0].n === 0, 60_000, 200);
        await eventually(
          async () =>
            (await db.query('SELECT count(DISTINCT event_id)::int AS n FROM applied'))[0].n === (await db.query('SELECT count(*)::int AS n FROM outbox'))[0].n,
          60_000,
          200,
        );
        const [history] = await db.query(
          `SELECT (SELECT count(*)::int FROM outbox) AS committed,
                  (SELECT count(*)::int FROM outbox o WHERE NOT EXISTS (SELECT 1 FROM applied a WHERE a.event_id = o.event_id)) AS lost,
                  (SELECT count(*)::int FROM (SELECT event_id FROM applied GROUP BY event_id HAVING count(*) > 1) twice) AS twice,
                  (SELECT count(*)::int FROM applied a WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.event_id = a.event_id)) AS unknown,
                  (SELECT count(*)::int FROM dead_letters) AS dead`,
        );
        console.log(`[broker-kill] ${JSON.stringify({ ...history, writtenDuringOutage, outageMs: restartedAt - killedAt })}`);
        expect({ lost: history.lost, twice: history.twice, unknown: history.unknown, dead: history.dead }).toEqual({ lost: 0, twice: 0, unknown: 0, dead: 0 });
        expect(history.committed).toBeGreaterThan(WRITES);
        expect(writtenDuringOutage).toBeGreaterThan(0);
        expect(fatal).toEqual([]);
      } finally {
        // Later suites need the broker and its partitions' leaders.
        await kafka.start();
        await untilLeadersAreBack(requireEnv('KAFKA_BROKERS').split(','));
        await relay?.stop().catch(() => undefined);
        await consumer?.stop().catch(() => undefined);
        await bus?.disconnect().catch(() => undefined);
        await dataSource?.destroy().catch(() => undefined);
        await dropDatabase(baseUrl, database).catch(() => undefined);
      }
    },
    180_000,
  );
});
