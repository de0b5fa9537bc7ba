import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { POST_MEDIA_MAX_BYTES, SOCIAL_MESSAGES, type MediaType, type PostMediaUpload } from '@stave/contracts';
import {
  APP_CONFIG,
  ConcurrencyLimit,
  DomainError,
  FileStorage,
  LOGGER,
  generateStorageKey,
  isValidStorageKey,
  probeMedia,
  processImage,
  readSingleFile,
  sniffImageFormat,
} from '@stave/platform';
import type { SocialEnv } from '../config';
import { PostMediaRepository } from './post-media.repository';

// Keys live under media/ in the shared store and are served by social at /media/<file>.
const KEY_PREFIX = 'media';
export const mediaUrlOf = (key: string) => `/${key}`;
export function mediaKeyOf(url: string | null | undefined): string | null {
  const key = url?.startsWith(`/${KEY_PREFIX}/`) ? url.slice(1) : null;
  return isValidStorageKey(key) ? key : null;
}

// An upload no post took is removed at its uploader's next upload once it is this old (a composer
// left open for a while still posts).
export const UNUSED_MEDIA_TTL_MS = 24 * 60 * 60_000;

// Shown full width in a post card, and opened on its own.
const IMAGE_BOUNDS = { width: 2048, height: 2048 };

interface CheckedMedia {
  kind: MediaType;
  data: Buffer;
  contentType: string;
  extension: string;
  durationSeconds: number | null;
}

// Post attachments (spec §3 mediaUrl/mediaType): images get the profile pictures' checks and
// re-encode; audio and video must parse as a known container with a duration (media-probe.ts).
// The kind is read from the bytes and capped per kind (POST_MEDIA_MAX_BYTES).
@Injectable()
export class PostMediaService {
  private readonly uploads: ConcurrencyLimit;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly media: PostMediaRepository,
    @Inject(APP_CONFIG) private readonly config: SocialEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.uploads = new ConcurrencyLimit(config.MEDIA_UPLOADS_AT_ONCE);
  }

  // The slot is taken before the body is read, so at most MEDIA_UPLOADS_AT_ONCE files are in memory.
  upload(uploaderId: number, request: FastifyRequest): Promise<PostMediaUpload> {
    return this.uploads.run(async () => {
      const file = await readSingleFile(request, 'file', POST_MEDIA_MAX_BYTES.video, SOCIAL_MESSAGES.mediaTooLargeDetail.any);
      const checked = await this.check(file);
      const key = generateStorageKey(checked.extension, KEY_PREFIX);
      await this.storage.put(key, checked.data, { contentType: checked.contentType });
      try {
        await this.media.record(this.dataSource, {
          key,
          uploaderId,
          mediaType: checked.kind,
          byteSize: checked.data.length,
          durationSeconds: checked.durationSeconds,
        });
      } catch (error) {
        await this.discard([key]);
        throw error;
      }
      await this.removeStale(uploaderId);
      return { mediaUrl: mediaUrlOf(key), mediaType: checked.kind, durationSeconds: checked.durationSeconds };
    });
  }

  // Inside the post's transaction: the author's own upload that no post has taken, locked until
  // `attach` gives it to the new post (or the transaction ends). Anything else is refused.
  async hold(tx: EntityManager, uploaderId: number, mediaUrl: string): Promise<{ key: string; mediaType: MediaType }> {
    const key = mediaKeyOf(mediaUrl);
    const held = key ? await this.media.claimable(tx, key, uploaderId) : null;
    if (!key || !held) {
      throw new DomainError('validation', SOCIAL_MESSAGES.mediaNotFound, 'VALIDATION', [{ path: 'mediaUrl', message: SOCIAL_MESSAGES.mediaNotFound }]);
    }
    return { key, mediaType: held.mediaType };
  }

  attach(tx: EntityManager, key: string, postId: number): Promise<void> {
    return this.media.attach(tx, key, postId);
  }

  // For files nothing points at any more, after the change that dropped them has committed: a
  // failure only leaves an unused file behind, so it is logged rather than failing the request.
  async discard(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'could not remove unused post media'))),
    );
  }

  private async check(file: Buffer): Promise<CheckedMedia> {
    if (sniffImageFormat(file)) {
      if (file.length > POST_MEDIA_MAX_BYTES.image) throw tooLarge('image');
      const image = await processImage(file, { bounds: IMAGE_BOUNDS, maxPixels: this.config.UPLOAD_MAX_PIXELS });
      return { kind: 'image', data: image.data, contentType: image.contentType, extension: image.extension, durationSeconds: null };
    }
    const probed = await probeMedia(file, { invalidType: SOCIAL_MESSAGES.mediaInvalidType, unreadable: SOCIAL_MESSAGES.mediaUnreadable });
    if (file.length > POST_MEDIA_MAX_BYTES[probed.kind]) throw tooLarge(probed.kind);
    return { kind: probed.kind, data: file, contentType: probed.contentType, extension: probed.extension, durationSeconds: probed.durationSeconds };
  }

  // Best effort: the upload itself has succeeded whatever happens here.
  private async removeStale(uploaderId: number): Promise<void> {
    try {
      await this.discard(await this.dataSource.transaction((tx) => this.media.forgetStale(tx, uploaderId, UNUSED_MEDIA_TTL_MS)));
    } catch (error) {
      this.logger.warn({ err: error, uploaderId }, 'could not remove unused post media');
    }
  }
}

function tooLarge(kind: MediaType): DomainError {
  return new DomainError('payload_too_large', SOCIAL_MESSAGES.mediaTooLargeDetail[kind], 'FILE_TOO_LARGE');
}
