import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { EventBus, BusMessage } from './event-bus';
import { OUTBOX_CHANNEL } from './outbox';

interface OutboxRow {
  id: string;
  event_id: string;
  name: string;
  topic: string;
  key: string;
  payload: unknown;
  headers: Record<string, string>;
}

export interface OutboxRelayOptions {
  dataSource: DataSource;
  listenUrl: string;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  // How long a NOTIFY waits for the commits right behind it, so a burst is read, published and
  // marked in one transaction rather than one each (default GATHER_MS; events are not on a reply's path).
  gatherMs?: number;
  // Sent rows are history (for a test or an operator reading what went out); kept this long, then deleted, so the
  // table does not grow for ever nor keep events naming an erased member (docs/privacy.md). Default 7 days.
  sentRetentionMs?: number;
}

// A drain is a transaction of five statements whatever it carries: at 10 ms a steady 200 messages a second drained about
// one row each (0.9 relay commits a message, a third of Postgres's CPU for a message); at 30 ms about six (bench/realtime.mjs).
const GATHER_MS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 5000;

// Publishes committed outbox rows. Woken by NOTIFY on commit, with a fallback poll for a lost
// notification or a dropped LISTEN connection. It selects `sent_at IS NULL` every time, never
// "rows after the last id sent": ids commit out of order, and a watermark would skip the slow one.
export class OutboxRelay {
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private running = false;
  private wakeRequested = false;
  private wakeScheduled = false;
  // The last drain found another process's relay draining: what woke this one may be behind it (drain()).
  private lockBusy = false;
  private draining?: Promise<void>;
  private failures = 0;
  private prunedAt = 0;

  constructor(private readonly options: OutboxRelayOptions) {}

  async start(): Promise<void> {
    this.running = true;
    await this.listen();
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
    await this.listener?.end().catch(() => undefined);
  }

  // Also called in-process by a hot path whose statement committed without a NOTIFY (Outbox.row).
  wake(): void {
    if (!this.running) return;
    if (this.draining) {
      this.wakeRequested = true;
      return;
    }
    // Later notifications join the drain already on its way rather than push it back.
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    this.schedule(this.options.gatherMs ?? GATHER_MS);
  }

  async backlog(): Promise<number> {
    const [row] = await this.options.dataSource.query('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL');
    return row?.n ?? 0;
  }

  // Exposed for tests: runs one full drain now.
  async drainNow(): Promise<number> {
    return this.drain();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.wakeScheduled = false;
    if (!this.running) return;
    this.draining = this.drain()
      .then(async () => {
        this.failures = 0;
        await this.pruneSent();
      })
      .catch((error) => {
        this.failures++;
        this.options.logger.warn({ err: error, failures: this.failures }, 'outbox relay could not publish; will retry');
      });
    await this.draining;
    this.draining = undefined;
    if (!this.running) return;
    if (this.wakeRequested || this.lockBusy) {
      this.wakeRequested = false;
      this.wakeScheduled = true;
      this.schedule(this.options.gatherMs ?? GATHER_MS);
      return;
    }
    const poll = this.options.pollIntervalMs ?? 1000;
    this.schedule(this.failures ? Math.min(poll * 2 ** this.failures, 10_000) : poll);
    if (!this.listener) void this.listen();
  }

  private async drain(): Promise<number> {
    const batchSize = this.options.batchSize ?? 500;
    let total = 0;
    for (;;) {
      const sent = await this.options.dataSource.transaction(async (tx) => {
        // One relay at a time per service database keeps per-key order on the topic.
        const [lock] = await tx.query(`SELECT pg_try_advisory_xact_lock(hashtext('stave-outbox-relay')) AS ok`);
        // Another process's relay is draining and may have read the outbox before the row that woke this one
        // committed; a NOTIFY would wake that relay again, an in-process wake does not: try again shortly.
        this.lockBusy = !lock?.ok;
        if (!lock?.ok) return 0;
        const rows: OutboxRow[] = await tx.query(
          `SELECT id, event_id, name, topic, key, payload, headers FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT $1`,
          [batchSize],
        );
        if (!rows.length) return 0;
        const messages: BusMessage[] = rows.map((row) => ({
          topic: row.topic,
          key: row.key,
          value: JSON.stringify(row.payload),
          headers: { ...row.headers, 'event-id': row.event_id, 'event-name': row.name },
        }));
        await this.options.bus.publish(messages);
        await tx.query(`UPDATE outbox SET sent_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
        return rows.length;
      });
      total += sent;
      if (sent < batchSize) return total;
    }
  }

  // At most hourly, by whichever instance's relay gets there: sent rows past their retention, a batch at a time.
  private async pruneSent(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    const retention = this.options.sentRetentionMs ?? 7 * 24 * 3_600_000;
    for (;;) {
      const result: unknown = await this.options.dataSource.query(
        `DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE sent_at < now() - make_interval(secs => $1) LIMIT $2) RETURNING 1`,
        [retention / 1000, PRUNE_BATCH],
      );
      const deleted = Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
      if (deleted < PRUNE_BATCH || !this.running) return;
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.listenUrl, application_name: 'outbox-relay' });
    try {
      await client.connect();
      client.on('notification', () => this.wake());
      client.on('error', (error) => {
        this.options.logger.warn({ err: error }, 'outbox LISTEN connection lost; polling until it is back');
        if (this.listener === client) this.listener = undefined;
        client.end().catch(() => undefined);
      });
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox LISTEN failed; polling');
      await client.end().catch(() => undefined);
    }
  }
}
