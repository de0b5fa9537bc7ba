import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// 'Ada applied for your job “Session bassist”', and the applicant's 'Your application … was shortlisted'.
@Injectable()
export class JobApplicationNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.application.submitted.v1', { inboxKey: 'NotificationsConsumer.onJobApplication' })
  async onSubmitted(event: EventOf<'jobs-events.application.submitted.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('jobs-events.application.decided.v1', { inboxKey: 'NotificationsConsumer.onApplicationDecided' })
  async onDecided(event: EventOf<'jobs-events.application.decided.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
