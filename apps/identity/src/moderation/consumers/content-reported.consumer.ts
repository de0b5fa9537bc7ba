import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { ModerationService } from '../moderation.service';

type Reported = EventOf<'social.report.filed.v1'>;

// Reports of the items other services own, into the moderation queue.
@Injectable()
export class ContentReportedConsumer {
  constructor(private readonly moderation: ModerationService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.report.filed.v1', { inboxKey: 'ContentReportedConsumer.onSocial' })
  async onSocial(event: Reported, tx: Transaction): Promise<void> {
    await this.moderation.reported(tx, event.payload);
  }

  @OnEvent('messaging.report.filed.v1', { inboxKey: 'ContentReportedConsumer.onMessaging' })
  async onMessaging(event: EventOf<'messaging.report.filed.v1'>, tx: Transaction): Promise<void> {
    await this.moderation.reported(tx, event.payload);
  }

  @OnEvent('jobs-events.report.filed.v1', { inboxKey: 'ContentReportedConsumer.onJobsEvents' })
  async onJobsEvents(event: EventOf<'jobs-events.report.filed.v1'>, tx: Transaction): Promise<void> {
    await this.moderation.reported(tx, event.payload);
  }

  @OnEvent('marketplace.report.filed.v1', { inboxKey: 'ContentReportedConsumer.onMarketplace' })
  async onMarketplace(event: EventOf<'marketplace.report.filed.v1'>, tx: Transaction): Promise<void> {
    await this.moderation.reported(tx, event.payload);
  }
}
