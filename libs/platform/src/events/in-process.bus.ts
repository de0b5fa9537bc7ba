import { EventBus, type BusMessage, type BusSubscription, type DeadLetter, type MessageHandler } from './event-bus';

interface Subscription {
  group: string;
  topics: Set<string>;
  handle: MessageHandler;
  queue: Promise<void>;
  pending: number;
}

// Embedded mode: every app in the process shares one bus, as they would share one Kafka cluster.
// Delivery is asynchronous and serial per group (Kafka's per-partition order, with one partition).
// Messages live only in memory: the outbox row stays the durable copy, and one that is marked sent
// but not yet handled when the process dies is lost — acceptable for the single-process dev mode.
export class InProcessEventBus extends EventBus {
  readonly kind = 'inprocess' as const;
  private readonly subscriptions: Subscription[] = [];

  async connect(): Promise<void> {}

  async publish(messages: BusMessage[]): Promise<void> {
    for (const message of messages) {
      for (const subscription of this.subscriptions) {
        if (!subscription.topics.has(message.topic)) continue;
        subscription.pending++;
        subscription.queue = subscription.queue
          .then(() => subscription.handle({ ...message }))
          .catch(() => {
            // A rejection means the dead-letter write itself failed; the handler already logged it.
          })
          .finally(() => {
            subscription.pending--;
          });
      }
    }
  }

  async subscribe(group: string, topics: string[], handle: MessageHandler): Promise<BusSubscription> {
    const subscription: Subscription = { group, topics: new Set(topics), handle, queue: Promise.resolve(), pending: 0 };
    this.subscriptions.push(subscription);
    return {
      stop: async () => {
        const index = this.subscriptions.indexOf(subscription);
        if (index >= 0) this.subscriptions.splice(index, 1);
        await subscription.queue;
      },
    };
  }

  async deadLetter(_letter: DeadLetter): Promise<boolean> {
    return false;
  }

  // Shared by every app in the process: one app shutting down only stops its own subscriptions.
  async disconnect(): Promise<void> {}

  async ping(): Promise<void> {}

  async lag(group: string): Promise<number> {
    return this.subscriptions.filter((s) => s.group === group).reduce((sum, s) => sum + s.pending, 0);
  }

  // Test and shutdown helper: resolves when every queued delivery has run.
  async drain(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.queue));
  }
}

let shared: InProcessEventBus | undefined;
export function sharedInProcessBus(): InProcessEventBus {
  shared ??= new InProcessEventBus();
  return shared;
}
