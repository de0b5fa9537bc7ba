import { randomUUID } from 'node:crypto';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import type { EventOf } from '@stave/contracts';
import { openDataSource } from '../database/database';
import { dropDatabase, eventually, requireEnv, testLogger, uniqueName } from '../testing';
import type { BusMessage, BusSubscription } from './event-bus';
import { EventConsumer, type RegisteredHandler } from './event-consumer';
import { KafkaEventBus } from './kafka.bus';
import { userSnapshot } from '../testing/factories';

class RebalanceEffects1700000000901 implements MigrationInterface {
  name = 'RebalanceEffects1700000000901';
  async up(queryRunner: QueryRunner): Promise<void> {
    // No unique constraint on purpose: a second effect of one event would show as a second row.
    await queryRunner.query('CREATE TABLE effects (event_id uuid NOT NULL, user_id int NOT NULL, member text NOT NULL)');
  }
  async down(): Promise<void> {}
}

const EVENTS = 40;
const CRASH_AT = 3; // member A dies while handling its third message

function registered(topic: string, userId: number): BusMessage {
  const user = userSnapshot(userId, { location: 'Leeds' });
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

// docs/reliability.md#consumer-crash-rebalance: two instances of one service share a consumer group; one dies mid-batch after its
// handler committed a side effect but before the offset was committed. The survivor gets the
// partition and the redelivery; the inbox turns it into a no-op. Every event applied once, none lost.
describe('two consumers in one group, one dies mid-batch (docs/reliability.md#consumer-crash-rebalance)', () => {
  const baseUrl = requireEnv('DATABASE_URL');
  const brokers = requireEnv('KAFKA_BROKERS').split(',');
  const database = uniqueName('stave_test_rebalance');
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openDataSource({ url: baseUrl, database, poolSize: 6, entities: [], migrations: [RebalanceEffects1700000000901], logger: testLogger });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(baseUrl, database);
  });

  it('applies every event exactly once when a member dies between its side effect and its offset commit', async () => {
    const topic = uniqueName('chaos.rebalance');
    const group = uniqueName('rebalance');
    const fatal: string[] = [];
    const received = { a: [] as string[], b: [] as string[] };
    const handlers = (member: 'a' | 'b'): RegisteredHandler[] => [
      {
        consumer: 'rebalance-spec:effects', // one inbox key for both: they are instances of one service
        event: 'identity.user.registered.v1',
        fn: async (event, tx) => {
          const { user } = (event as EventOf<'identity.user.registered.v1'>).payload;
          await tx.query('INSERT INTO effects (event_id, user_id, member) VALUES ($1, $2, $3)', [event.id, user.id, member]);
        },
      },
    ];
    const bus = (member: string) =>
      new KafkaEventBus({
        clientId: `rebalance-spec-${member}`,
        brokers,
        topics: [topic],
        partitions: 2,
        replicationFactor: 1,
        logger: testLogger,
        onFatal: (reason) => fatal.push(`${member}: ${reason}`),
      });
    const busA = bus('a');
    const busB = bus('b');
    const consumerA = new EventConsumer({ group, bus: busA, dataSource, logger: testLogger, backoffMs: () => 20 }, handlers('a'));
    const consumerB = new EventConsumer({ group, bus: busB, dataSource, logger: testLogger, backoffMs: () => 20 }, handlers('b'));
    const idOf = (message: BusMessage) => (JSON.parse(message.value) as { id: string }).id;
    let subA: BusSubscription | undefined;
    let subB: BusSubscription | undefined;
    let crashedId: string | undefined;
    let stoppingA: Promise<void> | undefined;
    try {
      await busA.connect();
      await busB.connect();
      // EventConsumer.start() is bus.subscribe(group, topics, handle); done by hand to put the crash between
      // "handled (transaction committed)" and "offset resolved".
      subA = await busA.subscribe(group, [topic], async (message) => {
        received.a.push(idOf(message));
        await consumerA.handle(message);
        if (crashedId === undefined && received.a.length === CRASH_AT) {
          crashedId = idOf(message);
          // The member goes away now: it stops fetching and leaves the group, and this message's offset is
          // never resolved, so it is never committed (what a SIGKILL here leaves behind, minus the session wait).
          stoppingA = subA!.stop();
          throw new Error('simulated crash after the side effect, before the offset commit');
        }
      });
      subB = await busB.subscribe(group, [topic], async (message) => {
        received.b.push(idOf(message));
        await consumerB.handle(message);
      });
      const messages = Array.from({ length: EVENTS }, (_, i) => registered(topic, i + 1));

      await busA.publish(messages);

      const ids = messages.map(idOf);
      await eventually(
        async () => {
          const [row] = await dataSource.query('SELECT count(DISTINCT event_id)::int AS n FROM effects');
          return row.n === EVENTS;
        },
        30_000,
        100,
      );
      await stoppingA;
      expect(crashedId).toBeDefined();
      expect(received.b).toContain(crashedId); // the survivor got the uncommitted message again...
      const perEvent: { event_id: string; n: number; members: string }[] = await dataSource.query(
        `SELECT event_id, count(*)::int AS n, string_agg(member, ',') AS members FROM effects GROUP BY event_id`,
      );
      expect(perEvent.filter((row) => row.n !== 1)).toEqual([]); // ...and applied nothing twice
      expect(perEvent.map((row) => row.event_id).sort()).toEqual([...ids].sort()); // nothing lost
      expect(perEvent.find((row) => row.event_id === crashedId)?.members).toBe('a');
      expect(perEvent.some((row) => row.members === 'b')).toBe(true);
      const [inbox] = await dataSource.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = 'rebalance-spec:effects'`);
      expect(inbox.n).toBe(EVENTS);
      expect(fatal).toEqual([]);
    } finally {
      await Promise.allSettled([stoppingA ?? subA?.stop(), subB?.stop()]);
      await Promise.allSettled([busA.disconnect(), busB.disconnect()]);
    }
  }, 60_000);
});
