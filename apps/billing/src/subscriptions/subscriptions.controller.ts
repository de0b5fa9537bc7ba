import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ChooseTierSchema,
  SyncSubscriptionSchema,
  type BillingSubscription,
  type CheckoutAnswer,
  type ChooseTier,
  type PortalAnswer,
  type SubscriptionChangeAnswer,
  type SyncSubscription,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { SubscriptionsService } from './subscriptions.service';

// Spec §7: the two subscription calls at the paths the spec's client uses; the rest under /api/billing.
@Controller('api')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post('create-checkout-session')
  @HttpCode(200)
  checkout(@CurrentUser() user: AuthUser, @Body(new ZodPipe(ChooseTierSchema)) body: ChooseTier): Promise<CheckoutAnswer> {
    return this.subscriptions.checkout(user.id, body.subscriptionTier);
  }

  @Post('user/subscription')
  @HttpCode(200)
  change(@CurrentUser() user: AuthUser, @Body(new ZodPipe(ChooseTierSchema)) body: ChooseTier): Promise<SubscriptionChangeAnswer> {
    return this.subscriptions.change(user.id, body.subscriptionTier);
  }

  @Get('billing/subscription')
  view(@CurrentUser() user: AuthUser): Promise<BillingSubscription> {
    return this.subscriptions.view(user.id);
  }

  @Post('billing/sync')
  @HttpCode(200)
  sync(@CurrentUser() user: AuthUser, @Body(new ZodPipe(SyncSubscriptionSchema)) body: SyncSubscription): Promise<BillingSubscription> {
    return this.subscriptions.sync(user.id, body.sessionId);
  }

  @Post('billing/portal')
  @HttpCode(200)
  portal(@CurrentUser() user: AuthUser): Promise<PortalAnswer> {
    return this.subscriptions.portal(user.id);
  }
}
