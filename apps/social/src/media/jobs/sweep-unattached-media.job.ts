import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { PostMediaService } from '../post-media.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them
// (see defineJob).
export const SWEEP_UNATTACHED_MEDIA = defineJob('social.media.sweep-unattached', z.object({}));

// Uploads a composer abandoned (no post took them within a day) are removed every 15 minutes, all
// members' at once, whichever instance of social takes the run.
@Injectable()
export class SweepUnattachedMediaJob {
  constructor(private readonly media: PostMediaService) {}

  @JobHandler(SWEEP_UNATTACHED_MEDIA, { schedule: '*/15 * * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    await this.media.sweepUnattached(job.signal);
  }
}
