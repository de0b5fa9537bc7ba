import { Logger } from '@nestjs/common';
import { MemoryRedisStore, sharedMemoryRedis } from './memory-redis.store';
import { MemoryKeyValueStore, MemoryPubSub, MemoryRateCounter, MemoryRedisHealth } from './redis-memory.adapter';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('MemoryRateCounter', () => {
  it('counts hits in a fixed window and starts again once it closes', async () => {
    const clock = fakeClock();
    const counter = new MemoryRateCounter(new MemoryRedisStore({ now: clock.now }));

    expect(await counter.hit('login:1.2.3.4', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(10_000);
    expect(await counter.hit('login:1.2.3.4', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    clock.advance(49_999);
    expect(await counter.hit('login:1.2.3.4', 60_000)).toEqual({ count: 3, resetInMs: 1 });
    clock.advance(1);
    expect(await counter.hit('login:1.2.3.4', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('keeps separate keys apart and honours the key prefix', async () => {
    const store = new MemoryRedisStore({ now: fakeClock().now });
    const a = new MemoryRateCounter(store, 'a:');
    const b = new MemoryRateCounter(store, 'b:');
    await a.hit('k', 1000);
    await a.hit('k', 1000);
    expect((await b.hit('k', 1000)).count).toBe(1);
    expect((await a.hit('other', 1000)).count).toBe(1);
    expect(store.get('a:k')).toBe('2');
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects window %p like Redis would', async (windowMs) => {
    const counter = new MemoryRateCounter(new MemoryRedisStore());
    await expect(counter.hit('k', windowMs)).rejects.toThrow(RangeError);
  });
});

describe('MemoryKeyValueStore', () => {
  it('expires values by the injected clock', async () => {
    const clock = fakeClock();
    const kv = new MemoryKeyValueStore(new MemoryRedisStore({ now: clock.now }));
    await kv.set('jti:abc', 'revoked', 5_000);
    expect(await kv.get('jti:abc')).toBe('revoked');
    expect(await kv.ttlMs('jti:abc')).toBe(5_000);
    expect(await kv.getMany(['jti:abc', 'jti:other'])).toEqual(['revoked', null]);
    clock.advance(4_999);
    expect(await kv.ttlMs('jti:abc')).toBe(1);
    clock.advance(1);
    expect(await kv.get('jti:abc')).toBeNull();
    expect(await kv.getMany(['jti:abc'])).toEqual([null]);
    expect(await kv.ttlMs('jti:abc')).toBeNull();
  });

  it('set without a TTL keeps the value forever and drops an earlier TTL', async () => {
    const clock = fakeClock();
    const kv = new MemoryKeyValueStore(new MemoryRedisStore({ now: clock.now }));
    await kv.set('k', 'v1', 1_000);
    await kv.set('k', 'v2');
    clock.advance(10_000_000);
    expect(await kv.get('k')).toBe('v2');
    expect(await kv.ttlMs('k')).toBeNull();
  });

  it('setIfAbsent only writes when the key is missing or expired', async () => {
    const clock = fakeClock();
    const kv = new MemoryKeyValueStore(new MemoryRedisStore({ now: clock.now }));
    expect(await kv.setIfAbsent('lock', 'a', 1_000)).toBe(true);
    expect(await kv.setIfAbsent('lock', 'b', 1_000)).toBe(false);
    expect(await kv.get('lock')).toBe('a');
    clock.advance(1_000);
    expect(await kv.setIfAbsent('lock', 'c', 1_000)).toBe(true);
    expect(await kv.get('lock')).toBe('c');
  });

  it('delete reports whether a live key was removed', async () => {
    const clock = fakeClock();
    const kv = new MemoryKeyValueStore(new MemoryRedisStore({ now: clock.now }));
    await kv.set('token', 'x', 100);
    expect(await kv.delete('token')).toBe(true);
    expect(await kv.delete('token')).toBe(false);
    await kv.set('token', 'x', 100);
    clock.advance(100);
    expect(await kv.delete('token')).toBe(false);
  });

  it.each([0, -5, 0.5])('rejects ttl %p', async (ttl) => {
    const kv = new MemoryKeyValueStore(new MemoryRedisStore());
    await expect(kv.set('k', 'v', ttl)).rejects.toThrow(RangeError);
    await expect(kv.setIfAbsent('k', 'v', ttl)).rejects.toThrow(RangeError);
  });

  it('sweeps expired keys nobody reads again on a later write, without timers', async () => {
    const clock = fakeClock();
    const store = new MemoryRedisStore({ now: clock.now, sweepEveryMs: 1_000 });
    const kv = new MemoryKeyValueStore(store);
    const timersBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    for (let i = 0; i < 100; i++) await kv.set(`k${i}`, 'v', 500);
    expect(store.size).toBe(100);
    clock.advance(1_000);
    await kv.set('fresh', 'v');
    expect(store.size).toBe(1);
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBe(timersBefore);
  });
});

describe('MemoryPubSub', () => {
  it('delivers asynchronously to every subscriber of the channel, across adapters sharing a store', async () => {
    const store = new MemoryRedisStore();
    const appA = new MemoryPubSub(store);
    const appB = new MemoryPubSub(store);
    const got: string[] = [];
    await appA.subscribe('user:1', (m) => got.push(`a:${m}`));
    await appB.subscribe('user:1', (m) => got.push(`b:${m}`));
    await appB.subscribe('user:2', (m) => got.push(`wrong:${m}`));

    const published = appB.publish('user:1', 'hello');
    expect(got).toEqual([]);
    await published;
    await flush();
    expect(got).toEqual(['a:hello', 'b:hello']);
  });

  it('stops delivering after unsubscribe, per subscription', async () => {
    const pubsub = new MemoryPubSub(new MemoryRedisStore());
    const got: string[] = [];
    const handler = (m: string) => got.push(m);
    const first = await pubsub.subscribe('c', handler);
    const second = await pubsub.subscribe('c', handler);
    await pubsub.publish('c', '1');
    await flush();
    await first();
    await first();
    await pubsub.publish('c', '2');
    await flush();
    await second();
    await pubsub.publish('c', '3');
    await flush();
    expect(got).toEqual(['1', '1', '2']);
  });

  it('a throwing handler does not starve the others', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const pubsub = new MemoryPubSub(new MemoryRedisStore());
    const got: string[] = [];
    await pubsub.subscribe('c', () => {
      throw new Error('boom');
    });
    await pubsub.subscribe('c', (m) => got.push(m));
    await pubsub.publish('c', 'x');
    await flush();
    expect(got).toEqual(['x']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('boom'));
    logged.mockRestore();
  });

  it('applies the key prefix to channels and drops its handlers at shutdown', async () => {
    const store = new MemoryRedisStore();
    const prefixed = new MemoryPubSub(store, 'stave:');
    const plain = new MemoryPubSub(store);
    const got: string[] = [];
    await prefixed.subscribe('c', (m) => got.push(m));
    await plain.publish('c', 'unprefixed');
    await plain.publish('stave:c', 'prefixed');
    await flush();
    expect(got).toEqual(['prefixed']);

    prefixed.onApplicationShutdown();
    expect(store.channelCount).toBe(0);
  });
});

describe('sharedMemoryRedis', () => {
  it('is one store for the whole process', async () => {
    expect(sharedMemoryRedis()).toBe(sharedMemoryRedis());
    await new MemoryKeyValueStore(undefined, 'spec-shared:').set('k', 'v', 60_000);
    expect(await new MemoryKeyValueStore(sharedMemoryRedis(), 'spec-shared:').get('k')).toBe('v');
    await new MemoryKeyValueStore(undefined, 'spec-shared:').delete('k');
  });

  it('memory health always answers', async () => {
    await expect(new MemoryRedisHealth().ping()).resolves.toBeUndefined();
  });
});
