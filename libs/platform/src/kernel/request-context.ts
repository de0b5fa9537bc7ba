import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  // Statements this request sent to its service's database (counted by the pool's client).
  dbQueries: number;
}

export const DB_QUERIES_HEADER = 'x-db-queries';

// Carries the request id from the HTTP edge into outbox headers (and so into Kafka headers).
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function noteDbQuery(): void {
  const context = requestContext.getStore();
  if (context) context.dbQueries++;
}
