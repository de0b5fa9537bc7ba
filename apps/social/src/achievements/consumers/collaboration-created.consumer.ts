import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// First Collaboration, from jobs-events.
@Injectable()
export class CollaborationCreatedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.collaboration.created.v1', { inboxKey: 'AchievementsConsumer.onCollaboration' })
  async on(event: EventOf<'jobs-events.collaboration.created.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.userId, 'first_collaboration', { collaborationId: event.payload.collaborationId });
  }
}
