import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { z } from 'zod';
import { JobHandler, LOGGER, defineJob, type JobContext } from '@stave/platform';
import { AdvertisingRepository } from '../advertising.repository';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them (see defineJob).
export const SWEEP_INQUIRIES = defineJob('identity.advertising.sweep-inquiries', z.object({}));

// docs/advertising.md § What is kept: an inquiry for two years (a partnership's history), the address it came from
// for 30 days (the limit and the duplicate check need a day; the rest is for looking into abuse).
export const INQUIRY_KEEP_DAYS = 730;
export const INQUIRY_ADDRESS_KEEP_DAYS = 30;

// Once a day, whichever instance of identity takes the run.
@Injectable()
export class SweepInquiriesJob {
  constructor(
    private readonly inquiries: AdvertisingRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @JobHandler(SWEEP_INQUIRIES, { schedule: '40 3 * * *' })
  async run(_data: object, _job: JobContext): Promise<void> {
    const swept = await this.inquiries.sweep(INQUIRY_ADDRESS_KEEP_DAYS, INQUIRY_KEEP_DAYS);
    if (swept.forgotten || swept.deleted) this.logger.info(swept, 'advertising inquiries swept');
  }
}
