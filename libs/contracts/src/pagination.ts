import { z } from 'zod';
import { MAX_ID, decimalInt } from './ids';

export const MAX_PAGE_SIZE = 100;

// Keyset pagination over (createdAt, id): the cursor is opaque to clients.
export const CursorQuerySchema = z.object({
  before: z.string().max(200).optional().describe('Opaque cursor from the previous page'),
  limit: decimalInt(1, MAX_PAGE_SIZE).default(20),
});
export type CursorQuery = z.infer<typeof CursorQuerySchema>;

export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export interface Cursor {
  createdAt: string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return base64UrlEncode(`${cursor.createdAt}|${cursor.id}`);
}

// Only what encodeCursor makes: a canonical UTC timestamp (toISOString's own form) and an id in
// range. Anything else — '0', '2020', a date Postgres refuses — would reach SQL and fail there as
// a 500; null here is a 400 'Invalid cursor'.
export function decodeCursor(value: string): Cursor | null {
  const decoded = base64UrlDecode(value);
  if (decoded === null) return null;
  const parts = decoded.split('|');
  if (parts.length !== 2) return null;
  const [createdAt, id] = parts as [string, string];
  if (!isCanonicalTimestamp(createdAt) || !/^[1-9][0-9]{0,9}$/.test(id)) return null;
  const numericId = Number(id);
  return numericId <= MAX_ID ? { createdAt, id: numericId } : null;
}

// Years 0001–9999 only: Postgres has no year 0 and refuses toISOString's six-digit '+010000-…'.
const ISO_UTC = /^(?!0000)[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$/;

function isCanonicalTimestamp(value: string): boolean {
  if (!ISO_UTC.test(value)) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === value;
}

// Numbered pages (the marketplace): `total` is capped so a broad match never costs a full count.
export const PageQuerySchema = z.object({
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, MAX_PAGE_SIZE).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function pageOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

// Pure TS (no Node Buffer, no DOM btoa): contracts run in the browser and in Node alike.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63]);
    out += chars.slice(0, Math.ceil((Math.min(3, bytes.length - i) * 8) / 6)).join('');
  }
  return out;
}

function base64UrlDecode(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 4) {
    const chunk = value.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j++) n = (n << 6) | (j < chunk.length ? ALPHABET.indexOf(chunk[j]!) : 0);
    const count = Math.floor((chunk.length * 6) / 8);
    for (let j = 0; j < count; j++) bytes.push((n >> (16 - 8 * j)) & 255);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}
