import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CreateBoostSchema, type BoostAnalytics, type BoostView, type CreateBoost } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { BoostsService } from './boosts.service';

@Controller('api/boosted-posts')
export class BoostsController {
  constructor(private readonly boosts: BoostsService) {}

  @Post()
  @HttpCode(201)
  boost(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateBoostSchema)) body: CreateBoost): Promise<BoostView> {
    return this.boosts.boost(user.id, body.postId, body.days);
  }

  @Get()
  mine(@CurrentUser() user: AuthUser): Promise<BoostView[]> {
    return this.boosts.mine(user.id);
  }

  @Get('analytics')
  analytics(@CurrentUser() user: AuthUser): Promise<BoostAnalytics> {
    return this.boosts.analytics(user.id);
  }
}
