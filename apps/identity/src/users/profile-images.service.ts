import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { SelfUser } from '@stave/contracts';
import { FileStorage, LOGGER, generateStorageKey, isValidStorageKey } from '@stave/platform';
import { ImageProcessor, type ImageKind } from '../uploads/image-processor';
import { toSelfUser } from './user.row';
import { accountGone } from './users.errors';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const UPLOADS_PREFIX = '/uploads/';
const FIELD: Record<ImageKind, 'profileImage' | 'coverImage'> = { avatar: 'profileImage', cover: 'coverImage' };

@Injectable()
export class ProfileImagesService {
  constructor(
    private readonly images: ImageProcessor,
    private readonly storage: FileStorage,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Stored under a fresh key before the profile points at it; the file it replaces is removed
  // after the commit, and a failed commit removes the new one (no orphans either way).
  async replace(userId: number, kind: ImageKind, upload: Buffer) {
    const current = await this.users.findById(userId);
    if (!current) throw accountGone();
    const image = await this.images.process(upload, kind);
    const key = generateStorageKey(image.extension);
    await this.storage.put(key, image.data, { contentType: image.contentType });
    const field = FIELD[kind];
    let updated;
    try {
      updated = await this.usersService.applyChanges(current, { [field]: `${UPLOADS_PREFIX}${key}` });
    } catch (error) {
      await this.removeQuietly(key);
      throw error;
    }
    const previous = current[field];
    if (previous?.startsWith(UPLOADS_PREFIX)) await this.removeQuietly(previous.slice(UPLOADS_PREFIX.length));
    const user: SelfUser = toSelfUser(updated);
    return {
      message: kind === 'avatar' ? 'Profile Picture Updated' : 'Cover Image Updated',
      profileImage: user.profileImage,
      coverImage: user.coverImage,
      imageUrl: `${UPLOADS_PREFIX}${key}`,
      user,
    };
  }

  private async removeQuietly(key: string): Promise<void> {
    if (!isValidStorageKey(key)) return;
    await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'could not remove an unused upload'));
  }
}
