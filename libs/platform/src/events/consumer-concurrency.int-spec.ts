import { randomUUID } from 'node:crypto';
import { Partitioners, type PartitionMetadata } from 'kafkajs';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import type { EventOf } from '@stave/contracts';
import { openDataSource } from '../database/database';
import { dropDatabase, eventually, requireEnv, testLogger, uniqueName } from '../testing/infra';
import type { BusMessage, BusSubscription } from './event-bus';
import { EventConsumer, type RegisteredHandler } from './event-consumer';
import { InProcessEventBus } from './in-process.bus';
import { KafkaEventBus } from './kafka.bus';
import { userSnapshot } from '../testing/factories';

class ConcurrencyEffects1700000000902 implements MigrationInterface {
  name = 'ConcurrencyEffects1700000000902';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE effects (event_id uuid NOT NULL, consumer text NOT NULL, user_id int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())',
    );
  }
  async down(): Promise<void> {}
}

const SLOW_MS = 5000;
const PARTITIONS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The partition kafkajs's producer picks for a key (murmur2, as the Java client).
const partitionOf = (() => {
  const partitioner = Partitioners.DefaultPartitioner();
  const partitionMetadata = Array.from({ length: PARTITIONS }, (_, partitionId) => ({ partitionId, leader: 0 }) as PartitionMetadata);
  return (topic: string, key: string) => partitioner({ topic, partitionMetadata, message: { key, value: null } });
})();

function registered(userId: number, topic = 'identity.user'): BusMessage {
  const user = userSnapshot(userId);
  const value = {
    id: randomUUID(),
    name: 'identity.user.registered.v1',
    occurredAt: new Date().toISOString(),
    producer: 'identity',
    key: String(userId),
    payload: { user, referredBy: null },
  };
  return { topic, key: String(userId), value: JSON.stringify(value), headers: {} };
}

