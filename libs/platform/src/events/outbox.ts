import { randomUUID } from 'node:crypto';
import { isOpenTransaction, type Transaction } from '../database/transaction';
import { EVENT_SCHEMAS, topicOf, type EventName, type PayloadOf } from '@stave/contracts';
import { currentRequestId } from '../http/request-context';
import { wellFormedJson } from '../kernel/well-formed-json';

export const OUTBOX_CHANNEL = 'stave_outbox';

// Writes an event in the caller's transaction: it is published if and only if that transaction
// commits (ARCHITECTURE §5). NOTIFY inside a transaction is delivered at commit, which wakes the relay.
export class Outbox {
  constructor(private readonly producer: string) {}

  async add<N extends EventName>(tx: Transaction, name: N, key: string | number, payload: PayloadOf<N>): Promise<string> {
    if (!isOpenTransaction(tx)) {
      throw new Error(`outbox: ${name} must be written inside the transaction that changes the state`);
    }
    const parsed = EVENT_SCHEMAS[name].parse(payload);
    const id = randomUUID();
    const occurredAt = new Date().toISOString();
    const envelope = { id, name, occurredAt, producer: this.producer, key: String(key), payload: parsed };
    const requestId = currentRequestId();
    // One round trip: the row and the NOTIFY that wakes the relay once the transaction commits.
    await tx.query(
      `WITH added AS (
         INSERT INTO outbox (event_id, name, topic, key, payload, headers, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING 1
       )
       SELECT pg_notify($8, '') FROM added`,
      [
        id,
        name,
        topicOf(name),
        String(key),
        wellFormedJson(envelope),
        JSON.stringify(requestId ? { 'x-request-id': requestId } : {}),
        occurredAt,
        OUTBOX_CHANNEL,
      ],
    );
    return id;
  }
}
