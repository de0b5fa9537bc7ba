import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { PostIdParamsSchema } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { MutesService } from './mutes.service';

const MemberParams = new ZodPipe(PostIdParamsSchema);

@Controller('api')
export class MutesController {
  constructor(private readonly mutes: MutesService) {}

  @Get('users/:id/mute')
  state(@CurrentUser() user: AuthUser, @Param(MemberParams) params: { id: number }) {
    return this.mutes.state(user.id, params.id);
  }

  @Put('users/:id/mute')
  mute(@CurrentUser() user: AuthUser, @Param(MemberParams) params: { id: number }) {
    return this.mutes.mute(user.id, params.id);
  }

  @Delete('users/:id/mute')
  unmute(@CurrentUser() user: AuthUser, @Param(MemberParams) params: { id: number }) {
    return this.mutes.unmute(user.id, params.id);
  }

  @Get('user/mutes')
  list(@CurrentUser() user: AuthUser) {
    return this.mutes.list(user.id);
  }
}
