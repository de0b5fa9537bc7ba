import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { MemoryRedisStore } from './memory-redis.store';
import { MemoryKeyValueStore, MemoryPubSub } from './redis-memory.adapter';
import { RedisModule } from './redis.module';
import { KeyValueStore, PubSub, RateCounter, RedisHealth } from './redis.ports';

@Injectable()
class NeedsRedis {
  constructor(
    readonly kv: KeyValueStore,
    readonly pubsub: PubSub,
    readonly rate: RateCounter,
    readonly health: RedisHealth,
  ) {}
}

@Module({ providers: [NeedsRedis] })
class FeatureModule {}

async function bootApp(store: MemoryRedisStore) {
  const moduleRef = await Test.createTestingModule({
    imports: [RedisModule.forRoot({ keyPrefix: 'stave:', memoryStore: store }), FeatureModule],
  }).compile();
  return moduleRef.init();
}

describe('RedisModule without a url (embedded mode)', () => {
  it('injects the memory adapters by type into any module, and apps in one process share the store', async () => {
    const store = new MemoryRedisStore();
    const appA = await bootApp(store);
    const appB = await bootApp(store);
    const a = appA.get(NeedsRedis);
    const b = appB.get(NeedsRedis);
    expect(a.kv).toBeInstanceOf(MemoryKeyValueStore);
    expect(a.pubsub).toBeInstanceOf(MemoryPubSub);

    await a.kv.set('k', 'v');
    expect(await b.kv.get('k')).toBe('v');
    expect(store.get('stave:k')).toBe('v');
    expect((await a.rate.hit('r', 1000)).count).toBe(1);
    expect((await b.rate.hit('r', 1000)).count).toBe(2);
    await expect(b.health.ping()).resolves.toBeUndefined();

    const got: string[] = [];
    await b.pubsub.subscribe('ch', (m) => got.push(m));
    await a.pubsub.publish('ch', 'hi');
    await new Promise((resolve) => setImmediate(resolve));
    expect(got).toEqual(['hi']);

    await appB.close();
    expect(store.channelCount).toBe(0);
    await appA.close();
  });
});
