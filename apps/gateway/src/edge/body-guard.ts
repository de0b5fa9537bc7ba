import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

export interface BodyRules {
  maxBytes: number;
  // After `graceMs`, a body must have averaged at least this rate since it started, and no gap
  // may be longer than `idleMs`: one byte a second holds nothing for long (docs/reliability.md#security-headers).
  minBytesPerSecond: number;
  graceMs: number;
  idleMs: number;
}

export class BodyTooLargeError extends Error {}
export class BodyTooSlowError extends Error {}
export class ClientAbortedError extends Error {}

// The declared length: null when none was declared (chunked or no body), 'invalid' when it is not
// one decimal number (Node refuses duplicates and junk before we see them; this is the backstop).
export function declaredLength(headers: IncomingHttpHeaders): number | null | 'invalid' {
  const value = headers['content-length'];
  if (value === undefined) return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : 'invalid';
}

export function carriesBody(method: string, headers: IncomingHttpHeaders): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const length = declaredLength(headers);
  return typeof length === 'number' ? length > 0 : headers['transfer-encoding'] !== undefined;
}

// Counts a body as it passes: past `maxBytes` it fails with BodyTooLargeError (chunked bodies have
// no length to check up front), and a trickle fails with BodyTooSlowError. `failed` hears the failure
// whoever reads the body, and before anyone does: an upload whose upstream connection is still being
// opened has no reader yet, and a stream's 'error' with no listener stops the process.
export function meterBody(source: Readable, rules: BodyRules, failed: (error: Error) => void = () => undefined): Transform {
  const started = Date.now();
  let received = 0;
  let lastChunkAt = started;
  let lastTick = started;
  // Time the reader, not the client, held the body up (its buffer full): an upload waiting for the service to
  // take it (the service reads a few at a time) is not the client trickling.
  let heldMs = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      lastChunkAt = Date.now();
      if (received > rules.maxBytes) return callback(new BodyTooLargeError(`body over ${rules.maxBytes} bytes`));
      callback(null, chunk);
    },
  });
  meter.on('error', failed);
  const watchdog = setInterval(
    () => {
      const now = Date.now();
      if (meter.readableLength >= meter.readableHighWaterMark) {
        heldMs += now - lastTick;
        lastChunkAt = now;
      }
      lastTick = now;
      const elapsed = now - started - heldMs;
      if (now - lastChunkAt > rules.idleMs) meter.destroy(new BodyTooSlowError(`no body bytes for ${now - lastChunkAt} ms`));
      else if (elapsed > rules.graceMs && received < (rules.minBytesPerSecond * (elapsed - rules.graceMs)) / 1000) {
        meter.destroy(new BodyTooSlowError(`${received} bytes in ${elapsed} ms`));
      }
    },
    Math.min(1000, rules.graceMs, rules.idleMs),
  );
  const stop = () => clearInterval(watchdog);
  const aborted = () => meter.destroy(new ClientAbortedError('client closed the connection mid-body'));
  source.once('aborted', aborted);
  source.once('error', aborted);
  meter.once('close', () => {
    stop();
    source.off('aborted', aborted);
    source.off('error', aborted);
  });
  meter.once('end', stop);
  source.pipe(meter);
  return meter;
}

// The whole body in memory (JSON routes: ≤ 1 MiB), under the same rules.
export async function readWholeBody(source: Readable, rules: BodyRules): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of meterBody(source, rules)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// How many request bodies one client address may be sending at once. Past it the request is
// refused before its body is read, so one address cannot hold a service's connections or the
// gateway's memory with many slow bodies.
export class BodiesInFlight {
  private readonly byClient = new Map<string, number>();

  constructor(private readonly maxPerClient: number) {}

  // A release function, or null when the client is at its limit.
  acquire(client: string): (() => void) | null {
    const count = this.byClient.get(client) ?? 0;
    if (count >= this.maxPerClient) return null;
    this.byClient.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }
}
