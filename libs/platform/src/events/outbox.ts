import { randomUUID } from 'node:crypto';
import { isOpenTransaction, type Transaction } from '../database/transaction';
import { EVENT_SCHEMAS, topicOf, type EventName, type PayloadOf } from '@stave/contracts';
import { currentRequestId } from '../kernel/request-context';
import { wellFormedJson } from '../kernel/well-formed-json';

export const OUTBOX_CHANNEL = 'stave_outbox';

// Writes an event in the caller's transaction: it is published if and only if that transaction
// commits (docs/platform.md). NOTIFY inside a transaction is delivered at commit, which wakes the relay.
export class Outbox {
  constructor(private readonly producer: string) {}

  async add<N extends EventName>(tx: Transaction, name: N, key: string | number, payload: PayloadOf<N>): Promise<string> {
    if (!isOpenTransaction(tx)) {
      throw new Error(`outbox: ${name} must be written inside the transaction that changes the state`);
    }
    const row = this.row(name, key, payload);
    // One round trip: the row and the NOTIFY that wakes the relay once the transaction commits.
    await tx.query(
      `WITH added AS (
         INSERT INTO outbox (event_id, name, topic, key, payload, headers, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING 1
       )
       SELECT pg_notify($8, '') FROM added`,
      [...row.values, OUTBOX_CHANNEL],
    );
    return row.eventId;
  }

  // For a hot path that writes its change and its event in one statement, which commits on its own
  // (no BEGIN and COMMIT round trips): the row's values, the payload checked against the event's
  // schema here, with placeholders for the fields only the statement knows (a new row's id, its
  // time). The statement replaces exactly those, `jsonb_set(payload, '{payload,<field>}', …)`, inserts
  // the row into outbox and calls pg_notify(OUTBOX_CHANNEL, '') once — or, once it has committed, the caller wakes
  // this process's OutboxRelay itself, which spares the NOTIFY (and the lock Postgres serialises notifying commits on).
  row<N extends EventName>(name: N, key: string | number, payload: PayloadOf<N>): { eventId: string; values: unknown[] } {
    const parsed = EVENT_SCHEMAS[name].parse(payload);
    const eventId = randomUUID();
    const occurredAt = new Date().toISOString();
    const envelope = { id: eventId, name, occurredAt, producer: this.producer, key: String(key), payload: parsed };
    const requestId = currentRequestId();
    return {
      eventId,
      // In the order of the outbox columns: event_id, name, topic, key, payload, headers, occurred_at.
      values: [eventId, name, topicOf(name), String(key), wellFormedJson(envelope), JSON.stringify(requestId ? { 'x-request-id': requestId } : {}), occurredAt],
    };
  }
}
