import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext, type JobData } from '@stave/platform';
import { REMIND_ATTENDEES } from './remind-attendees.definition';
import { EventsService } from '../events.service';

// A day before an event, everyone going is reminded (through social's notifications).
@Injectable()
export class RemindAttendeesJob {
  constructor(private readonly events: EventsService) {}

  @JobHandler(REMIND_ATTENDEES)
  async run(data: JobData<typeof REMIND_ATTENDEES>, _job: JobContext): Promise<void> {
    await this.events.remindAttendees(data.eventId, data.startDate);
  }
}
