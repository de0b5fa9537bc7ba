import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import type { BusMessage, EventBus } from './event-bus';
import { EventConsumer, type RegisteredHandler } from './event-consumer';
import { userSnapshot } from '../testing/factories';

const user = userSnapshot(7);

function message(): BusMessage {
  const envelope = {
    id: randomUUID(),
    name: 'identity.user.updated.v1',
    occurredAt: new Date().toISOString(),
    producer: 'identity',
    key: '7',
    payload: { user, changed: ['name'] },
  };
  return { topic: 'identity.user', partition: 0, offset: '1', key: '7', value: JSON.stringify(envelope), headers: {} } as unknown as BusMessage;
}

// The database is faked: what's under test is which failures are retried and which dead-lettered.
function consumerWith(failures: unknown[]) {
  const applied: string[] = [];
  const deadLetter = jest.fn(async (_letter: unknown) => true);
  const dataSource = {
    transaction: async (work: (tx: { query: () => Promise<unknown[]> }) => Promise<void>) => {
      const failure = failures.shift();
      if (failure) throw failure;
      await work({ query: async () => [{ event_id: 'x' }] });
    },
  } as unknown as DataSource;
  const handler: RegisteredHandler = { consumer: 'test:handler', event: 'identity.user.updated.v1', fn: async (event) => void applied.push(event.id) };
  const consumer = new EventConsumer(
    { group: 'test', bus: { deadLetter } as unknown as EventBus, dataSource, logger: pino({ level: 'silent' }), backoffMs: () => 1 },
    [handler],
  );
  return { consumer, applied, deadLetter };
}

describe(EventConsumer.name, () => {
  it('waits out a database outage however long, then applies the event once', async () => {
    const outage = Array.from({ length: 12 }, () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const { consumer, applied, deadLetter } = consumerWith(outage);

    await consumer.handle(message());

    expect(applied).toHaveLength(1);
    expect(deadLetter).not.toHaveBeenCalled();
  });

  it('dead-letters an event whose handler keeps failing after the first try and 3 retries', async () => {
    const bug = () => new TypeError('handler bug');
    const { consumer, applied, deadLetter } = consumerWith([bug(), bug(), bug(), bug()]);

    await consumer.handle(message());

    expect(applied).toHaveLength(0);
    expect(deadLetter).toHaveBeenCalledWith(expect.objectContaining({ consumer: 'test:handler', attempts: 4, error: 'handler bug' }));
  });
});
