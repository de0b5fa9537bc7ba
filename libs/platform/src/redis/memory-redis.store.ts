import { Logger } from '@nestjs/common';
import type { MessageListener, RateHit } from './redis.ports';

interface Entry {
  value: string;
  expiresAt: number | null;
}

export interface MemoryRedisStoreOptions {
  // Injectable so tests can move time; TTLs are judged against it, never against timers.
  now?: () => number;
  // Expired keys that nobody reads again are swept on a later write, at most this often.
  sweepEveryMs?: number;
}

// What a Redis server is to its clients, for embedded mode: one instance shared by every Nest app
// in the process (see sharedMemoryRedis), so rate limits, revoked tokens and pub/sub fan-out behave
// as they would against one real Redis. Expiry is lazy (checked on access, swept on writes) so no
// timer ever keeps the process alive.
export class MemoryRedisStore {
  readonly now: () => number;
  private readonly sweepEveryMs: number;
  private readonly entries = new Map<string, Entry>();
  private readonly channels = new Map<string, Set<MessageListener>>();
  private lastSweepAt: number;
  private readonly logger = new Logger('MemoryRedis');

  constructor(options: MemoryRedisStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sweepEveryMs = options.sweepEveryMs ?? 10_000;
    this.lastSweepAt = this.now();
  }

  get(key: string): string | null {
    return this.live(key)?.value ?? null;
  }

  set(key: string, value: string, ttlMs?: number): void {
    this.sweepIfDue();
    this.entries.set(key, { value, expiresAt: ttlMs === undefined ? null : this.now() + ttlMs });
  }

  setIfAbsent(key: string, value: string, ttlMs: number): boolean {
    if (this.live(key)) return false;
    this.set(key, value, ttlMs);
    return true;
  }

  delete(key: string): boolean {
    const existed = this.live(key) !== undefined;
    this.entries.delete(key);
    return existed;
  }

  ttlMs(key: string): number | null {
    const entry = this.live(key);
    if (!entry || entry.expiresAt === null) return null;
    return entry.expiresAt - this.now();
  }

  // Same rules as the ioredis script: INCR, give a key without expiry the window, report what is left.
  hit(key: string, windowMs: number): RateHit {
    const entry = this.live(key);
    const count = (entry ? Number(entry.value) || 0 : 0) + 1;
    const expiresAt = entry?.expiresAt ?? this.now() + windowMs;
    if (!entry) this.sweepIfDue();
    this.entries.set(key, { value: String(count), expiresAt });
    return { count, resetInMs: expiresAt - this.now() };
  }

  publish(channel: string, message: string): number {
    const listeners = this.channels.get(channel);
    if (!listeners) return 0;
    // Delivered after the publisher's current code, as a network round trip would be; a snapshot so
    // a listener that unsubscribes mid-delivery does not disturb the others.
    for (const listener of [...listeners]) {
      queueMicrotask(() => {
        try {
          listener(message);
        } catch (error) {
          this.logger.error(`pub/sub handler for ${channel} threw: ${String(error)}`);
        }
      });
    }
    return listeners.size;
  }

  subscribe(channel: string, listener: MessageListener): void {
    let listeners = this.channels.get(channel);
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    listeners.add(listener);
  }

  unsubscribe(channel: string, listener: MessageListener): void {
    const listeners = this.channels.get(channel);
    if (!listeners) return;
    listeners.delete(listener);
    if (listeners.size === 0) this.channels.delete(channel);
  }

  // Stored keys, expired ones not yet swept included (for tests and diagnostics).
  get size(): number {
    return this.entries.size;
  }

  get channelCount(): number {
    return this.channels.size;
  }

  clear(): void {
    this.entries.clear();
    this.channels.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweepIfDue(): void {
    const now = this.now();
    if (now - this.lastSweepAt < this.sweepEveryMs) return;
    this.lastSweepAt = now;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.entries.delete(key);
    }
  }
}

// Process-wide, not module-wide: if two copies of this library are loaded (src and dist), the apps
// of one embedded process must still share one "server".
const SHARED = Symbol.for('stave.platform.sharedMemoryRedis');

export function sharedMemoryRedis(): MemoryRedisStore {
  const holder = globalThis as { [SHARED]?: MemoryRedisStore };
  return (holder[SHARED] ??= new MemoryRedisStore());
}
