import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, FileStorage, LOGGER, generateStorageKey, processImage, type ProcessedImage } from '@stave/platform';
import type { MarketplaceEnv } from '../config';
import type { StoredPhoto } from './photos.repository';

// Photos are stored under listing-images/ and served by the marketplace at /listing-images/<file>.
export const PHOTOS_FOLDER = 'listing-images';
// The listing page's gallery, and the card in a grid.
const GALLERY = { width: 1600, height: 1600 };
const CARD = { width: 640, height: 640 };

export const keyOfUrl = (url: string) => url.replace(/^\//, '');

// A photo re-encoded at both sizes, not stored yet.
export interface EncodedPhoto {
  gallery: ProcessedImage;
  card: ProcessedImage;
}

// A photo's two files in the platform's storage (disk in embedded mode, S3 in the cluster).
@Injectable()
export class PhotoFiles {
  constructor(
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: MarketplaceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Re-encoded (EXIF and GPS dropped) at both sizes: the costly part, run in an upload slot.
  async encode(file: Buffer): Promise<EncodedPhoto> {
    const options = { maxPixels: this.config.UPLOAD_MAX_PIXELS };
    return { gallery: await processImage(file, { ...options, bounds: GALLERY }), card: await processImage(file, { ...options, bounds: CARD }) };
  }

  async store({ gallery, card }: EncodedPhoto): Promise<StoredPhoto> {
    const imageKey = generateStorageKey(gallery.extension, PHOTOS_FOLDER);
    const cardKey = generateStorageKey(card.extension, PHOTOS_FOLDER);
    await this.storage.put(imageKey, gallery.data, { contentType: gallery.contentType });
    try {
      await this.storage.put(cardKey, card.data, { contentType: card.contentType });
    } catch (error) {
      await this.discard([imageKey]);
      throw error;
    }
    return { imageKey, cardKey };
  }

  // For files nothing points at any more, after the change that dropped them has committed: a failure
  // only leaves one behind, so it is logged rather than failing the request.
  async discard(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'could not remove a listing photo'))),
    );
  }
}
