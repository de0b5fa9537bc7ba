import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { CollaborationsModule } from '../collaborations/collaborations.module';
import { JobsModule } from '../jobs/jobs.module';
import { BookingsController } from './bookings.controller';
import { BookingsRepository } from './bookings.repository';
import { BookingsService } from './bookings.service';
import { BookingPaymentConsumer } from './consumers/booking-payment.consumer';
import { SweepBookingsJob } from './jobs/sweep-bookings.job';

@Module({
  imports: [JobsModule, CollaborationsModule, TeamsProjectionModule],
  controllers: [BookingsController],
  providers: [BookingsService, BookingsRepository, SweepBookingsJob, BookingPaymentConsumer],
  exports: [BookingsService],
})
export class BookingsModule {}
