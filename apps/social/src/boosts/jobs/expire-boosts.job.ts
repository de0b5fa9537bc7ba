import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { BoostsRepository } from '../boosts.repository';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them.
export const EXPIRE_BOOSTS = defineJob('social.boosts.expire', z.object({}));

// Every 15 minutes: boosts past their end date stop (`is_active` false; they already read as Expired
// and are no longer promoted from their end date on).
@Injectable()
export class ExpireBoostsJob {
  constructor(private readonly boosts: BoostsRepository) {}

  @JobHandler(EXPIRE_BOOSTS, { schedule: '*/15 * * * *' })
  async run(_data: object, _job: JobContext): Promise<void> {
    await this.boosts.expireEnded();
  }
}
