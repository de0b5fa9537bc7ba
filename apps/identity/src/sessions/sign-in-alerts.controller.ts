import { Body, Controller } from '@nestjs/common';
import { IDENTITY, type SignInAlerts } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { SessionsService } from './sessions.service';

@Controller()
export class SignInAlertsController {
  constructor(private readonly sessions: SessionsService) {}

  @Route(IDENTITY.signInAlerts)
  get(@CurrentUser() user: AuthUser) {
    return this.sessions.alerts(user.id);
  }

  @Route(IDENTITY.setSignInAlerts)
  set(@CurrentUser() user: AuthUser, @Body() body: SignInAlerts) {
    return this.sessions.setAlerts(user.id, body.enabled);
  }
}
