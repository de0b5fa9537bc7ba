import type { Readable } from 'node:stream';

export interface PutFileOptions {
  contentType: string;
  // Required for a Readable body (S3 needs it up front and we do not buffer); checked against the
  // bytes actually received, so a truncated upload is never stored.
  contentLength?: number;
}

export interface StoredFile {
  // Consume or destroy it: an unread body holds a file handle (disk) or a socket (S3).
  body: Readable;
  contentType: string;
  // The bytes in `body`: the whole file, or the range asked for.
  contentLength: number;
  // The whole file's size, whatever part of it `body` holds.
  totalLength: number;
  // Set when a range was asked for and satisfied: the first and last byte in `body` (inclusive).
  range?: { start: number; end: number };
}

// One HTTP byte range (RFC 9110 §14.1.2): `bytes=start-[end]` or the last `suffix` bytes.
export type ByteRange = { start: number; end?: number } | { suffix: number };

// The file exists but the range starts past its end (HTTP 416).
export interface UnsatisfiableRange {
  unsatisfiable: true;
  totalLength: number;
}

// Resolves a range against a file of `size` bytes: inclusive bounds, or null if nothing of it lies
// inside the file. An end past the file is clamped, as HTTP does.
export function resolveByteRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

// Uploaded files (docs/platform.md#modes): local disk in embedded mode, S3 in the cluster. Every method
// validates the key first (assertValidStorageKey), so only generated keys ever reach a backend.
export abstract class FileStorage {
  abstract readonly driver: 'local' | 's3';
  // Replaces an existing file; all or nothing (a failed or aborted body leaves no file behind).
  abstract put(key: string, body: Buffer | Readable, options: PutFileOptions): Promise<void>;
  // With a range, only those bytes (audio and video players seek with ranges).
  abstract get(key: string): Promise<StoredFile | null>;
  abstract get(key: string, range: ByteRange): Promise<StoredFile | UnsatisfiableRange | null>;
  // Idempotent: deleting a missing key is not an error.
  abstract delete(key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
  // Rejects when the backend cannot be used (health checks).
  abstract ping(): Promise<void>;
}
