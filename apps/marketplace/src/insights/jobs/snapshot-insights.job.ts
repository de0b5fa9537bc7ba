import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { shiftMonth } from '@stave/contracts';
import { Clock, JobHandler, defineJob, londonMonthKey, type JobContext } from '@stave/platform';
import { InsightsService } from '../insights.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them (see defineJob).
export const SNAPSHOT_INSIGHTS = defineJob('marketplace.insights.snapshot', z.object({}));

// The month just ended is computed and kept on the 1st (docs/insights.md § Snapshots). Schedules run in UTC: 00:20
// UTC is after midnight in London in winter and summer alike. A month asked for before this ran is computed then;
// whichever comes first is kept.
@Injectable()
export class SnapshotInsightsJob {
  constructor(
    private readonly insights: InsightsService,
    private readonly clock: Clock,
  ) {}

  @JobHandler(SNAPSHOT_INSIGHTS, { schedule: '20 0 1 * *' })
  async run(_data: object, _job: JobContext): Promise<void> {
    await this.insights.store(shiftMonth(londonMonthKey(this.clock.now()), -1));
  }
}
