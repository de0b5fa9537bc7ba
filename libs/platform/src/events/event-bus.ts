export interface BusMessage {
  topic: string;
  key: string;
  value: string;
  headers: Record<string, string>;
  partition?: number;
  offset?: string;
}

export interface BusSubscription {
  stop(): Promise<void>;
}

export type MessageHandler = (message: BusMessage) => Promise<void>;

export interface SubscribeOptions {
  // How many partitions (Kafka) or keys (in-process) are handled at once. Messages of one partition
  // or key are always handled one after another, in order; a slow one holds back only its own.
  concurrency: number;
  // Where a group without committed offsets begins (Kafka; the in-process bus has no history).
  startFrom?: 'earliest' | 'latest';
}

export interface DeadLetter {
  message: BusMessage;
  consumer: string;
  error: string;
  attempts: number;
}

// Kafka in the cluster, an in-process bus in embedded mode, one interface.
export abstract class EventBus {
  abstract readonly kind: 'kafka' | 'inprocess';
  abstract connect(): Promise<void>;
  abstract publish(messages: BusMessage[]): Promise<void>;
  // `handle` resolves once the message is fully dealt with (applied or dead-lettered); a rejection
  // means "not dealt with": the bus must not move past it (Kafka: offset not committed).
  abstract subscribe(group: string, topics: string[], handle: MessageHandler, options?: SubscribeOptions): Promise<BusSubscription>;
  // Kafka writes `<topic>.dlq`; the in-process bus has no topic to write to and returns false,
  // so the caller keeps the dead letter in its own database.
  abstract deadLetter(letter: DeadLetter): Promise<boolean>;
  abstract disconnect(): Promise<void>;
  abstract ping(): Promise<void>;
  // Messages of `topics` (all the bus's when absent) published but not yet dealt with by `group`.
  abstract lag(group: string, topics?: string[]): Promise<number>;
}