// A slow handler holds back only its own partition (Kafka) or key (in-process bus), never
// another partition's messages or another service's deliveries; each partition/key keeps its order.
describe('event consumers: concurrency per service (EVENT_CONCURRENCY)', () => {
  it(`Kafka: a handler blocked ${SLOW_MS / 1000} s on one partition does not delay the other partitions, and each partition keeps its order`, async () => {
    const topic = uniqueName('concurrency.kafka');
    const fatal: string[] = [];
    const bus = new KafkaEventBus({
      clientId: 'concurrency-spec',
      brokers: requireEnv('KAFKA_BROKERS').split(','),
      topics: [topic],
      partitions: PARTITIONS,
      replicationFactor: 1,
      logger: testLogger,
      onFatal: (reason) => fatal.push(reason),
    });
    // Keys chosen so that every partition gets four of them; "slow" blocks its partition once.
    const slowKey = 'slow';
    const slowPartition = partitionOf(topic, slowKey);
    const keys: string[] = [];
    for (let i = 0; keys.length < PARTITIONS * 4; i++) {
      const key = `k${i}`;
      if (keys.filter((k) => partitionOf(topic, k) === partitionOf(topic, key)).length < 4) keys.push(key);
    }
    const seen: { key: string; value: string; partition: number; at: number }[] = [];
    let slowStarted = false;
    let slowDoneAt = 0;
    let subscription: BusSubscription | undefined;
    try {
      await bus.connect();
      subscription = await bus.subscribe(
        uniqueName('concurrency'),
        [topic],
        async (message) => {
          if (message.key === slowKey && !slowStarted) {
            slowStarted = true;
            await sleep(SLOW_MS);
            slowDoneAt = Date.now();
          }
          seen.push({ key: message.key, value: message.value, partition: message.partition!, at: Date.now() });
        },
        { concurrency: PARTITIONS },
      );
      await bus.publish([{ topic, key: slowKey, value: 'slow-1', headers: {} }]);
      await eventually(async () => slowStarted, 20_000, 10);

      // Two messages per key, in order, published while the slow one is being handled.
      const publishedAt = Date.now();
      await bus.publish([
        ...keys.map((key) => ({ topic, key, value: `${key}-1`, headers: {} })),
        { topic, key: slowKey, value: 'slow-2', headers: {} },
        ...keys.map((key) => ({ topic, key, value: `${key}-2`, headers: {} })),
      ]);
      await eventually(async () => seen.length === keys.length * 2 + 2, 30_000, 20);

      const others = seen.filter((s) => s.partition !== slowPartition);
      const behindSlow = seen.filter((s) => s.partition === slowPartition && s.key !== slowKey);
      expect(others).toHaveLength(keys.filter((k) => partitionOf(topic, k) !== slowPartition).length * 2);
      // The other partitions were handled while the slow handler still held its own.
      expect(Math.max(...others.map((s) => s.at)) - publishedAt).toBeLessThan(SLOW_MS / 2);
      expect(Math.max(...others.map((s) => s.at))).toBeLessThan(slowDoneAt);
      // Its own partition waited for it: order within a partition is kept.
      expect(Math.min(...behindSlow.map((s) => s.at))).toBeGreaterThanOrEqual(slowDoneAt);
      for (const key of [slowKey, ...keys]) {
        expect(seen.filter((s) => s.key === key).map((s) => s.value)).toEqual([`${key}-1`, `${key}-2`]);
      }
      expect(fatal).toEqual([]);
    } finally {
      await subscription?.stop();
      await bus.disconnect();
    }
  }, 60_000);

  describe('in-process bus (embedded mode), through the consumers and the inbox', () => {
    const baseUrl = requireEnv('DATABASE_URL');
    const database = uniqueName('stave_test_concurrency');
    let dataSource: DataSource;

    beforeAll(async () => {
      dataSource = await openDataSource({
        url: baseUrl,
        database,
        poolSize: 8,
        entities: [],
        migrations: [ConcurrencyEffects1700000000902],
        logger: testLogger,
      });
    });

    afterAll(async () => {
      await dataSource?.destroy();
      await dropDatabase(baseUrl, database);
    });

    const SLOW_USER = 13;
    // A service whose handler holds its transaction for SLOW_MS on one member's event.
    const service = (name: string, slowUser: number | null): RegisteredHandler[] => [
      {
        consumer: `${name}:Effects.onRegistered`,
        event: 'identity.user.registered.v1',
        fn: async (event, tx) => {
          const { user } = (event as EventOf<'identity.user.registered.v1'>).payload;
          if (user.id === slowUser) await sleep(SLOW_MS);
          await tx.query('INSERT INTO effects (event_id, consumer, user_id) VALUES ($1, $2, $3)', [event.id, name, user.id]);
        },
      },
    ];
    const appliedAt = async (consumer: string): Promise<Map<number, number[]>> => {
      const rows: { user_id: number; at: Date }[] = await dataSource.query('SELECT user_id, at FROM effects WHERE consumer = $1 ORDER BY at', [consumer]);
      const byUser = new Map<number, number[]>();
      for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.at.getTime()]);
      return byUser;
    };

    it("one service's slow handler delays neither another service's consumer nor its own other keys; a key keeps its order", async () => {
      const bus = new InProcessEventBus();
      const social = new EventConsumer({ group: 'social', bus, dataSource, logger: testLogger, concurrency: 3 }, service('social', SLOW_USER));
      const messaging = new EventConsumer({ group: 'messaging', bus, dataSource, logger: testLogger, concurrency: 3 }, service('messaging', null));
      await social.start();
      await messaging.start();
      try {
        const slow = registered(SLOW_USER);
        const slowAgain = registered(SLOW_USER);
        const others = [21, 22, 23, 24, 25].map((id) => registered(id));
        const publishedAt = Date.now();

        await bus.publish([slow, ...others, slowAgain]);

        await eventually(async () => (await appliedAt('messaging')).size === 6, 10_000, 20);
        const messagingDoneAt = Math.max(...[...(await appliedAt('messaging')).values()].flat());
        expect(messagingDoneAt - publishedAt).toBeLessThan(SLOW_MS / 2);
        const socialOthers = await eventually(
          async () => {
            const applied = await appliedAt('social');
            return others.every((message) => applied.has(Number(message.key))) && applied;
          },
          10_000,
          20,
        );
        expect(Math.max(...others.map((message) => socialOthers.get(Number(message.key))![0]!)) - publishedAt).toBeLessThan(SLOW_MS / 2);

        await bus.drain();
        const slowApplied = (await appliedAt('social')).get(SLOW_USER)!;
        expect(slowApplied).toHaveLength(2);
        // The second event of the slow member waited for the first (a key's order is kept).
        expect(slowApplied[1]! - slowApplied[0]!).toBeGreaterThanOrEqual(0);
        expect(slowApplied[0]! - publishedAt).toBeGreaterThanOrEqual(SLOW_MS - 50);
        const [order] = await dataSource.query(`SELECT array_agg(event_id::text ORDER BY at) AS ids FROM effects WHERE consumer = 'social' AND user_id = $1`, [
          SLOW_USER,
        ]);
        expect(order.ids).toEqual([JSON.parse(slow.value).id, JSON.parse(slowAgain.value).id]);
      } finally {
        await social.stop();
        await messaging.stop();
      }
    }, 30_000);
  });
});
