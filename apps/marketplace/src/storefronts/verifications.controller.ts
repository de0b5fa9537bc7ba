import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { MARKETPLACE, type DecideVerification, type RequestVerification, type StorefrontVerificationsQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { StorefrontsService } from './storefronts.service';

// The verified badge: a business asks with evidence, a marketplace moderator (MARKETPLACE_MODERATORS)
// checks it by hand (docs/marketplace.md § Storefronts) and decides.
@Controller()
export class VerificationsController {
  constructor(private readonly storefronts: StorefrontsService) {}

  @Route(MARKETPLACE.requestVerification)
  request(@CurrentUser() user: AuthUser, @Body() body: RequestVerification) {
    return this.storefronts.requestVerification(user.id, body);
  }

  @Route(MARKETPLACE.withdrawVerification)
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser): Promise<void> {
    await this.storefronts.withdrawVerification(user.id);
  }

  @Route(MARKETPLACE.verifications)
  queue(@CurrentUser() user: AuthUser, @Query() query: StorefrontVerificationsQuery) {
    return this.storefronts.queue(user.id, query);
  }

  @Route(MARKETPLACE.verification)
  review(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.storefronts.review(user.id, params.id);
  }

  @Route(MARKETPLACE.decideVerification)
  decide(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: DecideVerification) {
    return this.storefronts.decide(user.id, params.id, body);
  }
}
