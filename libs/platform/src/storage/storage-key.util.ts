import { randomUUID } from 'node:crypto';
import { StorageError, StorageKeyError } from './storage.errors';

// One optional lower-case folder, a UUID, one extension: no dots or slashes a user could steer, so
// no key can climb out of the storage root or pass as another file type (`x.php.jpg`).
const KEY_PATTERN = /^([a-z0-9-]+\/)?[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{2,5}$/;
const PREFIX_PATTERN = /^[a-z0-9-]+$/;

// The common ones are listed for autocompletion; any /^[a-z0-9]{2,5}$/ string is accepted.
export type StorageExtension = 'jpg' | 'png' | 'webp' | 'gif' | 'mp3' | 'mp4' | 'wav' | 'pdf' | (string & {});

// The key for a new file: `<prefix>/<uuid>.<ext>`. Never derived from the uploaded file's name.
export function generateStorageKey(extension: StorageExtension, prefix?: string): string {
  if (!EXTENSION_PATTERN.test(extension)) throw new StorageError('INVALID_EXTENSION', `invalid file extension ${JSON.stringify(extension)}`);
  const folder = prefix?.replace(/\/$/, '');
  if (folder && !PREFIX_PATTERN.test(folder)) throw new StorageError('INVALID_KEY_PREFIX', `invalid key prefix ${JSON.stringify(prefix)}`);
  return `${folder ? `${folder}/` : ''}${randomUUID()}.${extension}`;
}

export function isValidStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: unknown): asserts key is string {
  if (!isValidStorageKey(key)) throw new StorageKeyError(key);
}
