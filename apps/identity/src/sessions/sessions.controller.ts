import { Controller, HttpCode, Param } from '@nestjs/common';
import { IDENTITY } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Route(IDENTITY.sessions)
  list(@CurrentUser() user: AuthUser) {
    return this.sessions.list(user);
  }

  @Route(IDENTITY.endSession)
  endOne(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.sessions.endOne(user, params.id);
  }

  @Route(IDENTITY.endOtherSessions)
  @HttpCode(200)
  endOthers(@CurrentUser() user: AuthUser) {
    return this.sessions.endOthers(user);
  }
}
