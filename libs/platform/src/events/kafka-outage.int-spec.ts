import { randomUUID } from 'node:crypto';
import { managedServer, requireEnv, testLogger, uniqueName, untilLeadersAreBack } from '../testing';
import type { BusMessage, BusSubscription } from './event-bus';
import { KafkaEventBus } from './kafka.bus';

// docs/reliability.md#kafka-broker-down: the broker is down longer than the client retries (8 retries, 0.3→3 s: ~17 s).
// After it comes back the consumer must consume a canary within 30 s, or give up through the
// platform's fatal exit (code 70, so the supervisor restarts it). Never alive without consuming.
const OUTAGE_MS = 20_000;
const RECOVERY_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

describe('Kafka broker SIGKILLed for longer than the retries, then restarted (docs/reliability.md#kafka-broker-down)', () => {
  const brokers = requireEnv('KAFKA_BROKERS').split(',');
  const lookup = managedServer('kafka');
  if (lookup.reason) console.warn(`[kafka-outage] skipped: ${lookup.reason}`);
  const withBroker = lookup.server ? it : it.skip;

  withBroker(
    'consumes again within 30 s of the restart or exits with 70, never stays alive without consuming; ping is down meanwhile',
    async () => {
      const kafka = lookup.server!;
      const topic = uniqueName('chaos.canary');
      const consumed = new Set<string>();
      const exits: number[] = [];
      // The bus gets no onFatal: the production default (process.exit(70)) runs, observed here instead of ending jest.
      const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
        exits.push(code ?? 0);
      }) as typeof process.exit);
      const bus = new KafkaEventBus({ clientId: 'kafka-outage-spec', brokers, topics: [topic], partitions: 1, replicationFactor: 1, logger: testLogger });
      let subscription: BusSubscription | undefined;
      const canary = (label: string): BusMessage => ({ topic, key: 'canary', value: `${label}:${randomUUID()}`, headers: {} });
      try {
        await bus.connect();
        subscription = await bus.subscribe(uniqueName('outage'), [topic], async (message) => {
          consumed.add(message.value);
        });
        const before = canary('before');
        await bus.publish([before]);
        await waitUntil(() => consumed.has(before.value), 15_000, 'the first canary was not consumed');

        await kafka.kill();
        const killedAt = Date.now();
        let pings = 0;
        while (Date.now() - killedAt < OUTAGE_MS) {
          // What /health reports as `kafka: down` (HealthController → bus.ping()).
          await expect(bus.ping()).rejects.toThrow();
          pings++;
          await sleep(Math.min(3000, OUTAGE_MS - (Date.now() - killedAt)));
        }
        expect(pings).toBeGreaterThanOrEqual(3);

        const restartAt = Date.now();
        await kafka.start();
        const brokerBackAt = Date.now();
        const after = canary('after');
        let publishedAt: number | null = null;
        const outcome = await waitFor(async () => {
          if (exits.length) return 'exited';
          if (consumed.has(after.value)) return 'consumed';
          // The producer may need a moment to reconnect after the restart.
          if (publishedAt === null)
            publishedAt = await bus.publish([after]).then(
              () => Date.now(),
              () => null,
            );
          return null;
        }, restartAt + RECOVERY_MS);
        const note =
          `outage ${seconds(restartAt - killedAt)}; broker answering ${seconds(brokerBackAt - restartAt)} after the restart; ` +
          `canary published ${publishedAt === null ? 'never' : `at +${seconds(publishedAt - restartAt)}`}; ` +
          `${outcome ?? 'neither consumed nor exited'} at +${seconds(Date.now() - restartAt)}`;
        console.log(`[kafka-outage] ${note}`);

        if (!outcome) throw new Error(`alive but not consuming 30 s after the broker restart: ${note}`);
        if (outcome === 'exited') expect(new Set(exits)).toEqual(new Set([70]));
        else expect(exits).toEqual([]);
        await expect(bus.ping()).resolves.toBeUndefined();
      } finally {
        // Later suites in this run need the broker: bring it back whatever happened above, and wait
        // until every partition has its leader again (a restarted KRaft node answers before that, and
        // the next suite's first offset lookup failed with NOT_LEADER_FOR_PARTITION).
        await kafka.start();
        await untilLeadersAreBack(brokers);
        await withTimeout(subscription?.stop(), 10_000);
        await withTimeout(bus.disconnect(), 10_000);
        exit.mockRestore();
      }
    },
    90_000,
  );
});

async function waitFor<T>(probe: () => Promise<T | null>, deadline: number): Promise<T | null> {
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(250);
  }
  return null;
}

async function waitUntil(condition: () => boolean, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(message);
    await sleep(50);
  }
}

async function withTimeout(promise: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise?.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
