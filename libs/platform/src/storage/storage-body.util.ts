import { pipeline, Readable, Transform } from 'node:stream';
import type { PutFileOptions } from './file-storage.port';
import { StorageError } from './storage.errors';

// type/subtype with optional parameters, no control characters (it becomes an HTTP header).
const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;[\x20-\x7e]*)?$/i;

export type PreparedBody = { kind: 'buffer'; body: Buffer; length: number } | { kind: 'stream'; body: Readable; length: number };

// The checks both adapters share, so embedded and cluster mode accept and refuse the same input.
export function preparePutBody(body: Buffer | Readable, options: PutFileOptions): PreparedBody {
  if (!CONTENT_TYPE_PATTERN.test(options.contentType)) {
    throw new StorageError('INVALID_CONTENT_TYPE', `invalid content type ${JSON.stringify(options.contentType)}`);
  }
  const { contentLength } = options;
  if (contentLength !== undefined && (!Number.isSafeInteger(contentLength) || contentLength < 0)) {
    throw new StorageError('CONTENT_LENGTH_MISMATCH', `invalid contentLength ${contentLength}`);
  }
  if (Buffer.isBuffer(body)) {
    if (contentLength !== undefined && contentLength !== body.length) {
      throw new StorageError('CONTENT_LENGTH_MISMATCH', `contentLength ${contentLength} but the buffer holds ${body.length} bytes`);
    }
    return { kind: 'buffer', body, length: body.length };
  }
  if (!(body instanceof Readable)) throw new TypeError('body must be a Buffer or a Readable');
  // Without @aws-sdk/lib-storage an unknown length would mean buffering the whole upload for S3;
  // refused in every driver so embedded mode cannot hide the mistake.
  if (contentLength === undefined) throw new StorageError('CONTENT_LENGTH_REQUIRED', 'contentLength is required for a stream body');
  return { kind: 'stream', body: exactLength(body, contentLength), length: contentLength };
}

// Passes the bytes through and errors if there are more or fewer than announced, so neither a
// truncated stream nor an oversized one is stored.
function exactLength(source: Readable, expected: number): Readable {
  let seen = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > expected) callback(new StorageError('CONTENT_LENGTH_MISMATCH', `body is longer than contentLength ${expected}`));
      else callback(null, chunk);
    },
    flush(callback) {
      if (seen !== expected) callback(new StorageError('CONTENT_LENGTH_MISMATCH', `body ended after ${seen} of ${expected} bytes`));
      else callback();
    },
  });
  // Errors travel both ways: a failing source destroys the guard (its reader sees the error), a
  // destroyed guard destroys the source.
  pipeline(source, guard, () => undefined);
  return guard;
}
