export { RateCounter, KeyValueStore, PubSub, RedisHealth, assertTtlMs } from './redis.ports';
export type { RateHit, MessageListener, Unsubscribe } from './redis.ports';
export { MemoryRedisStore, sharedMemoryRedis } from './memory-redis.store';
export type { MemoryRedisStoreOptions } from './memory-redis.store';
export { MemoryRateCounter, MemoryKeyValueStore, MemoryPubSub, MemoryRedisHealth } from './redis-memory.adapter';
export {
  IoRedisRateCounter,
  IoRedisKeyValueStore,
  IoRedisPubSub,
  IoRedisHealth,
  createRedisClient,
  waitForRedisReady,
  closeRedisClient,
} from './redis-ioredis.adapter';
export { RedisModule, RedisConnection, openRedisConnection, REDIS_MODULE_OPTIONS } from './redis.module';
export type { RedisModuleOptions, RedisModuleAsyncOptions } from './redis.module';
export { failClosed, withinLimit } from './rate-limits';
