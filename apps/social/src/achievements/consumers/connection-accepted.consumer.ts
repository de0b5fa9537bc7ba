import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// Connection milestones for both members.
@Injectable()
export class ConnectionAcceptedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.accepted.v1', { inboxKey: 'AchievementsConsumer.onConnection' })
  async on(event: EventOf<'social.connection.accepted.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardConnectionMilestones(tx, [event.payload.senderId, event.payload.receiverId]);
  }
}
