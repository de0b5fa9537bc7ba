import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, processImage, type ImageBounds, type ProcessedImage } from '@stave/platform';
import type { IdentityEnv } from '../config';

export type ImageKind = 'avatar' | 'cover' | 'portfolio';

const BOUNDS: Record<ImageKind, ImageBounds> = {
  avatar: { width: 1024, height: 1024 },
  cover: { width: 2400, height: 1200 },
  // Artwork and photos shown in a half-width tile, and full width on a phone.
  portfolio: { width: 1600, height: 1600 },
};

// The platform's image checks and re-encode (magic bytes, pixel cap, EXIF gone), sized per kind.
@Injectable()
export class ImageProcessor {
  constructor(@Inject(APP_CONFIG) private readonly config: IdentityEnv) {}

  process(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
    return processImage(input, { bounds: BOUNDS[kind], maxPixels: this.config.UPLOAD_MAX_PIXELS });
  }
}
