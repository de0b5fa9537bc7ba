import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EventOf } from '@stave/contracts';
import { LOGGER, OnEvent, type Transaction } from '@stave/platform';
import { TeamActivityRepository } from '../team-activity.repository';

type TeamActionEvent = EventOf<'jobs-events.team.action.v1'> | EventOf<'marketplace.team.action.v1'>;

// "every action records who did it": what a team member did as the business in jobs-events and
// marketplace, one line each on the owner's team page (docs/teams.md § Activity). Written in the inbox transaction,
// so a redelivered event is recorded once; dated when the action happened (the envelope's occurredAt), not when it
// arrived.
@Injectable()
export class TeamActivityConsumer {
  constructor(
    private readonly activity: TeamActivityRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.team.action.v1', { inboxKey: 'TeamActivityConsumer.onJobsEvents' })
  async onJobsEvents(event: EventOf<'jobs-events.team.action.v1'>, tx: Transaction): Promise<void> {
    await this.record(event, tx);
  }

  @OnEvent('marketplace.team.action.v1', { inboxKey: 'TeamActivityConsumer.onMarketplace' })
  async onMarketplace(event: EventOf<'marketplace.team.action.v1'>, tx: Transaction): Promise<void> {
    await this.record(event, tx);
  }

  private async record(event: TeamActionEvent, tx: Transaction): Promise<void> {
    const { businessId, actorId, action, subjectId } = event.payload;
    // The business's account is gone (erased before the event arrived): there is no one to show it to.
    if (!(await this.activity.record(tx, event.payload, event.occurredAt))) {
      this.logger.info({ eventId: event.id, businessId, action }, 'team action for an account that is gone; not recorded');
      return;
    }
    this.logger.debug({ eventId: event.id, businessId, actorId, action, subjectId }, 'team action recorded');
  }
}
