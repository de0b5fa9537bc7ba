import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationsService } from '../notifications.service';

// 'Ada applied for your job “Session bassist”', and the applicant's 'Your application … was shortlisted'.
@Injectable()
export class JobApplicationNotificationConsumer {
  constructor(private readonly notifications: NotificationsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.application.submitted.v1', { inboxKey: 'NotificationsConsumer.onJobApplication' })
  async onSubmitted(event: EventOf<'jobs-events.application.submitted.v1'>, tx: Transaction): Promise<void> {
    await this.notifications.jobApplication(tx, event.payload, event.occurredAt);
  }

  @OnEvent('jobs-events.application.decided.v1', { inboxKey: 'NotificationsConsumer.onApplicationDecided' })
  async onDecided(event: EventOf<'jobs-events.application.decided.v1'>, tx: Transaction): Promise<void> {
    await this.notifications.applicationDecided(tx, event.payload, event.occurredAt);
  }
}
