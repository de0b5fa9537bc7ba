import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// Billing's events: 'Your Pro trial ends on …' three days before, and 'We could not take your payment …'.
@Injectable()
export class BillingNotificationsConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('billing.subscription.trial-ending.v1', { inboxKey: 'NotificationsConsumer.onTrialEnding' })
  async onTrialEnding(event: EventOf<'billing.subscription.trial-ending.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('billing.subscription.payment-failed.v1', { inboxKey: 'NotificationsConsumer.onPaymentFailed' })
  async onPaymentFailed(event: EventOf<'billing.subscription.payment-failed.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
