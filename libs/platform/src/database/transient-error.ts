// Errors that say "the database, Redis or the network to them is unavailable right now", not "this event
// can't be applied". A handler failing with one of these is retried until the dependency returns;
// dead-lettering it would strand a good event (docs/reliability.md#transient-db-error).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE: serialization failure, deadlock, too many connections / out of resources, shutdown.
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01', '57P01', '57P02', '57P03', '55P03']);
// pg's `query_timeout` ("Query read timeout"): the database or the network to it stopped answering.
const MESSAGES = [
  /Driver not Connected/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Query read timeout/i,
  // TypeORM releases a query runner whose connection emitted 'error' (the server went away between two statements
  // of a transaction); the transaction's next statement then fails with one of these rather than with the network
  // error (database/server-gone.chaos-spec.ts).
  /^Query runner already released/i,
  /^Database connection provided by a query runner was already released/i,
  // ioredis with its offline queue off (redis-ioredis.adapter.ts): Redis is down or silent.
  /Stream isn't writeable and enableOfflineQueue options is false/i,
  /^Connection is closed\.?$/i,
  /^Command timed out$/i,
  /max retries per request limit/i,
];

export function isTransientError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (NETWORK_CODES.has(code) || RETRYABLE_SQLSTATES.has(code) || /^(08|53)/.test(code)) return true;
    if (typeof candidate.message === 'string' && MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
