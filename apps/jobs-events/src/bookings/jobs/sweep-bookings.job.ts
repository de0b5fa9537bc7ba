import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { BookingsService } from '../bookings.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them (see defineJob).
export const SWEEP_BOOKINGS = defineJob('jobs-events.bookings.sweep', z.object({}));

// Every minute: open offers past their expiry expire, confirmed engagements past their end complete. An answer to an
// expired offer is refused at once (BookingsService.answer); this makes the status say so for everything else.
@Injectable()
export class SweepBookingsJob {
  constructor(private readonly bookings: BookingsService) {}

  @JobHandler(SWEEP_BOOKINGS, { schedule: '* * * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    await this.bookings.sweep(job.signal);
  }
}
