import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { InvoicesModule } from '../invoices/invoices.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { BookingPaymentsController } from './booking-payments.controller';
import { BookingPaymentsRepository } from './booking-payments.repository';
import { BookingPaymentsService } from './booking-payments.service';
import { BookingChangedConsumer } from './consumers/booking-changed.consumer';
import { ChargeBalancesJob } from './jobs/charge-balances.job';

@Module({
  // StripeBilling and the hirer's Stripe customer (subscriptions), the musician's Connect account (payouts), and who may
  // act for a business (its team pays its bookings); the musician's invoice once the money is settled.
  imports: [SubscriptionsModule, PayoutsModule, InvoicesModule, TeamsProjectionModule],
  controllers: [BookingPaymentsController],
  providers: [BookingPaymentsService, BookingPaymentsRepository, BookingChangedConsumer, ChargeBalancesJob],
  exports: [BookingPaymentsService, BookingPaymentsRepository],
})
export class BookingPaymentsModule {}
