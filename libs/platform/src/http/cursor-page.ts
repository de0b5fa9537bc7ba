import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER, decodeCursor, encodeCursor, type Cursor } from '@stave/contracts';
import { ValidationError } from './domain-error';

// Keyset paging over (createdAt, id) for every list that grows (docs/performance.md#hot-path-sql): the client sends
// back `?before=<x-next-cursor>`, the repository reads `WHERE (created_at, id) < cursor`.
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

// The `before` query value as a cursor; a crafted or mangled one is the client's error, never SQL's.
export function parseCursor(before: string | undefined): Cursor | null {
  if (!before) return null;
  const cursor = decodeCursor(before);
  if (!cursor) throw new ValidationError([{ path: 'before', message: 'Invalid cursor' }]);
  return cursor;
}

// A page of `limit` rows read in order has a next page after its last row; a shorter one is the end.
export function pageOf<R, T>(rows: R[], limit: number, keyOf: (row: R) => Cursor, view: (row: R) => T): Page<T> {
  const last = rows.at(-1);
  return { items: rows.map(view), nextCursor: rows.length === limit && last ? encodeCursor(keyOf(last)) : null };
}

// The spec's client reads these lists as arrays; the next page's cursor travels in a header.
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
