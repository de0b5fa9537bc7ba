import { Body, Controller, HttpCode } from '@nestjs/common';
import { BOOST, type BoostAnalytics, type BoostView, type CreateBoost } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { BoostsService } from './boosts.service';

@Controller()
export class BoostsController {
  constructor(private readonly boosts: BoostsService) {}

  @Route(BOOST.boost)
  @HttpCode(201)
  boost(@CurrentUser() user: AuthUser, @Body() body: CreateBoost): Promise<BoostView> {
    return this.boosts.boost(user.id, body.postId, body.days);
  }

  @Route(BOOST.mine)
  mine(@CurrentUser() user: AuthUser): Promise<BoostView[]> {
    return this.boosts.mine(user.id);
  }

  @Route(BOOST.analytics)
  analytics(@CurrentUser() user: AuthUser): Promise<BoostAnalytics> {
    return this.boosts.analytics(user.id);
  }
}
