import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { POST_MEDIA_MAX_BYTES, SOCIAL_MESSAGES, type MediaType, type PostMediaUpload, CommonErrorCode, UploadErrorCode } from '@stave/contracts';
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
  domainError,
  Database,
  type Transaction,
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

// An upload no post took is removed by the sweep (jobs/sweep-unattached-media.job.ts) once it is
// this old: a composer left open for a while still posts.
export const UNUSED_MEDIA_TTL_MS = 24 * 60 * 60_000;
// Rows deleted per transaction, and batches per sweep (what is left waits for the next one).
const SWEEP_BATCH = 100;
const SWEEP_MAX_BATCHES = 50;

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
    private readonly database: Database,
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
        await this.media.record(this.database.pool, {
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
      return { mediaUrl: mediaUrlOf(key), mediaType: checked.kind, durationSeconds: checked.durationSeconds };
    });
  }

  // Inside the post's transaction: the author's own upload that no post has taken, locked until
  // `attach` gives it to the new post (or the transaction ends). Anything else is refused.
  async hold(tx: Transaction, uploaderId: number, mediaUrl: string): Promise<{ key: string; mediaType: MediaType }> {
    const key = mediaKeyOf(mediaUrl);
    const held = key ? await this.media.claimable(tx, key, uploaderId) : null;
    if (!key || !held) {
      throw domainError(CommonErrorCode.Validation, { message: SOCIAL_MESSAGES.mediaNotFound, path: 'mediaUrl' });
    }
    return { key, mediaType: held.mediaType };
  }

  attach(tx: Transaction, key: string, postId: number): Promise<void> {
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

  // Every member's uploads no post took within UNUSED_MEDIA_TTL_MS, a batch at a time: each batch's
  // rows go in one statement (skipping any a post being written holds), and its files once that has
  // committed. Stops early when `signal` says the service is stopping; the next sweep goes on.
  async sweepUnattached(signal?: AbortSignal): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES && !signal?.aborted; batch++) {
      const keys = await this.media.forgetStale(this.database.pool, UNUSED_MEDIA_TTL_MS, SWEEP_BATCH);
      await this.discard(keys);
      removed += keys.length;
      if (keys.length < SWEEP_BATCH) break;
    }
    if (removed) this.logger.info({ removed }, 'removed unused post media');
    return removed;
  }
}

function tooLarge(kind: MediaType): DomainError {
  return domainError(UploadErrorCode.FileTooLarge, { message: SOCIAL_MESSAGES.mediaTooLargeDetail[kind] });
}
