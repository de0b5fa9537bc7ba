import { Module } from '@nestjs/common';
import { PayoutsModule } from '../payouts/payouts.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { WebhookController } from './webhook.controller';

@Module({
  imports: [SubscriptionsModule, PayoutsModule],
  controllers: [WebhookController],
})
export class WebhooksModule {}
