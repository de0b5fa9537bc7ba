import { describe, expect, it } from '@jest/globals';
import { MemoryRedisStore } from '../redis/memory-redis.store';
import { MemoryKeyValueStore, MemoryPubSub } from '../redis/redis-memory.adapter';
import { TokenRevocation } from './revocation';

// Redis that can be taken away, and a subscription that can come back after missing announcements.
class FlakyStore extends MemoryKeyValueStore {
  down = false;
  override async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    return super.getMany(keys);
  }
}
class ReconnectingPubSub extends MemoryPubSub {
  private readonly listeners: Array<() => void> = [];
  override onResubscribed(listener: () => void): void {
    this.listeners.push(listener);
  }
  reconnect(): void {
    for (const listener of this.listeners) listener();
  }
}

const hour = () => Math.floor(Date.now() / 1000) + 3600;
const token = (jti: string, id = 1) => ({ id, jti, issuedAt: Math.floor(Date.now() / 1000) - 60, expiresAt: hour() });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('TokenRevocation during a Redis outage', () => {
  const setup = async () => {
    const shared = new MemoryRedisStore();
    const store = new FlakyStore(shared);
    const pubsub = new ReconnectingPubSub(shared);
    const gateway = new TokenRevocation(store, pubsub);
    // Identity, in another process, writing to the same Redis.
    const identity = new TokenRevocation(new MemoryKeyValueStore(shared), new MemoryPubSub(shared));
    await gateway.isRevoked(token('warm-up')); // starts following announcements
    await settle();
    return { store, pubsub, gateway, identity };
  };

  it('accepts a token it found valid while Redis answered, and refuses (throws) one it never saw', async () => {
    const { store, gateway } = await setup();
    expect(await gateway.isRevoked(token('seen'))).toBe(false);
    store.down = true;
    expect(await gateway.isRevoked(token('seen'))).toBe(false);
    await expect(gateway.isRevoked(token('never-seen'))).rejects.toThrow('ECONNREFUSED');
  });

  it('never accepts a token revoked after it was seen: by its jti, or all of its member’s by a password reset', async () => {
    const { store, gateway, identity } = await setup();
    for (const [jti, id] of [
      ['logged-out', 1],
      ['reset-a', 2],
      ['reset-b', 2],
      ['kept', 3],
    ] as const)
      await gateway.isRevoked(token(jti, id));
    await identity.revoke('logged-out', hour());
    await identity.invalidateBefore(2, Math.floor(Date.now() / 1000), 86_400_000);
    await settle();
    store.down = true;
    await expect(gateway.isRevoked(token('logged-out', 1))).rejects.toThrow();
    await expect(gateway.isRevoked(token('reset-a', 2))).rejects.toThrow();
    await expect(gateway.isRevoked(token('reset-b', 2))).rejects.toThrow();
    expect(await gateway.isRevoked(token('kept', 3))).toBe(false);
  });

  it('forgets what it remembered when its subscription came back (announcements may have been missed)', async () => {
    const { store, pubsub, gateway } = await setup();
    await gateway.isRevoked(token('before-the-gap'));
    pubsub.reconnect();
    store.down = true;
    await expect(gateway.isRevoked(token('before-the-gap'))).rejects.toThrow();
  });

  it('remembers nothing without announcements to keep it true', async () => {
    const store = new FlakyStore(new MemoryRedisStore());
    const alone = new TokenRevocation(store);
    await alone.isRevoked(token('seen'));
    store.down = true;
    await expect(alone.isRevoked(token('seen'))).rejects.toThrow();
  });
});
