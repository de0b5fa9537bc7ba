import { UploadErrorCode } from '@stave/contracts';
import { DomainError } from '../http/domain-error';

// A key that is not one of ours (traversal, a user's filename, a NUL byte...). Keys only ever come
// from generateStorageKey, so reaching this from a request means the request is malformed: 400.
export class StorageKeyError extends DomainError {
  constructor(key: unknown) {
    super(UploadErrorCode.InvalidStorageKey, { extra: { key: typeof key === 'string' ? JSON.stringify(key.slice(0, 120)) : typeof key } });
  }
}

export type StorageErrorCode = 'CONTENT_LENGTH_REQUIRED' | 'CONTENT_LENGTH_MISMATCH' | 'INVALID_CONTENT_TYPE' | 'INVALID_EXTENSION' | 'INVALID_KEY_PREFIX';

// Misuse of the storage API by our own code (a 500, not the client's fault) or a body that did not
// deliver the bytes it announced.
export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}
