import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { JobsService } from '../jobs.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them
// (see defineJob).
export const EXPIRE_JOBS = defineJob('jobs-events.jobs.expire', z.object({}));

// Postings past their closing date are closed every 10 minutes (they already left the list the
// moment they expired; this makes it so for everything else that reads `status`).
@Injectable()
export class ExpireJobsJob {
  constructor(private readonly jobs: JobsService) {}

  @JobHandler(EXPIRE_JOBS, { schedule: '*/10 * * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    await this.jobs.closeExpired(job.signal);
  }
}
