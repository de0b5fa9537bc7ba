import type { OnApplicationShutdown } from '@nestjs/common';
import { type MemoryRedisStore, sharedMemoryRedis } from './memory-redis.store';
import { assertTtlMs, KeyValueStore, type MessageListener, PubSub, RateCounter, type RateHit, RedisHealth, type Unsubscribe } from './redis.ports';

// Embedded-mode adapters. The clock lives in the store (it owns the expiries); tests pass
// `new MemoryRedisStore({ now })`, apps get the process-wide sharedMemoryRedis().

export class MemoryRateCounter extends RateCounter {
  constructor(
    private readonly store: MemoryRedisStore = sharedMemoryRedis(),
    private readonly keyPrefix = '',
  ) {
    super();
  }

  override async hit(key: string, windowMs: number): Promise<RateHit> {
    assertTtlMs(windowMs, 'windowMs');
    return this.store.hit(this.keyPrefix + key, windowMs);
  }
}

export class MemoryKeyValueStore extends KeyValueStore {
  constructor(
    private readonly store: MemoryRedisStore = sharedMemoryRedis(),
    private readonly keyPrefix = '',
  ) {
    super();
  }

  override async get(key: string): Promise<string | null> {
    return this.store.get(this.keyPrefix + key);
  }

  override async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    return keys.map((key) => this.store.get(this.keyPrefix + key));
  }

  override async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs !== undefined) assertTtlMs(ttlMs);
    this.store.set(this.keyPrefix + key, value, ttlMs);
  }

  override async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    assertTtlMs(ttlMs);
    return this.store.setIfAbsent(this.keyPrefix + key, value, ttlMs);
  }

  override async delete(key: string): Promise<boolean> {
    return this.store.delete(this.keyPrefix + key);
  }

  override async ttlMs(key: string): Promise<number | null> {
    return this.store.ttlMs(this.keyPrefix + key);
  }
}

export class MemoryPubSub extends PubSub implements OnApplicationShutdown {
  // The store outlives this app (it is shared), so the app's own handlers are dropped at shutdown
  // instead of being called on a closed app.
  private readonly mine = new Set<{ channel: string; listener: MessageListener }>();

  constructor(
    private readonly store: MemoryRedisStore = sharedMemoryRedis(),
    private readonly keyPrefix = '',
  ) {
    super();
  }

  override async publish(channel: string, message: string): Promise<void> {
    this.store.publish(this.keyPrefix + channel, message);
  }

  override async subscribe(channel: string, handler: MessageListener): Promise<Unsubscribe> {
    // A wrapper per call, so the same function subscribed twice is also unsubscribed twice.
    const registration = { channel: this.keyPrefix + channel, listener: (message: string) => handler(message) };
    this.store.subscribe(registration.channel, registration.listener);
    this.mine.add(registration);
    return async () => {
      if (!this.mine.delete(registration)) return;
      this.store.unsubscribe(registration.channel, registration.listener);
    };
  }

  onApplicationShutdown(): void {
    for (const { channel, listener } of this.mine) this.store.unsubscribe(channel, listener);
    this.mine.clear();
  }
}

export class MemoryRedisHealth extends RedisHealth {
  override async ping(): Promise<void> {}
}
