import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  COLLABORATION_MESSAGES,
  CommonErrorCode,
  DEMO_MAX_BYTES,
  EVENT_IMAGE_MAX_BYTES,
  EVENT_MESSAGES,
  UploadErrorCode,
  type DemoUpload,
  type EventImageUpload,
} from '@stave/contracts';
import {
  APP_CONFIG,
  ConcurrencyLimit,
  Database,
  FileStorage,
  LOGGER,
  domainError,
  generateStorageKey,
  isValidStorageKey,
  probeMedia,
  processImage,
  readSingleFile,
  sniffImageFormat,
  type Transaction,
} from '@stave/platform';
import type { JobsEventsEnv } from '../config';
import { UploadsRepository, type UploadKind } from './uploads.repository';

// Where each kind is stored, and so the path it is served at (/event-images/<key>, /demos/<key>).
const FOLDERS: Record<UploadKind, string> = { 'event-image': 'event-images', demo: 'demos' };
// A file no event or call uses is removed by the sweep (jobs/sweep-unused-uploads.job.ts) once it is
// this old: a form left open for a while still posts.
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 100;
const SWEEP_MAX_BATCHES = 50;
// Shown across an event card and its details.
const IMAGE_BOUNDS = { width: 1600, height: 1600 };

const pathOf = (key: string) => `/${key}`;

// Event images (the profile pictures' checks and re-encode to WebP) and collaboration demos (audio
// that must parse as a known container with a real duration: media-probe). Either is stored first
// and sent with the event or call, which may take only its own member's upload of the right kind.
@Injectable()
export class UploadsService {
  private readonly uploads: ConcurrencyLimit;

  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly repository: UploadsRepository,
    @Inject(APP_CONFIG) private readonly config: JobsEventsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.uploads = new ConcurrencyLimit(config.UPLOADS_AT_ONCE);
  }

  // The slot is taken before the body is read, so at most UPLOADS_AT_ONCE files are in memory.
  eventImage(userId: number, request: FastifyRequest): Promise<EventImageUpload> {
    return this.uploads.run(async () => {
      const file = await readSingleFile(request, 'image', EVENT_IMAGE_MAX_BYTES, EVENT_MESSAGES.imageTooLarge);
      if (!sniffImageFormat(file)) throw domainError(UploadErrorCode.InvalidFileType, { message: EVENT_MESSAGES.imageInvalidType });
      const image = await processImage(file, { bounds: IMAGE_BOUNDS, maxPixels: this.config.UPLOAD_MAX_PIXELS });
      const key = await this.store('event-image', userId, image.data, image.contentType, image.extension, null);
      return { imageUrl: pathOf(key) };
    });
  }

  demo(userId: number, request: FastifyRequest): Promise<DemoUpload> {
    return this.uploads.run(async () => {
      const file = await readSingleFile(request, 'file', DEMO_MAX_BYTES, COLLABORATION_MESSAGES.demoTooLarge);
      const probed = await probeMedia(file, { invalidType: COLLABORATION_MESSAGES.demoInvalidType, unreadable: COLLABORATION_MESSAGES.demoUnreadable });
      if (probed.kind !== 'audio') throw domainError(UploadErrorCode.InvalidFileType, { message: COLLABORATION_MESSAGES.demoInvalidType });
      const key = await this.store('demo', userId, file, probed.contentType, probed.extension, probed.durationSeconds);
      return { demoUrl: pathOf(key), durationSeconds: probed.durationSeconds };
    });
  }

  // Inside the event's or call's transaction: a path under /event-images/ or /demos/ must be the
  // member's own upload of that kind (held until the transaction ends); a link elsewhere passes.
  // Answers the upload's duration (audio), or null.
  async hold(tx: Transaction, userId: number, url: string | null | undefined, kind: UploadKind, field: string, ownerId = userId): Promise<number | null> {
    const prefix = `/${FOLDERS[kind]}/`;
    if (!url?.startsWith(prefix)) return null;
    const key = url.slice(1);
    const held = isValidStorageKey(key) ? await this.repository.holdOwned(tx, key, userId, kind, ownerId) : null;
    if (!held) {
      const message = kind === 'demo' ? COLLABORATION_MESSAGES.invalidDemo : EVENT_MESSAGES.invalidImage;
      throw domainError(CommonErrorCode.Validation, { message, path: field });
    }
    return held.durationSeconds;
  }

  // Every member's uploads nothing used within UNUSED_UPLOAD_TTL_MS, a batch per transaction, their
  // files once it has committed. Stops early when `signal` says the service is stopping.
  async sweepUnused(signal?: AbortSignal): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES && !signal?.aborted; batch++) {
      const keys = await this.database.transaction((tx) => this.repository.forgetUnused(tx, UNUSED_UPLOAD_TTL_MS, SWEEP_BATCH));
      await this.discard(keys);
      removed += keys.length;
      if (keys.length < SWEEP_BATCH) break;
    }
    if (removed) this.logger.info({ removed }, 'removed unused event images and demos');
    return removed;
  }

  private async store(kind: UploadKind, userId: number, data: Buffer, contentType: string, extension: string, durationSeconds: number | null): Promise<string> {
    const key = generateStorageKey(extension, FOLDERS[kind]);
    await this.storage.put(key, data, { contentType });
    try {
      await this.repository.record(this.database.pool, { key, userId, kind, byteSize: data.length, durationSeconds });
    } catch (error) {
      await this.discard([key]);
      throw error;
    }
    return key;
  }

  // A failure only leaves an unused file behind, so it is logged rather than failing the request.
  private async discard(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'could not remove an unused upload'))),
    );
  }
}
