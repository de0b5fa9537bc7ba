import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// First Event, from jobs-events.
@Injectable()
export class EventCreatedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.event.created.v1', { inboxKey: 'AchievementsConsumer.onEvent' })
  async on(event: EventOf<'jobs-events.event.created.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.userId, 'first_event', { eventId: event.payload.eventId });
  }
}
