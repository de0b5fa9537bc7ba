import type { Sharp } from 'sharp';
import { UploadErrorCode } from '@stave/contracts';
import { DomainError, domainError } from '../http/index';

export interface ImageBounds {
  width: number;
  height: number;
}

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

// sharp (libvips) is loaded on first use, so services that never take an image don't carry it.
let sharpModule: Promise<(input: Buffer, options: object) => Sharp> | undefined;
function loadSharp() {
  sharpModule ??= import('sharp').then((module) => module.default as unknown as (input: Buffer, options: object) => Sharp);
  return sharpModule;
}

// docs/reliability.md#spoofed-uploads–21: type from magic bytes, a pixel cap read from the header before decoding,
// then a fresh encode, which drops EXIF/GPS and anything smuggled after the image data.
// `fit`: 'inside' (the default) scales down to within the bounds, keeping the whole picture; 'cover'
// scales and crops (from the centre) to exactly the bounds, enlarging a smaller picture (a square logo).
export async function processImage(input: Buffer, options: { bounds: ImageBounds; maxPixels: number; fit?: 'inside' | 'cover' }): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw domainError(UploadErrorCode.InvalidFileType);
  const sharp = await loadSharp();
  let metadata: { width?: number; height?: number };
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > options.maxPixels) {
    throw domainError(UploadErrorCode.ImageTooLarge);
  }
  try {
    const data = await sharp(input, { limitInputPixels: options.maxPixels, failOn: 'truncated' })
      .rotate()
      .resize({ ...options.bounds, fit: options.fit ?? 'inside', withoutEnlargement: (options.fit ?? 'inside') === 'inside' })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw unreadable();
  }
}

function unreadable(): DomainError {
  return domainError(UploadErrorCode.UnreadableImage);
}
