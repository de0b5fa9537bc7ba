import type { DataSource } from 'typeorm';
import { queryRows } from '../database/query-rows';
import { asTransaction, type Transaction } from '../database/transaction';
import type { Logger } from 'pino';
import { EVENT_SCHEMAS, EventEnvelopeSchema, isEventName, topicOf, type EventName, type EventOf } from '@stave/contracts';
import type { BusMessage, BusSubscription, EventBus } from './event-bus';
import { isTransientError } from '../database/transient-error';

export type EventHandlerFn = (event: EventOf<EventName>, tx: Transaction) => Promise<void>;

export interface RegisteredHandler {
  consumer: string; // the inbox key, e.g. "social:UserSummariesConsumer.onUserUpdated" (see OnEventOptions)
  event: EventName;
  fn: EventHandlerFn;
}

export interface EventConsumerOptions {
  group: string;
  bus: EventBus;
  dataSource: DataSource;
  logger: Logger;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  // Partitions (Kafka) or keys (in-process) handled at once (EVENT_CONCURRENCY); default 1.
  concurrency?: number;
  startFrom?: 'earliest' | 'latest';
}

class PoisonMessage extends Error {}

// Runs a service's handlers for each message: parse, dedup through the inbox in the handler's
// own transaction, retry with backoff, then dead-letter. Nothing is dropped silently.
export class EventConsumer {
  private subscription?: BusSubscription;
  private readonly byEvent = new Map<string, RegisteredHandler[]>();

  constructor(
    private readonly options: EventConsumerOptions,
    handlers: RegisteredHandler[],
  ) {
    for (const handler of handlers) this.byEvent.set(handler.event, [...(this.byEvent.get(handler.event) ?? []), handler]);
  }

  get topics(): string[] {
    return [...new Set([...this.byEvent.keys()].map(topicOf))];
  }

  async start(): Promise<void> {
    if (!this.byEvent.size) return;
    this.subscription = await this.options.bus.subscribe(this.options.group, this.topics, (message) => this.handle(message), {
      concurrency: this.options.concurrency ?? 1,
      startFrom: this.options.startFrom,
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
  }

  async handle(message: BusMessage): Promise<void> {
    let event: EventOf<EventName>;
    try {
      event = this.parse(message);
    } catch (error) {
      await this.deadLetter(message, `${this.options.group}:parse`, error, 1);
      return;
    }
    for (const handler of this.byEvent.get(event.name) ?? []) {
      await this.runWithRetry(handler, event, message);
    }
  }

  private parse(message: BusMessage): EventOf<EventName> {
    let raw: unknown;
    try {
      raw = JSON.parse(message.value);
    } catch {
      throw new PoisonMessage('value is not JSON');
    }
    const envelope = EventEnvelopeSchema.safeParse(raw);
    if (!envelope.success) throw new PoisonMessage(`invalid envelope: ${envelope.error.message}`);
    const name = envelope.data.name;
    if (!isEventName(name)) throw new PoisonMessage(`unknown event ${name}`);
    const payload = EVENT_SCHEMAS[name].safeParse(envelope.data.payload);
    if (!payload.success) throw new PoisonMessage(`invalid ${name} payload: ${payload.error.message}`);
    return { ...envelope.data, name, payload: payload.data } as EventOf<EventName>;
  }

  private async runWithRetry(handler: RegisteredHandler, event: EventOf<EventName>, message: BusMessage): Promise<void> {
    const maxAttempts = this.options.maxAttempts ?? 4; // the first try plus 3 retries
    const backoff = this.options.backoffMs ?? ((attempt: number) => Math.min(250 * 4 ** (attempt - 1), 8000));
    // Attempts count only failures of the event itself; while the database is unreachable the
    // message waits (its offset uncommitted) instead of going to the dead-letter topic.
    let attempt = 0;
    for (let outage = 0; ;) {
      try {
        await this.options.dataSource.transaction(async (manager) => {
          const tx = asTransaction(manager);
          const inserted = await queryRows(tx, `INSERT INTO inbox (event_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`, [
            event.id,
            handler.consumer,
          ]);
          if (!inserted.length) return; // already applied: a redelivery has no second effect
          await handler.fn(event, tx);
        });
        return;
      } catch (error) {
        if (isTransientError(error)) {
          outage++;
          this.options.logger.warn({ err: error, consumer: handler.consumer, eventId: event.id, outage }, 'event handler waiting for the database');
          await new Promise((resolve) => setTimeout(resolve, backoff(Math.min(outage, 4))));
          continue;
        }
        attempt++;
        this.options.logger.warn({ err: error, consumer: handler.consumer, eventId: event.id, attempt }, 'event handler failed');
        if (attempt >= maxAttempts) {
          await this.deadLetter(message, handler.consumer, error, attempt);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
      }
    }
  }

  private async deadLetter(message: BusMessage, consumer: string, error: unknown, attempts: number): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.options.logger.error({ consumer, topic: message.topic, offset: message.offset, reason, attempts }, 'event dead-lettered');
    const written = await this.options.bus.deadLetter({ message, consumer, error: reason, attempts });
    if (written) return;
    let eventId: string | null = null;
    let name: string | null = null;
    try {
      const parsed = JSON.parse(message.value) as { id?: unknown; name?: unknown };
      eventId = typeof parsed.id === 'string' && /^[0-9a-f-]{36}$/i.test(parsed.id) ? parsed.id : null;
      name = typeof parsed.name === 'string' ? parsed.name : null;
    } catch {
      // Unparseable value: kept raw.
    }
    await this.options.dataSource.query(`INSERT INTO dead_letters (consumer, event_id, name, raw, error, attempts) VALUES ($1, $2, $3, $4, $5, $6)`, [
      consumer,
      eventId,
      name,
      message.value,
      reason,
      attempts,
    ]);
  }
}
