import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { PostIdParamsSchema } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { FollowsService } from './follows.service';

@Controller('api/users/:id')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Post('follow')
  @HttpCode(200)
  toggle(@CurrentUser() user: AuthUser, @Param(new ZodPipe(PostIdParamsSchema)) params: { id: number }) {
    return this.follows.toggle(user.id, params.id);
  }
}
