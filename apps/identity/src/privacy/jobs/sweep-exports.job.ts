import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { DataExportsService } from '../data-exports.service';

// WARNING: job names are stored with every queued run and schedule; renaming one strands them.
export const SWEEP_EXPORTS = defineJob('identity.privacy.sweep-exports', z.object({}));

// Every 10 minutes: archives past their date are deleted, and gatherings a service never answered fail.
@Injectable()
export class SweepExportsJob {
  constructor(private readonly exports: DataExportsService) {}

  @JobHandler(SWEEP_EXPORTS, { schedule: '*/10 * * * *' })
  async run(_data: object, _job: JobContext): Promise<void> {
    await this.exports.sweep();
  }
}
