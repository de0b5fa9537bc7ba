import { Controller, Param } from '@nestjs/common';
import { SOCIAL } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { MutesService } from './mutes.service';

@Controller()
export class MutesController {
  constructor(private readonly mutes: MutesService) {}

  @Route(SOCIAL.muteStatus)
  state(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.mutes.state(user.id, params.id);
  }

  @Route(SOCIAL.mute)
  mute(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.mutes.mute(user.id, params.id);
  }

  @Route(SOCIAL.unmute)
  unmute(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.mutes.unmute(user.id, params.id);
  }

  @Route(SOCIAL.mutes)
  list(@CurrentUser() user: AuthUser) {
    return this.mutes.list(user.id);
  }
}
