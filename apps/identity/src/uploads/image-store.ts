import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { FileStorage, LOGGER, generateStorageKey, isValidStorageKey } from '@stave/platform';
import { ImageProcessor, type ImageKind } from './image-processor';

// What the API hands out for a stored file; GET /uploads/:file serves it.
export const UPLOADS_PREFIX = '/uploads/';

export function uploadPath(key: string): string {
  return `${UPLOADS_PREFIX}${key}`;
}

// The storage key behind one of our /uploads/ paths; null for anything else (a link to another site,
// a path no key could have).
export function storageKeyOf(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith(UPLOADS_PREFIX)) return null;
  const key = path.slice(UPLOADS_PREFIX.length);
  return isValidStorageKey(key) ? key : null;
}

// Uploaded images: checked and re-encoded by the ImageProcessor, stored under a generated key.
@Injectable()
export class ImageStore {
  constructor(
    private readonly images: ImageProcessor,
    private readonly storage: FileStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // The image is stored under a fresh key before `attach` records its path anywhere; when `attach`
  // fails the file is removed again, so a failed write leaves nothing behind.
  async storeThen<T>(upload: Buffer, kind: ImageKind, attach: (path: string, key: string) => Promise<T>): Promise<T> {
    const image = await this.images.process(upload, kind);
    const key = generateStorageKey(image.extension);
    await this.storage.put(key, image.data, { contentType: image.contentType });
    try {
      return await attach(uploadPath(key), key);
    } catch (error) {
      await this.removeQuietly([uploadPath(key)]);
      throw error;
    }
  }

  // For files nothing points at any more, once the change that dropped them has committed: a failure
  // only leaves an unused file behind, so it is logged rather than failing the request.
  async removeQuietly(paths: ReadonlyArray<string | null | undefined>): Promise<void> {
    const keys = paths.map(storageKeyOf).filter((key): key is string => key !== null);
    await Promise.all(
      keys.map((key) => this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'could not remove an unused upload'))),
    );
  }
}
