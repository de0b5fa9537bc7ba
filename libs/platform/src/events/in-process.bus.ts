import { ConcurrencyLimit } from '../kernel/concurrency-limit';
import { EventBus, type BusMessage, type BusSubscription, type DeadLetter, type MessageHandler, type SubscribeOptions } from './event-bus';

interface Subscription {
  group: string;
  topics: Set<string>;
  handle: MessageHandler;
  // One chain per topic and key: Kafka's per-key order, without one key waiting for another.
  lanes: Map<string, Promise<void>>;
  limit: ConcurrencyLimit;
  pending: number;
}

// Embedded mode: every app in the process shares one bus, as they would share one Kafka cluster.
// Delivery is asynchronous; each group (service) has its own lanes, so a slow handler never holds up
// another service. Within a group, messages of one key are handled in order and up to `concurrency`
// keys at once, like partitions. Messages live only in memory: the outbox row stays the durable copy,
// and one that is marked sent but not yet handled when the process dies is lost — acceptable for the
// single-process dev mode.
export class InProcessEventBus extends EventBus {
  readonly kind = 'inprocess' as const;
  private readonly subscriptions: Subscription[] = [];

  async connect(): Promise<void> {}

  async publish(messages: BusMessage[]): Promise<void> {
    for (const message of messages) {
      for (const subscription of this.subscriptions) {
        if (subscription.topics.has(message.topic)) this.enqueue(subscription, message);
      }
    }
  }

  private enqueue(subscription: Subscription, message: BusMessage): void {
    const lane = `${message.topic}|${message.key}`;
    subscription.pending++;
    const queued: Promise<void> = (subscription.lanes.get(lane) ?? Promise.resolve())
      .then(() => subscription.limit.run(() => subscription.handle({ ...message })))
      .catch(() => {
        // A rejection means the dead-letter write itself failed; the handler already logged it.
      })
      .finally(() => {
        subscription.pending--;
        if (subscription.lanes.get(lane) === queued) subscription.lanes.delete(lane);
      });
    subscription.lanes.set(lane, queued);
  }

  async subscribe(group: string, topics: string[], handle: MessageHandler, options?: SubscribeOptions): Promise<BusSubscription> {
    const concurrency = options?.concurrency ?? 1;
    const subscription: Subscription = { group, topics: new Set(topics), handle, lanes: new Map(), limit: new ConcurrencyLimit(concurrency), pending: 0 };
    this.subscriptions.push(subscription);
    return {
      stop: async () => {
        const index = this.subscriptions.indexOf(subscription);
        if (index >= 0) this.subscriptions.splice(index, 1);
        await settled(subscription);
      },
    };
  }

  async deadLetter(_letter: DeadLetter): Promise<boolean> {
    return false;
  }

  // Shared by every app in the process: one app shutting down only stops its own subscriptions.
  async disconnect(): Promise<void> {}

  async ping(): Promise<void> {}

  // Every topic's: a delivery is queued per key, not per topic.
  async lag(group: string, _topics?: string[]): Promise<number> {
    return this.subscriptions.filter((s) => s.group === group).reduce((sum, s) => sum + s.pending, 0);
  }

  // Test and shutdown helper: resolves when every queued delivery has run.
  async drain(): Promise<void> {
    await Promise.all(this.subscriptions.map(settled));
  }
}

// Handling can queue more on a lane (a handler that publishes): wait until none is left.
async function settled(subscription: Subscription): Promise<void> {
  while (subscription.lanes.size) await Promise.all(subscription.lanes.values());
}

let shared: InProcessEventBus | undefined;
export function sharedInProcessBus(): InProcessEventBus {
  shared ??= new InProcessEventBus();
  return shared;
}
