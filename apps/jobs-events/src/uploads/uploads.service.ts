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
  Database,
  FileStorage,
  LOGGER,
  UploadSlots,
  domainError,
  generateStorageKey,
  isValidStorageKey,
  probeMedia,
  processImage,
  receiveFile,
  sniffImageFormat,
  type Transaction,
} from '@stave/platform';
import type { Readable } from 'node:stream';
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
  private readonly slots: UploadSlots;

  constructor(
    private readonly database: Database,
    private readonly storage: FileStorage,
    private readonly repository: UploadsRepository,
    @Inject(APP_CONFIG) private readonly config: JobsEventsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.slots = new UploadSlots({ slots: config.UPLOADS_AT_ONCE, waitMs: config.UPLOAD_SLOT_WAIT_MS });
  }

  // Each body is received whole into a temporary file first (however slowly it comes, it holds no slot); a slot
  // (UPLOADS_AT_ONCE, at most half of them one member's) covers the file in memory being decoded or probed. It is
  // stored once the slot is free: the re-encoded image, or the demo from the file.
  eventImage(userId: number, request: FastifyRequest): Promise<EventImageUpload> {
    const limits = { maxBytes: EVENT_IMAGE_MAX_BYTES, tooLarge: EVENT_MESSAGES.imageTooLarge };
    return receiveFile(request, 'image', limits, async (file, signal) => {
      if (!sniffImageFormat(await file.head())) throw domainError(UploadErrorCode.InvalidFileType, { message: EVENT_MESSAGES.imageInvalidType });
      const bounds = { bounds: IMAGE_BOUNDS, maxPixels: this.config.UPLOAD_MAX_PIXELS };
      const image = await this.slots.run(userId, async () => processImage(await file.read(), bounds), signal);
      const key = await this.store('event-image', userId, image.data, image.data.length, image.contentType, image.extension, null);
      return { imageUrl: pathOf(key) };
    });
  }

  demo(userId: number, request: FastifyRequest): Promise<DemoUpload> {
    const limits = { maxBytes: DEMO_MAX_BYTES, tooLarge: COLLABORATION_MESSAGES.demoTooLarge };
    return receiveFile(request, 'file', limits, async (file, signal) => {
      const messages = { invalidType: COLLABORATION_MESSAGES.demoInvalidType, unreadable: COLLABORATION_MESSAGES.demoUnreadable };
      const probed = await this.slots.run(userId, async () => probeMedia(await file.read(), messages), signal);
      if (probed.kind !== 'audio') throw domainError(UploadErrorCode.InvalidFileType, { message: COLLABORATION_MESSAGES.demoInvalidType });
      const key = await this.store('demo', userId, file.stream(), file.size, probed.contentType, probed.extension, probed.durationSeconds);
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

  private async store(
    kind: UploadKind,
    userId: number,
    data: Buffer | Readable,
    byteSize: number,
    contentType: string,
    extension: string,
    durationSeconds: number | null,
  ): Promise<string> {
    const key = generateStorageKey(extension, FOLDERS[kind]);
    await this.storage.put(key, data, { contentType, contentLength: byteSize });
    try {
      await this.repository.record(this.database.pool, { key, userId, kind, byteSize, durationSeconds });
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
