import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_MESSAGES, type PortfolioImageResponse, CommonErrorCode } from '@stave/contracts';
import { LOGGER, domainError, Database, type Transaction } from '@stave/platform';
import { ImageStore, UPLOADS_PREFIX, storageKeyOf, uploadPath } from '../uploads/image-store';
import { PortfolioUploadsRepository } from './portfolio-uploads.repository';
import type { ProfileItemRow } from './profile-items.repository';
import type { ItemFiles } from './profile-items.service';

// An upload no item uses is removed at its uploader's next upload once it is this old (an
// abandoned Add Portfolio Item form); a day leaves room to finish a form left open.
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

// Portfolio artwork: POST /api/portfolio/image stores it and records the uploader; an item's
// `image` may be a link elsewhere or one of its owner's own uploads, never anyone else's; a file
// no item of theirs uses any more is removed after the commit that dropped it.
@Injectable()
export class PortfolioImages implements ItemFiles {
  constructor(
    private readonly database: Database,
    private readonly store: ImageStore,
    private readonly uploads: PortfolioUploadsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async upload(userId: number, file: Buffer): Promise<PortfolioImageResponse> {
    const imageUrl = await this.store.storeThen(file, 'portfolio', async (path, key) => {
      await this.uploads.record(this.database.pool, key, userId);
      return path;
    });
    await this.removeStale(userId);
    return { imageUrl };
  }

  async checkNew(tx: Transaction, ownerId: number, values: Record<string, unknown>, current: ProfileItemRow | null): Promise<void> {
    const image = values.image;
    if (typeof image !== 'string' || !image.startsWith(UPLOADS_PREFIX) || image === current?.image) return;
    const key = storageKeyOf(image);
    if (!key || !(await this.uploads.holdOwned(tx, key, ownerId))) {
      throw domainError(CommonErrorCode.Validation, { message: IDENTITY_MESSAGES.invalidUrl, path: 'image' });
    }
  }

  async release(tx: Transaction, ownerId: number, before: ProfileItemRow, after: ProfileItemRow | null): Promise<string[]> {
    const key = storageKeyOf(before.image);
    if (!key || before.image === after?.image) return [];
    return (await this.uploads.releaseUnused(tx, ownerId, [key])).map(uploadPath);
  }

  discard(paths: string[]): Promise<void> {
    return this.store.removeQuietly(paths);
  }

  // Best effort: the upload itself has succeeded whatever happens here.
  private async removeStale(userId: number): Promise<void> {
    try {
      const released = await this.database.transaction((tx) => this.uploads.releaseStale(tx, userId, UNUSED_UPLOAD_TTL_MS));
      await this.discard(released.map(uploadPath));
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'could not remove unused portfolio uploads');
    }
  }
}
