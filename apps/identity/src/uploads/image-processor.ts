import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { UPLOAD_MESSAGES } from '@stave/contracts';
import { APP_CONFIG, DomainError } from '@stave/platform';
import type { IdentityEnv } from '../config';

export type ImageKind = 'avatar' | 'cover' | 'portfolio';

const BOUNDS: Record<ImageKind, { width: number; height: number }> = {
  avatar: { width: 1024, height: 1024 },
  cover: { width: 2400, height: 1200 },
  // Artwork and photos shown in a half-width tile, and full width on a phone.
  portfolio: { width: 1600, height: 1600 },
};

// The declared Content-Type and the file name are the client's word; these bytes are not.
const SIGNATURES: Array<{ format: string; matches: (bytes: Buffer) => boolean }> = [
  { format: 'jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'gif', matches: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { format: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export function sniffImageFormat(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.format ?? null;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
}

// RELIABILITY §18–21: type from magic bytes, a pixel cap read from the header before decoding,
// then a fresh encode, which drops EXIF/GPS and anything smuggled after the image data.
@Injectable()
export class ImageProcessor {
  constructor(@Inject(APP_CONFIG) private readonly config: IdentityEnv) {}

  async process(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
    const format = sniffImageFormat(input);
    if (!format) throw new DomainError('unsupported_media_type', UPLOAD_MESSAGES.invalidType, 'INVALID_FILE_TYPE');
    const limitInputPixels = this.config.UPLOAD_MAX_PIXELS;
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    if (!metadata.width || !metadata.height) throw unreadable();
    if (metadata.width * metadata.height > limitInputPixels) {
      throw new DomainError('payload_too_large', UPLOAD_MESSAGES.tooManyPixels, 'IMAGE_TOO_LARGE');
    }
    try {
      const data = await sharp(input, { limitInputPixels, failOn: 'truncated' })
        .rotate()
        .resize({ ...BOUNDS[kind], fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
      return { data, contentType: 'image/webp', extension: 'webp' };
    } catch {
      throw unreadable();
    }
  }
}

function unreadable(): DomainError {
  return new DomainError('validation', UPLOAD_MESSAGES.unreadable, 'UNREADABLE_IMAGE');
}
