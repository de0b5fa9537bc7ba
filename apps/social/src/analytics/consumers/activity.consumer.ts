import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AnalyticsRepository } from '../analytics.repository';

// What the analytics dashboard counts, from the events the services already emit: each applied once
// (the inbox), so a redelivered event counts once.
@Injectable()
export class ActivityConsumer {
  constructor(private readonly analytics: AnalyticsRepository) {}

  // WARNING: the inbox keys are stored with every event applied; renaming one counts them all again.
  @OnEvent('identity.profile.viewed.v1', { inboxKey: 'AnalyticsConsumer.onProfileViewed' })
  async onProfileViewed(event: EventOf<'identity.profile.viewed.v1'>, tx: Transaction): Promise<void> {
    await this.analytics.add(tx, [event.payload.viewedUserId], 'profileViews', event.payload.viewedAt);
  }

  @OnEvent('identity.profile.found-in-search.v1', { inboxKey: 'AnalyticsConsumer.onFoundInSearch' })
  async onFoundInSearch(event: EventOf<'identity.profile.found-in-search.v1'>, tx: Transaction): Promise<void> {
    await this.analytics.add(tx, event.payload.userIds, 'searchAppearances', event.payload.searchedAt);
  }

  @OnEvent('messaging.message.sent.v1', { inboxKey: 'AnalyticsConsumer.onMessageSent' })
  async onMessageSent(event: EventOf<'messaging.message.sent.v1'>, tx: Transaction): Promise<void> {
    await this.analytics.add(tx, [event.payload.senderId], 'messagesSent', event.payload.sentAt);
  }

  @OnEvent('social.connection.accepted.v1', { inboxKey: 'AnalyticsConsumer.onConnectionAccepted' })
  async onConnectionAccepted(event: EventOf<'social.connection.accepted.v1'>, tx: Transaction): Promise<void> {
    await this.analytics.add(tx, [event.payload.senderId, event.payload.receiverId], 'connectionsGained', event.occurredAt);
  }

  @OnEvent('jobs-events.application.submitted.v1', { inboxKey: 'AnalyticsConsumer.onApplicationSubmitted' })
  async onApplicationSubmitted(event: EventOf<'jobs-events.application.submitted.v1'>, tx: Transaction): Promise<void> {
    await this.analytics.add(tx, [event.payload.applicantId], 'jobApplications', event.occurredAt);
  }
}
