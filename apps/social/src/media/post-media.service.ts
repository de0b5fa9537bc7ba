import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { POST_MEDIA_MAX_BYTES, SOCIAL_MESSAGES, type MediaType, type PostMediaUpload, CommonErrorCode, UploadErrorCode } from '@stave/contracts';
import {
  APP_CONFIG,
  DomainError,
  FileStorage,
  LOGGER,
  UploadSlots,
  generateStorageKey,
  isValidStorageKey,
  probeMedia,
  processImage,
  receiveFile,
  sniffImageFormat,
  domainError,
  Database,
  type ReceivedFile,
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
  // The re-encoded image; null for audio and video, stored as received.
  data: Buffer | null;
  byteSize: number;
  contentType: string;
  extension: string;
  durationSeconds: number | null;
}

// Post attachments (mediaUrl/mediaType): images get the profile pictures' checks and
// re-encode; audio and video must parse as a known container with a duration (media-probe.ts).
// The kind is read from the bytes and capped per kind (POST_MEDIA_MAX_BYTES).
@Injectable()
export class PostMediaService {
  private readonly slots: UploadSlots;

  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly media: PostMediaRepository,
    @Inject(APP_CONFIG) private readonly config: SocialEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.slots = new UploadSlots({ slots: config.MEDIA_UPLOADS_AT_ONCE, waitMs: config.UPLOAD_SLOT_WAIT_MS });
  }

  // The body is received whole into a temporary file first (however slowly it comes, it holds no slot); a slot
  // (MEDIA_UPLOADS_AT_ONCE, at most half of them one member's) covers the costly part, the file in memory being
  // decoded or probed. It is stored once the slot is free: the re-encoded image, or audio and video from the file.
  upload(uploaderId: number, request: FastifyRequest): Promise<PostMediaUpload> {
    const limits = { maxBytes: POST_MEDIA_MAX_BYTES.video, tooLarge: SOCIAL_MESSAGES.mediaTooLargeDetail.any };
    return receiveFile(request, 'file', limits, async (file, signal) => {
      const checked = await this.slots.run(uploaderId, () => this.check(file), signal);
      const key = generateStorageKey(checked.extension, KEY_PREFIX);
      await this.storage.put(key, checked.data ?? file.stream(), { contentType: checked.contentType, contentLength: checked.byteSize });
      try {
        await this.media.record(this.database.pool, {
          key,
          uploaderId,
          mediaType: checked.kind,
          byteSize: checked.byteSize,
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

  private async check(file: ReceivedFile): Promise<CheckedMedia> {
    if (sniffImageFormat(await file.head())) {
      if (file.size > POST_MEDIA_MAX_BYTES.image) throw tooLarge('image');
      const image = await processImage(await file.read(), { bounds: IMAGE_BOUNDS, maxPixels: this.config.UPLOAD_MAX_PIXELS });
      const { data, contentType, extension } = image;
      return { kind: 'image', data, byteSize: data.length, contentType, extension, durationSeconds: null };
    }
    const probed = await probeMedia(await file.read(), { invalidType: SOCIAL_MESSAGES.mediaInvalidType, unreadable: SOCIAL_MESSAGES.mediaUnreadable });
    if (file.size > POST_MEDIA_MAX_BYTES[probed.kind]) throw tooLarge(probed.kind);
    const { kind, contentType, extension, durationSeconds } = probed;
    return { kind, data: null, byteSize: file.size, contentType, extension, durationSeconds };
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
