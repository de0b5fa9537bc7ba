// The small interfaces services depend on. Abstract classes rather than interfaces so Nest can
// inject them by type; RedisModule binds them to ioredis (cluster) or memory (embedded) adapters.

export interface RateHit {
  // Hits in the current window, this one included.
  count: number;
  // Until the window closes and the count starts again from zero.
  resetInMs: number;
}

export abstract class RateCounter {
  // Fixed window: the first hit opens a window of `windowMs`; later hits only count.
  abstract hit(key: string, windowMs: number): Promise<RateHit>;
}

export abstract class KeyValueStore {
  abstract get(key: string): Promise<string | null>;
  // Several keys in one round trip (MGET), in the order asked; null for each missing one.
  abstract getMany(keys: readonly string[]): Promise<Array<string | null>>;
  // Without `ttlMs` the value never expires (and a previous TTL is dropped, as Redis SET does).
  abstract set(key: string, value: string, ttlMs?: number): Promise<void>;
  // True when this call stored the value; false when the key already existed (untouched).
  abstract setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  // True when a key was removed, so a single-use token can be consumed with one call.
  abstract delete(key: string): Promise<boolean>;
  // Remaining lifetime; null when the key is missing or has no expiry.
  abstract ttlMs(key: string): Promise<number | null>;
}

export type MessageListener = (message: string) => void;
export type Unsubscribe = () => Promise<void>;

export abstract class PubSub {
  abstract publish(channel: string, message: string): Promise<void>;
  // Several [channel, message] pairs, in this order; the Redis adapter sends them in one round trip.
  async publishMany(messages: ReadonlyArray<readonly [string, string]>): Promise<void> {
    for (const [channel, message] of messages) await this.publish(channel, message);
  }
  // Resolves once the subscription is live, so a message published afterwards is delivered.
  abstract subscribe(channel: string, handler: MessageListener): Promise<Unsubscribe>;
  // Called each time subscriptions come back after the connection was lost: messages published
  // in between were missed. Never called for the in-memory bus, which cannot lose one.
  onResubscribed(_listener: () => void): void {}
}

export abstract class RedisHealth {
  // Rejects when Redis cannot answer.
  abstract ping(): Promise<void>;
}

// Redis rejects PX 0 and fractional TTLs; both adapters refuse them the same way.
export function assertTtlMs(ttlMs: number, name = 'ttlMs'): void {
  if (!Number.isSafeInteger(ttlMs) || ttlMs <= 0) throw new RangeError(`${name} must be a positive integer, got ${ttlMs}`);
}
