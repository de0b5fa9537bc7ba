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
  contentLength: number;
}

// Uploaded files (ARCHITECTURE §4): local disk in embedded mode, S3 in the cluster. Every method
// validates the key first (assertValidStorageKey), so only generated keys ever reach a backend.
export abstract class FileStorage {
  abstract readonly driver: 'local' | 's3';
  // Replaces an existing file; all or nothing (a failed or aborted body leaves no file behind).
  abstract put(key: string, body: Buffer | Readable, options: PutFileOptions): Promise<void>;
  abstract get(key: string): Promise<StoredFile | null>;
  // Idempotent: deleting a missing key is not an error.
  abstract delete(key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
  // Rejects when the backend cannot be used (health checks).
  abstract ping(): Promise<void>;
}
