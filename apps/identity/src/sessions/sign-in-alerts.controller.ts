import { Body, Controller, Get, Put } from '@nestjs/common';
import { SignInAlertsSchema, type SignInAlerts } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { SessionsService } from './sessions.service';

@Controller('api/user/sign-in-alerts')
export class SignInAlertsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  get(@CurrentUser() user: AuthUser) {
    return this.sessions.alerts(user.id);
  }

  @Put()
  set(@CurrentUser() user: AuthUser, @Body(new ZodPipe(SignInAlertsSchema)) body: SignInAlerts) {
    return this.sessions.setAlerts(user.id, body.enabled);
  }
}
