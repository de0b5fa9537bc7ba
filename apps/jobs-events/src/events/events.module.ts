import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { RemindAttendeesJob } from './jobs/remind-attendees.job';

@Module({
  imports: [UploadsModule],
  controllers: [EventsController],
  exports: [EventsService],
  providers: [EventsService, EventsRepository, RemindAttendeesJob],
})
export class EventsModule {}
