import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { assertTtlMs, KeyValueStore, type MessageListener, PubSub, RateCounter, type RateHit, RedisHealth, type Unsubscribe } from './redis.ports';

const CONNECT_TIMEOUT_MS = 3_000;
const COMMAND_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 5_000;

// Fail fast: with no offline queue a command issued while Redis is unreachable rejects at once
// (one retry at most), and commandTimeout bounds a connection that is open but silent. Callers
// decide whether that means fail-open or fail-closed. The client keeps reconnecting on its own.
// `name` shows in CLIENT LIST (ops can tell which service holds a connection) and in logs.
export function createRedisClient(url: string, name = 'stave'): Redis {
  const client = new Redis(url, {
    connectionName: name,
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // disconnect() arms a timer of this length that only a socket 'close' clears; after a refused
    // connection that never comes, so the default 2 s would hold the process open at shutdown.
    disconnectTimeout: 500,
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 6), MAX_RECONNECT_DELAY_MS),
  });
  logOutages(client, name);
  return client;
}

// ioredis prints "Unhandled error event" for every failed reconnect unless someone listens;
// log once per outage instead.
function logOutages(client: Redis, name: string): void {
  const logger = new Logger(`Redis:${name}`);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(`connection lost or refused: ${error.message}; reconnecting in the background`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.log('connection restored');
  });
}

// Resolves when the client can take commands; rejects after `timeoutMs` (the client keeps trying).
export function waitForRedisReady(client: Redis, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis not ready after ${timeoutMs} ms (status ${client.status})`));
    }, timeoutMs);
    timer.unref();
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}

// QUIT lets in-flight replies arrive; when Redis is already gone it rejects, so drop the socket.
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

// One round trip, atomic: count the hit, and give the key the window's TTL if it has none —
// which also repairs a key that somehow lost its TTL, so a counter can never stick forever.
const RATE_HIT_LUA = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;
type WithRateHit = Redis & { staveRateHit(key: string, windowMs: number): Promise<[number, number]> };

export class IoRedisRateCounter extends RateCounter {
  private readonly client: WithRateHit;

  // defineCommand runs EVALSHA and falls back to EVAL after a NOSCRIPT (e.g. Redis restarted).
  constructor(
    client: Redis,
    private readonly keyPrefix = '',
  ) {
    super();
    if (!('staveRateHit' in client)) client.defineCommand('staveRateHit', { numberOfKeys: 1, lua: RATE_HIT_LUA });
    this.client = client as WithRateHit;
  }

  override async hit(key: string, windowMs: number): Promise<RateHit> {
    assertTtlMs(windowMs, 'windowMs');
    const [count, resetInMs] = await this.client.staveRateHit(this.keyPrefix + key, windowMs);
    return { count, resetInMs };
  }
}

export class IoRedisKeyValueStore extends KeyValueStore {
  constructor(
    private readonly client: Redis,
    private readonly keyPrefix = '',
  ) {
    super();
  }

  override async get(key: string): Promise<string | null> {
    return this.client.get(this.keyPrefix + key);
  }

  override async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    return keys.length ? this.client.mget(keys.map((key) => this.keyPrefix + key)) : [];
  }

  override async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) {
      await this.client.set(this.keyPrefix + key, value);
      return;
    }
    assertTtlMs(ttlMs);
    await this.client.set(this.keyPrefix + key, value, 'PX', ttlMs);
  }

  override async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    assertTtlMs(ttlMs);
    return (await this.client.set(this.keyPrefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  override async delete(key: string): Promise<boolean> {
    return (await this.client.del(this.keyPrefix + key)) > 0;
  }

  override async ttlMs(key: string): Promise<number | null> {
    const ttl = await this.client.pttl(this.keyPrefix + key);
    return ttl < 0 ? null : ttl;
  }
}

interface ChannelState {
  listeners: Set<MessageListener>;
  subscribed: Promise<void>;
}

// Publishing goes through the shared command connection; receiving needs a connection of its own
// (a subscribed Redis connection accepts no other commands). It is opened on first subscribe, so
// services that never subscribe hold one connection, and ioredis resubscribes after a reconnect.
export class IoRedisPubSub extends PubSub implements OnApplicationShutdown {
  private subscriber: Redis | undefined;
  private readonly channels = new Map<string, ChannelState>();
  private readonly resubscribed = new Set<() => void>();
  private readonly logger = new Logger('RedisPubSub');

  constructor(
    private readonly client: Redis,
    private readonly keyPrefix = '',
  ) {
    super();
  }

  override async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(this.keyPrefix + channel, message);
  }

  // One write and one read for all of them (a pipeline, not a transaction: each PUBLISH stands alone).
  override async publishMany(messages: ReadonlyArray<readonly [string, string]>): Promise<void> {
    if (messages.length < 2) {
      if (messages[0]) await this.publish(messages[0][0], messages[0][1]);
      return;
    }
    const pipeline = this.client.pipeline();
    for (const [channel, message] of messages) pipeline.publish(this.keyPrefix + channel, message);
    for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
  }

  override async subscribe(channel: string, handler: MessageListener): Promise<Unsubscribe> {
    const name = this.keyPrefix + channel;
    // A wrapper per call, so the same function subscribed twice is also unsubscribed twice.
    const listener: MessageListener = (message) => handler(message);
    let state = this.channels.get(name);
    if (!state) {
      const created: ChannelState = { listeners: new Set(), subscribed: this.subscribeOnServer(name) };
      created.subscribed.catch(() => {
        if (this.channels.get(name) === created) this.channels.delete(name);
      });
      this.channels.set(name, (state = created));
    }
    const joined = state;
    joined.listeners.add(listener);
    try {
      await joined.subscribed;
    } catch (error) {
      joined.listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
      if (this.channels.get(name) !== joined) return;
      this.channels.delete(name);
      // Best effort: if Redis is down the stale subscription only costs ignored messages.
      await this.subscriber?.unsubscribe(name).catch((error: Error) => this.logger.warn(`unsubscribe ${name}: ${error.message}`));
    };
  }

  override onResubscribed(listener: () => void): void {
    this.resubscribed.add(listener);
  }

  async close(): Promise<void> {
    this.channels.clear();
    this.resubscribed.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await closeRedisClient(subscriber);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  private async subscribeOnServer(name: string): Promise<void> {
    const subscriber = this.subscriber ?? this.openSubscriber();
    await waitForRedisReady(subscriber);
    await subscriber.subscribe(name);
  }

  private openSubscriber(): Redis {
    const name = `${this.client.options.connectionName ?? 'stave'}:subscriber`;
    const subscriber = this.client.duplicate({ connectionName: name });
    logOutages(subscriber, name);
    subscriber.on('message', (channel: string, message: string) => this.dispatch(channel, message));
    // ioredis subscribes again by itself on each reconnection (autoResubscribe); what was published
    // while the connection was down is lost, which is what listeners hear about here.
    let connected = false;
    subscriber.on('ready', () => {
      if (connected) for (const listener of [...this.resubscribed]) listener();
      connected = true;
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  private dispatch(channel: string, message: string): void {
    const state = this.channels.get(channel);
    if (!state) return;
    for (const listener of [...state.listeners]) {
      try {
        listener(message);
      } catch (error) {
        // A throwing handler must neither starve the others nor crash the connection's parser.
        this.logger.error(`handler for ${channel} threw: ${String(error)}`);
      }
    }
  }
}

export class IoRedisHealth extends RedisHealth {
  constructor(private readonly client: Redis) {
    super();
  }

  override async ping(): Promise<void> {
    await this.client.ping();
  }
}
