import { Module } from '@nestjs/common';
import { AccountsRepository } from './accounts.repository';
import { ReconcileJob } from './jobs/reconcile.job';
import { StripeBilling } from './stripe-billing';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { WebhookController } from './webhook.controller';

@Module({
  controllers: [SubscriptionsController, WebhookController],
  providers: [AccountsRepository, StripeBilling, SubscriptionsService, ReconcileJob],
  // For the member's export and erasure (billing-member-data.ts, provided by the platform's MemberDataModule).
  exports: [AccountsRepository, StripeBilling],
})
export class SubscriptionsModule {}
