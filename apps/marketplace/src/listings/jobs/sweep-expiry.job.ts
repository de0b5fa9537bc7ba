import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { ListingsService } from '../listings.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them
// (see defineJob).
export const SWEEP_EXPIRY = defineJob('marketplace.listings.sweep-expiry', z.object({}));

// Every 15 minutes: listings past their date expire, sellers are reminded 3 days before, and views
// too old to repeat are forgotten — whichever instance of the marketplace takes the run.
@Injectable()
export class SweepExpiryJob {
  constructor(private readonly listings: ListingsService) {}

  @JobHandler(SWEEP_EXPIRY, { schedule: '*/15 * * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    await this.listings.sweepExpiry(job.signal);
  }
}
