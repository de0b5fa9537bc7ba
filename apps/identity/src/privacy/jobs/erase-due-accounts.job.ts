import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { JobHandler, defineJob, type JobContext } from '@stave/platform';
import { AccountDeletionService } from '../account-deletion.service';

// WARNING: the name is stored with every queued run and the schedule; renaming it strands them.
export const ERASE_DUE_ACCOUNTS = defineJob('identity.privacy.erase-due-accounts', z.object({}), { expireInSeconds: 30 * 60 });

// Every 15 minutes: the accounts whose grace has ended are erased.
@Injectable()
export class EraseDueAccountsJob {
  constructor(private readonly deletions: AccountDeletionService) {}

  @JobHandler(ERASE_DUE_ACCOUNTS, { schedule: '*/15 * * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    await this.deletions.eraseDue(job.signal);
  }
}
