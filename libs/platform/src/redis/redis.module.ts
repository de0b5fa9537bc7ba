import {
  type DynamicModule,
  Global,
  type InjectionToken,
  Logger,
  Module,
  type ModuleMetadata,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { type MemoryRedisStore, sharedMemoryRedis } from './memory-redis.store';
import {
  closeRedisClient,
  createRedisClient,
  IoRedisHealth,
  IoRedisKeyValueStore,
  IoRedisPubSub,
  IoRedisRateCounter,
  waitForRedisReady,
} from './redis-ioredis.adapter';
import { MemoryKeyValueStore, MemoryPubSub, MemoryRateCounter, MemoryRedisHealth } from './redis-memory.adapter';
import { KeyValueStore, PubSub, RateCounter, RedisHealth } from './redis.ports';

export interface RedisModuleOptions {
  // redis:// or rediss://; absent = embedded mode (process-wide memory store).
  url?: string;
  // Prepended to every key and channel, in both modes.
  keyPrefix?: string;
  // Shown by CLIENT LIST; pass the service name.
  connectionName?: string;
  // Embedded mode only; defaults to sharedMemoryRedis(). Tests may pass a private store.
  memoryStore?: MemoryRedisStore;
}

export interface RedisModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: InjectionToken[];
  useFactory: (...args: never[]) => RedisModuleOptions | Promise<RedisModuleOptions>;
}

export const REDIS_MODULE_OPTIONS = Symbol('REDIS_MODULE_OPTIONS');
const BOOT_READY_TIMEOUT_MS = 5_000;

// Holds whichever adapters the options chose, and closes the connection with the app.
export class RedisConnection implements OnApplicationShutdown {
  constructor(
    readonly mode: 'ioredis' | 'memory',
    readonly rateCounter: RateCounter,
    readonly keyValueStore: KeyValueStore,
    readonly pubSub: PubSub,
    readonly health: RedisHealth,
    private readonly closeAll: () => Promise<void>,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.closeAll();
  }
}

export async function openRedisConnection(options: RedisModuleOptions): Promise<RedisConnection> {
  const prefix = options.keyPrefix ?? '';
  if (!options.url) {
    const store = options.memoryStore ?? sharedMemoryRedis();
    const pubSub = new MemoryPubSub(store, prefix);
    return new RedisConnection(
      'memory',
      new MemoryRateCounter(store, prefix),
      new MemoryKeyValueStore(store, prefix),
      pubSub,
      new MemoryRedisHealth(),
      async () => pubSub.onApplicationShutdown(),
    );
  }
  const protocol = new URL(options.url).protocol;
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error(`Redis url must be redis:// or rediss://, got ${protocol}`);
  const client = createRedisClient(options.url, options.connectionName);
  try {
    // Without an offline queue, commands sent before the first connect would fail; wait for it,
    // but boot anyway if Redis is down (health reports it; callers choose fail-open or closed).
    await waitForRedisReady(client, BOOT_READY_TIMEOUT_MS);
  } catch (error) {
    new Logger('RedisModule').warn(`${(error as Error).message}; starting anyway, Redis calls fail until it is reachable`);
  }
  const pubSub = new IoRedisPubSub(client, prefix);
  return new RedisConnection(
    'ioredis',
    new IoRedisRateCounter(client, prefix),
    new IoRedisKeyValueStore(client, prefix),
    pubSub,
    new IoRedisHealth(client),
    async () => {
      await pubSub.close();
      await closeRedisClient(client);
    },
  );
}

const portProviders: Provider[] = [
  { provide: RedisConnection, inject: [REDIS_MODULE_OPTIONS], useFactory: openRedisConnection },
  { provide: RateCounter, inject: [RedisConnection], useFactory: (c: RedisConnection) => c.rateCounter },
  { provide: KeyValueStore, inject: [RedisConnection], useFactory: (c: RedisConnection) => c.keyValueStore },
  { provide: PubSub, inject: [RedisConnection], useFactory: (c: RedisConnection) => c.pubSub },
  { provide: RedisHealth, inject: [RedisConnection], useFactory: (c: RedisConnection) => c.health },
];
const exported = [RedisConnection, RateCounter, KeyValueStore, PubSub, RedisHealth];

@Global()
@Module({})
export class RedisModule {
  static forRoot(options: RedisModuleOptions = {}): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [{ provide: REDIS_MODULE_OPTIONS, useValue: options }, ...portProviders],
      exports: exported,
    };
  }

  // For options that come from an injected config (apps/<svc>/src/config.ts).
  static forRootAsync(options: RedisModuleAsyncOptions): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      imports: options.imports ?? [],
      providers: [{ provide: REDIS_MODULE_OPTIONS, inject: options.inject ?? [], useFactory: options.useFactory }, ...portProviders],
      exports: exported,
    };
  }
}
