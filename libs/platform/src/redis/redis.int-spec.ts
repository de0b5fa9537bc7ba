import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Injectable, Logger, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Redis } from 'ioredis';
import {
  closeRedisClient,
  createRedisClient,
  IoRedisHealth,
  IoRedisKeyValueStore,
  IoRedisPubSub,
  IoRedisRateCounter,
  waitForRedisReady,
} from './redis-ioredis.adapter';
import { RedisConnection, RedisModule } from './redis.module';
import { KeyValueStore, PubSub, RateCounter, RedisHealth } from './redis.ports';

// Real Redis only (docs/platform.md#modes); `node scripts/with-infra.mjs` provides REDIS_URL.
function redisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: run integration tests through `node scripts/with-infra.mjs <cmd>`');
  return url;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function nextMessage(): { received: Promise<string>; handler: (m: string) => void } {
  let handler!: (m: string) => void;
  const received = new Promise<string>((resolve) => (handler = resolve));
  return { received, handler };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ioredis adapters against real Redis', () => {
  const prefix = `it:${randomUUID()}:`;
  let clientA: Redis;
  let clientB: Redis;
  const pubsubs: IoRedisPubSub[] = [];

  beforeAll(async () => {
    clientA = createRedisClient(redisUrl(), 'it-a');
    clientB = createRedisClient(redisUrl(), 'it-b');
    await Promise.all([waitForRedisReady(clientA), waitForRedisReady(clientB)]);
  });

  afterAll(async () => {
    await Promise.all(pubsubs.map((p) => p.close()));
    const leftovers = await clientA.keys(`${prefix}*`);
    if (leftovers.length) await clientA.del(...leftovers);
    await Promise.all([closeRedisClient(clientA), closeRedisClient(clientB)]);
  });

  it('counts one fixed window across two clients', async () => {
    const a = new IoRedisRateCounter(clientA, prefix);
    const b = new IoRedisRateCounter(clientB, prefix);
    const first = await a.hit('login:ip', 300);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(250);
    expect(first.resetInMs).toBeLessThanOrEqual(300);
    expect((await b.hit('login:ip', 300)).count).toBe(2);
    expect((await a.hit('login:ip', 300)).count).toBe(3);
    const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('burst', 10_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    await sleep(350);
    expect(await b.hit('login:ip', 300)).toEqual({ count: 1, resetInMs: 300 });
  });

  it('repairs a counter key that lost its TTL', async () => {
    await clientA.set(`${prefix}stuck`, '41');
    const hit = await new IoRedisRateCounter(clientA, prefix).hit('stuck', 5_000);
    expect(hit).toEqual({ count: 42, resetInMs: 5_000 });
    expect(await clientA.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it('stores values with TTLs and set-if-absent, visible from another client', async () => {
    const a = new IoRedisKeyValueStore(clientA, prefix);
    const b = new IoRedisKeyValueStore(clientB, prefix);
    await a.set('jti', 'revoked', 200);
    expect(await b.get('jti')).toBe('revoked');
    expect(await b.getMany(['jti', 'absent', 'jti'])).toEqual(['revoked', null, 'revoked']);
    expect(await b.getMany([])).toEqual([]);
    const ttl = await b.ttlMs('jti');
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(200);

    expect(await a.setIfAbsent('lock', 'a', 200)).toBe(true);
    expect(await b.setIfAbsent('lock', 'b', 200)).toBe(false);
    expect(await b.get('lock')).toBe('a');

    await sleep(250);
    expect(await b.get('jti')).toBeNull();
    expect(await b.ttlMs('jti')).toBeNull();
    expect(await b.setIfAbsent('lock', 'b', 200)).toBe(true);

    await a.set('forever', 'v', 100);
    await a.set('forever', 'v2');
    expect(await b.ttlMs('forever')).toBeNull();
    expect(await b.delete('forever')).toBe(true);
    expect(await b.delete('forever')).toBe(false);
    await expect(a.set('k', 'v', 0)).rejects.toThrow(RangeError);
  });

  it('delivers pub/sub messages between two connections and stops after unsubscribe', async () => {
    const publisher = new IoRedisPubSub(clientA, prefix);
    const subscriber = new IoRedisPubSub(clientB, prefix);
    pubsubs.push(publisher, subscriber);

    const first = nextMessage();
    const second = nextMessage();
    const unsubscribeFirst = await subscriber.subscribe('user:7', first.handler);
    const unsubscribeSecond = await subscriber.subscribe('user:7', second.handler);
    await publisher.publish('user:7', 'hello');
    await expect(first.received).resolves.toBe('hello');
    await expect(second.received).resolves.toBe('hello');

    await unsubscribeFirst();
    const late: string[] = [];
    const stillThere = nextMessage();
    const unsubscribeThird = await subscriber.subscribe('user:7', (m) => {
      late.push(m);
      stillThere.handler(m);
    });
    await publisher.publish('user:7', 'again');
    await expect(stillThere.received).resolves.toBe('again');

    await unsubscribeSecond();
    await unsubscribeThird();
    expect(await clientA.pubsub('NUMSUB', `${prefix}user:7`)).toEqual([`${prefix}user:7`, 0]);
    await publisher.publish('user:7', 'nobody');
    await sleep(50);
    expect(late).toEqual(['again']);
  });

  it('publishes several messages in one pipeline, each to its channel, in order', async () => {
    const publisher = new IoRedisPubSub(clientA, prefix);
    const subscriber = new IoRedisPubSub(clientB, prefix);
    pubsubs.push(publisher, subscriber);
    const received: string[] = [];
    await subscriber.subscribe('many:1', (m) => received.push(`1:${m}`));
    await subscriber.subscribe('many:2', (m) => received.push(`2:${m}`));

    await publisher.publishMany([
      ['many:1', 'a'],
      ['many:2', 'b'],
      ['many:1', 'c'],
    ]);
    await publisher.publishMany([['many:2', 'alone']]);
    await publisher.publishMany([]);

    for (let waited = 0; received.length < 4 && waited < 2000; waited += 10) await sleep(10);
    expect(received).toEqual(['1:a', '2:b', '1:c', '2:alone']);
  });

  it('reconnects by itself and keeps its subscriptions after the server drops the connections', async () => {
    const name = `it-${randomUUID().slice(0, 8)}`;
    const client = createRedisClient(redisUrl(), name);
    const logged = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const pubsub = new IoRedisPubSub(client, prefix);
    const kv = new IoRedisKeyValueStore(client, prefix);
    try {
      await waitForRedisReady(client);
      const got: string[] = [];
      await pubsub.subscribe('reconnect', (m) => got.push(m));
      const list = await clientA.client('LIST');
      const ids = String(list)
        .split('\n')
        .filter((line) => line.includes(` name=${name}`))
        .map((line) => /^id=(\d+)/.exec(line)?.[1]);
      expect(ids).toHaveLength(2);
      for (const id of ids) await clientA.client('KILL', 'ID', id!);

      await sleep(20);
      await expect(kv.get('k')).rejects.toThrow();
      await waitForRedisReady(client);
      await kv.set('k', 'back');
      expect(await kv.get('k')).toBe('back');
      // Resubscription follows the subscriber's own reconnect; publish until it is back.
      for (let attempt = 0; attempt < 50 && got.length === 0; attempt++) {
        await new IoRedisPubSub(clientA, prefix).publish('reconnect', 'after');
        await sleep(50);
      }
      expect(got[0]).toBe('after');
    } finally {
      await pubsub.close();
      await closeRedisClient(client);
      logged.mockRestore();
    }
  }, 15_000);

  it('fails fast instead of hanging when Redis is unreachable', async () => {
    const logged = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const dead = createRedisClient(`redis://127.0.0.1:${await closedPort()}`, 'dead');
    try {
      await sleep(50);
      const started = Date.now();
      const results = await Promise.allSettled([
        new IoRedisRateCounter(dead, prefix).hit('x', 1000),
        new IoRedisKeyValueStore(dead, prefix).get('x'),
        new IoRedisPubSub(dead, prefix).publish('x', 'y'),
        new IoRedisPubSub(dead, prefix).publishMany([
          ['x', 'y'],
          ['z', 'y'],
        ]),
        new IoRedisHealth(dead).ping(),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
      expect(Date.now() - started).toBeLessThan(500);
      const subscribing = new IoRedisPubSub(dead, prefix);
      const subscribeStarted = Date.now();
      await expect(subscribing.subscribe('x', () => undefined)).rejects.toThrow(/not ready/);
      expect(Date.now() - subscribeStarted).toBeLessThan(4_000);
      await subscribing.close();
    } finally {
      await closeRedisClient(dead);
      logged.mockRestore();
    }
  }, 15_000);
});

@Injectable()
class UsesRedis {
  constructor(
    readonly rate: RateCounter,
    readonly kv: KeyValueStore,
    readonly pubsub: PubSub,
    readonly health: RedisHealth,
    readonly connection: RedisConnection,
  ) {}
}

@Module({ providers: [UsesRedis] })
class FeatureModule {}

describe('RedisModule with a url', () => {
  it('wires the ioredis adapters and closes the connection at shutdown', async () => {
    const prefix = `it:${randomUUID()}:`;
    const moduleRef = await Test.createTestingModule({
      imports: [RedisModule.forRoot({ url: redisUrl(), keyPrefix: prefix }), FeatureModule],
    }).compile();
    const app = await moduleRef.init();
    const uses = app.get(UsesRedis);
    expect(uses.connection.mode).toBe('ioredis');
    await uses.health.ping();
    await uses.kv.set('k', 'v', 1_000);
    expect(await uses.kv.get('k')).toBe('v');
    expect((await uses.rate.hit('r', 1_000)).count).toBe(1);
    const message = nextMessage();
    await uses.pubsub.subscribe('c', message.handler);
    await uses.pubsub.publish('c', 'm');
    await expect(message.received).resolves.toBe('m');
    await uses.kv.delete('k');
    await app.close();
    await expect(uses.health.ping()).rejects.toThrow();
  });
});
