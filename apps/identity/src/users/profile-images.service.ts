import { Injectable } from '@nestjs/common';
import type { SelfUser } from '@stave/contracts';
import type { ImageKind } from '../uploads/image-processor';
import { ImageStore } from '../uploads/image-store';
import { toSelfUser } from './user.row';
import { accountGone } from './users.errors';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

type ProfileImageKind = Extract<ImageKind, 'avatar' | 'cover'>;
const FIELD: Record<ProfileImageKind, 'profileImage' | 'coverImage'> = { avatar: 'profileImage', cover: 'coverImage' };

@Injectable()
export class ProfileImagesService {
  constructor(
    private readonly store: ImageStore,
    private readonly users: UsersRepository,
    private readonly usersService: UsersService,
  ) {}

  // Stored under a fresh key before the profile points at it; the file it replaces is removed
  // after the commit, and a failed commit removes the new one (no orphans either way).
  async replace(userId: number, kind: ProfileImageKind, upload: Buffer) {
    const current = await this.users.findById(userId);
    if (!current) throw accountGone();
    const field = FIELD[kind];
    const { path, updated } = await this.store.storeThen(upload, kind, async (path) => ({
      path,
      updated: await this.usersService.applyChanges(current, { [field]: path }),
    }));
    await this.store.removeQuietly([current[field]]);
    const user: SelfUser = toSelfUser(updated);
    return {
      message: kind === 'avatar' ? 'Profile Picture Updated' : 'Cover Image Updated',
      profileImage: user.profileImage,
      coverImage: user.coverImage,
      imageUrl: path,
      user,
    };
  }
}
