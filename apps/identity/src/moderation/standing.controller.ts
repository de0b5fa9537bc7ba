import { Body, Controller } from '@nestjs/common';
import { MODERATION, type CreateAppeal } from '@stave/contracts';
import { Route, AllowSuspended, CurrentUser, type AuthUser } from '@stave/platform';
import { StandingService } from './standing.service';

// What a suspended or banned member can still reach: why, and their appeal.
@Controller()
@AllowSuspended()
export class StandingController {
  constructor(private readonly standing: StandingService) {}

  @Route(MODERATION.standing)
  of(@CurrentUser() user: AuthUser) {
    return this.standing.of(user.id);
  }

  @Route(MODERATION.appeal)
  appeal(@CurrentUser() user: AuthUser, @Body() body: CreateAppeal) {
    return this.standing.appeal(user.id, body.message);
  }
}
