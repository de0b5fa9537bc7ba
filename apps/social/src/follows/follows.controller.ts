import { Controller, HttpCode, Param } from '@nestjs/common';
import { SOCIAL } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { FollowsService } from './follows.service';

@Controller()
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Route(SOCIAL.followStatus)
  state(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.follows.isFollowing(user.id, params.id);
  }

  @Route(SOCIAL.follow)
  @HttpCode(200)
  toggle(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.follows.toggle(user.id, params.id);
  }
}
