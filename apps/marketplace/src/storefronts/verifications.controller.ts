import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  DecideVerificationSchema,
  RequestVerificationSchema,
  StorefrontVerificationsQuerySchema,
  VerificationParamsSchema,
  type DecideVerification,
  type RequestVerification,
  type StorefrontVerificationsQuery,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { StorefrontsService } from './storefronts.service';

const VerificationParams = new ZodPipe(VerificationParamsSchema);

// Issue 17, the verified badge: a business asks with evidence, a marketplace moderator (MARKETPLACE_MODERATORS)
// checks it by hand (docs/marketplace.md § Storefronts) and decides.
@Controller('api/marketplace')
export class VerificationsController {
  constructor(private readonly storefronts: StorefrontsService) {}

  @Post('storefront/verification')
  request(@CurrentUser() user: AuthUser, @Body(new ZodPipe(RequestVerificationSchema)) body: RequestVerification) {
    return this.storefronts.requestVerification(user.id, body);
  }

  @Delete('storefront/verification')
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser): Promise<void> {
    await this.storefronts.withdrawVerification(user.id);
  }

  @Get('storefront-verifications')
  queue(@CurrentUser() user: AuthUser, @Query(new ZodPipe(StorefrontVerificationsQuerySchema)) query: StorefrontVerificationsQuery) {
    return this.storefronts.queue(user.id, query);
  }

  @Get('storefront-verifications/:id')
  review(@CurrentUser() user: AuthUser, @Param(VerificationParams) params: { id: number }) {
    return this.storefronts.review(user.id, params.id);
  }

  @Put('storefront-verifications/:id')
  decide(
    @CurrentUser() user: AuthUser,
    @Param(VerificationParams) params: { id: number },
    @Body(new ZodPipe(DecideVerificationSchema)) body: DecideVerification,
  ) {
    return this.storefronts.decide(user.id, params.id, body);
  }
}
