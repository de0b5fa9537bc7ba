import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { PostIdParamsSchema } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { FollowsService } from './follows.service';

const MemberParams = new ZodPipe(PostIdParamsSchema);

@Controller('api/users/:id')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Get('follow')
  state(@CurrentUser() user: AuthUser, @Param(MemberParams) params: { id: number }) {
    return this.follows.isFollowing(user.id, params.id);
  }

  @Post('follow')
  @HttpCode(200)
  toggle(@CurrentUser() user: AuthUser, @Param(MemberParams) params: { id: number }) {
    return this.follows.toggle(user.id, params.id);
  }
}
