import { Body, Controller, HttpCode, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IDENTITY, PROFILE_IMAGE_MAX_BYTES, type UpdateProfile } from '@stave/contracts';
import { Route, CurrentUser, readSingleFile, type AuthUser } from '@stave/platform';
import { SessionsService } from '../sessions/sessions.service';
import { ProfileImagesService } from './profile-images.service';
import { UsersService } from './users.service';

// The signed-in member's own account.
@Controller()
export class AccountController {
  constructor(
    private readonly users: UsersService,
    private readonly images: ProfileImagesService,
    private readonly sessions: SessionsService,
  ) {}

  // Asked on every page load: it also keeps the session's "last seen" (Settings › Sessions).
  @Route(IDENTITY.me)
  async me(@CurrentUser() user: AuthUser) {
    const [me] = await Promise.all([this.users.me(user.id), this.sessions.seen(user)]);
    return me;
  }

  @Route(IDENTITY.updateProfile)
  updateProfile(@CurrentUser() user: AuthUser, @Body() body: UpdateProfile, @Req() request: FastifyRequest) {
    return this.users.updateProfile(user.id, body, request.body);
  }

  @Route(IDENTITY.profilePicture)
  @HttpCode(200)
  async profilePicture(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.images.replace(user.id, 'avatar', await readSingleFile(request, 'profileImage', PROFILE_IMAGE_MAX_BYTES));
  }

  @Route(IDENTITY.coverImage)
  @HttpCode(200)
  async coverImage(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.images.replace(user.id, 'cover', await readSingleFile(request, 'coverImage', PROFILE_IMAGE_MAX_BYTES));
  }
}
