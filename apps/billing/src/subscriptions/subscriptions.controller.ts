import { Body, Controller, HttpCode } from '@nestjs/common';
import {
  BILLING,
  type BillingSubscription,
  type CheckoutAnswer,
  type ChooseTier,
  type PortalAnswer,
  type SubscriptionChangeAnswer,
  type SyncSubscription,
} from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { SubscriptionsService } from './subscriptions.service';

// The two subscription calls at the paths the spec's client uses; the rest under /api/billing.
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Route(BILLING.checkout)
  @HttpCode(200)
  checkout(@CurrentUser() user: AuthUser, @Body() body: ChooseTier): Promise<CheckoutAnswer> {
    return this.subscriptions.checkout(user.id, body.subscriptionTier);
  }

  @Route(BILLING.changeSubscription)
  @HttpCode(200)
  change(@CurrentUser() user: AuthUser, @Body() body: ChooseTier): Promise<SubscriptionChangeAnswer> {
    return this.subscriptions.change(user.id, body.subscriptionTier);
  }

  @Route(BILLING.subscription)
  view(@CurrentUser() user: AuthUser): Promise<BillingSubscription> {
    return this.subscriptions.view(user.id);
  }

  @Route(BILLING.sync)
  @HttpCode(200)
  sync(@CurrentUser() user: AuthUser, @Body() body: SyncSubscription): Promise<BillingSubscription> {
    return this.subscriptions.sync(user.id, body.sessionId);
  }

  @Route(BILLING.portal)
  @HttpCode(200)
  portal(@CurrentUser() user: AuthUser): Promise<PortalAnswer> {
    return this.subscriptions.portal(user.id);
  }
}
