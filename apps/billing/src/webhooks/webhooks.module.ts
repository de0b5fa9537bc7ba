import { Module } from '@nestjs/common';
import { BookingPaymentsModule } from '../booking-payments/booking-payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { WebhookController } from './webhook.controller';

@Module({
  imports: [SubscriptionsModule, PayoutsModule, BookingPaymentsModule],
  controllers: [WebhookController],
})
export class WebhooksModule {}
