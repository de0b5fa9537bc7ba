import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { z } from 'zod';
import { JobHandler, LOGGER, defineJob, type JobContext } from '@stave/platform';
import { SubscriptionsService } from '../subscriptions.service';

// WARNING: the name is stored with every queued run and with the schedule; renaming it strands them.
export const RECONCILE_SUBSCRIPTIONS = defineJob('billing.subscriptions.reconcile', z.object({}));

// Daily at 03:17: every member with a Stripe customer compared with Stripe; drift is repaired and logged.
@Injectable()
export class ReconcileJob {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @JobHandler(RECONCILE_SUBSCRIPTIONS, { schedule: '17 3 * * *' })
  async run(_data: object, job: JobContext): Promise<void> {
    const { checked, repaired } = await this.subscriptions.reconcile(job.signal);
    this.logger.info({ checked, repaired }, 'billing reconciliation done');
  }
}
