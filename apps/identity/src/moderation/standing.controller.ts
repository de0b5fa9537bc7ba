import { Body, Controller, Get, Post } from '@nestjs/common';
import { CreateAppealSchema, type CreateAppeal } from '@stave/contracts';
import { AllowSuspended, CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { StandingService } from './standing.service';

// What a suspended or banned member can still reach: why, and their appeal.
@Controller('api/user/standing')
@AllowSuspended()
export class StandingController {
  constructor(private readonly standing: StandingService) {}

  @Get()
  of(@CurrentUser() user: AuthUser) {
    return this.standing.of(user.id);
  }

  @Post('appeal')
  appeal(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateAppealSchema)) body: CreateAppeal) {
    return this.standing.appeal(user.id, body.message);
  }
}
