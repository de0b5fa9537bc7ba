import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { UploadsService } from '../uploads.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them
// (see defineJob).
export const SWEEP_UNUSED_UPLOADS = defineJob('jobs-events.uploads.sweep-unused', z.object({}));

// Event images and demos no event or call used within a day are removed every 15 minutes, whichever
// instance of jobs-events takes the run.
@Injectable()
export class SweepUnusedUploadsJob {
  constructor(private readonly uploads: UploadsService) {}

  @JobHandler(SWEEP_UNUSED_UPLOADS, { schedule: '*/15 * * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    await this.uploads.sweepUnused(job.signal);
  }
}
