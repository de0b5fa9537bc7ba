import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES, UpdateProfileSchema, type UpdateProfile } from '@stave/contracts';
import { AllowSuspended, CurrentUser, ZodPipe, readSingleFile, type AuthUser } from '@stave/platform';
import { SessionsService } from '../sessions/sessions.service';
import { ProfileImagesService } from './profile-images.service';
import { UsersService } from './users.service';

// The signed-in member's own account.
@Controller('api/user')
export class AccountController {
  constructor(
    private readonly users: UsersService,
    private readonly images: ProfileImagesService,
    private readonly sessions: SessionsService,
  ) {}

  // Asked on every page load: it also keeps the session's "last seen" (Settings › Sessions).
  @Get()
  @AllowSuspended()
  async me(@CurrentUser() user: AuthUser) {
    const [me] = await Promise.all([this.users.me(user.id), this.sessions.seen(user)]);
    return me;
  }

  @Patch('profile')
  updateProfile(@CurrentUser() user: AuthUser, @Body(new ZodPipe(UpdateProfileSchema)) body: UpdateProfile, @Req() request: FastifyRequest) {
    return this.users.updateProfile(user.id, body, request.body);
  }

  @Post('profile-picture')
  @HttpCode(200)
  async profilePicture(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.images.replace(user.id, 'avatar', await readSingleFile(request, 'profileImage', PROFILE_IMAGE_MAX_BYTES));
  }

  @Post('profile/cover-image')
  @HttpCode(200)
  async coverImage(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.images.replace(user.id, 'cover', await readSingleFile(request, 'coverImage', PROFILE_IMAGE_MAX_BYTES));
  }
}
