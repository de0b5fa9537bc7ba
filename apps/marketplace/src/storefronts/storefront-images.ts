import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { STOREFRONT_IMAGE_PREFIX, STOREFRONT_IMAGE_SIZES, type StorefrontImageKind } from '@stave/contracts';
import { APP_CONFIG, FileStorage, LOGGER, generateStorageKey, processImage, type ProcessedImage } from '@stave/platform';
import type { MarketplaceEnv } from '../config';

// Logos and banners are stored under storefront-images/ and served by the marketplace at /storefront-images/<file>.
export const STOREFRONT_IMAGES_FOLDER = 'storefront-images';

// The storage key of a stored logo or banner; null for anything else (a link kept from before uploads).
export const storefrontImageKey = (url: string | null): string | null => (url?.startsWith(STOREFRONT_IMAGE_PREFIX) ? url.slice(1) : null);

// A logo's or banner's file in the platform's storage (disk in embedded mode, S3 in the cluster).
@Injectable()
export class StorefrontImages {
  constructor(
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: MarketplaceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // The platform's checks (type from the bytes, the pixel cap before decoding), then re-encoded without EXIF or
  // GPS, cropped from the centre to fill the kind's size: the costly part, run in an upload slot.
  encode(file: Buffer, kind: StorefrontImageKind): Promise<ProcessedImage> {
    return processImage(file, { bounds: STOREFRONT_IMAGE_SIZES[kind], maxPixels: this.config.UPLOAD_MAX_PIXELS, fit: 'cover' });
  }

  // Stored under a fresh UUID. Answers its URL.
  async store(image: ProcessedImage): Promise<string> {
    const key = generateStorageKey(image.extension, STOREFRONT_IMAGES_FOLDER);
    await this.storage.put(key, image.data, { contentType: image.contentType });
    return `/${key}`;
  }

  // For a file nothing points at any more, after the change that dropped it has committed: a failure only leaves
  // it behind, so it is logged rather than failing the request.
  async discard(url: string | null): Promise<void> {
    const key = storefrontImageKey(url);
    if (!key) return;
    await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'could not remove a storefront image'));
  }
}
