import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { BookingsModule } from '../bookings/bookings.module';
import { JobsModule } from '../jobs/jobs.module';
import { UploadsModule } from '../uploads/uploads.module';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { MemberPostingsController } from './member-postings.controller';
import { RemindAttendeesJob } from './jobs/remind-attendees.job';

@Module({
  // JobsModule: a member's open jobs beside their events (MemberPostingsController, a storefront's page).
  // BookingsModule: a member's bookings in their calendar feed.
  imports: [UploadsModule, TeamsProjectionModule, JobsModule, BookingsModule],
  controllers: [EventsController, MemberPostingsController],
  exports: [EventsService],
  providers: [EventsService, EventsRepository, RemindAttendeesJob],
})
export class EventsModule {}
